extension HealthDraft {
    /// Leaves out, and counts, what breaks the shared rules: days outside 1900…today somewhere on Earth (`ImportedDate`), a day's food
    /// energy over the limit, swims whose length of time or distance is out of range, and within a
    /// kept swim each value, lap or heart-rate sample that is. An implausible birth date is not used.
    mutating func keepWithinRules(today: LocalDate) {
        func loggable(_ day: LocalDate) -> Bool { ImportedDate.isAllowed(day, today: today) }
        let weightCount = weights.count, energyCount = dietary.count
        weights = weights.filter { loggable($0.key) }
        dietary = dietary.filter { loggable($0.key) && ValueRules.kcal.contains($0.value.kcal) }
        outOfRange += (weightCount - weights.count) + (energyCount - dietary.count)
        if let birth = birthDate, !ValueRules.isPlausibleBirthDate(birth, today: today) {
            refusedBirthDate = birth
            birthDate = nil
        }
        let swimCount = swims.count
        swims = swims.compactMap { swim in
            var kept = swim
            let dropped = kept.keepWithinRules()
            guard loggable(kept.day), let kept = dropped.map({ _ in kept }) else { return nil }
            outOfRange += dropped ?? 0
            return kept
        }
        outOfRange += swimCount - swims.count
    }
}

extension HealthDraft.Swim {
    /// Nil when the swim itself cannot be kept (its time or distance is out of range); otherwise the
    /// number of values, laps and samples taken out of it.
    mutating func keepWithinRules() -> Int? {
        if !(durationSeconds > 0) { durationSeconds = max(1, end - start) }
        guard start.isFinite, ValueRules.swimSeconds.contains(durationSeconds), ValueRules.isSwimDistance(distanceMeters ?? 0),
            ValueRules.isPlausibleSwim(seconds: durationSeconds, meters: distanceMeters ?? 0)
        else { return nil }
        var dropped = 0
        if let kcal = activeKcal, !ValueRules.swimKcal.contains(kcal) { activeKcal = nil; dropped += 1 }
        if let length = lapLengthMeters, !ValueRules.poolMeters.contains(length) { lapLengthMeters = nil; dropped += 1 }
        if !ValueRules.strokes.contains(Double(strokes)) { strokes = 0; dropped += 1 }
        if !ValueRules.lapSeconds.contains(pausedSeconds) { pausedSeconds = 0; dropped += 1 }
        if let summary = watchHeartRate {
            let kept = ValueRules.watchHeartRate(summary)
            if kept != summary { dropped += 1 }
            watchHeartRate = kept
        }
        let lapCount = laps.count, sampleCount = heartRate.count, strokeCount = strokeMeters.count, segmentCount = segments.count
        segments = segments.filter { ValueRules.offsetSeconds.contains($0.offsetSeconds) && ValueRules.lapSeconds.contains($0.durationSeconds) }
        for index in segments.indices {
            if let swolf = segments[index].swolf, !ValueRules.swolf.contains(swolf) { segments[index].swolf = nil; dropped += 1 }
        }
        laps = laps.filter { ValueRules.offsetSeconds.contains($0.offsetSeconds) && ValueRules.lapSeconds.contains($0.durationSeconds) }
        for index in laps.indices {
            if let swolf = laps[index].swolf, !ValueRules.swolf.contains(swolf) { laps[index].swolf = nil; dropped += 1 }
        }
        heartRate = heartRate.filter { ValueRules.offsetSeconds.contains($0.offsetSeconds) && ValueRules.heartRateBpm.contains($0.bpm) }
        strokeMeters = strokeMeters.filter { StrokeStyle(rawValue: $0.key) != nil && ValueRules.swimMeters.contains($0.value) }
        return dropped + (lapCount - laps.count) + (sampleCount - heartRate.count) + (strokeCount - strokeMeters.count) + (segmentCount - segments.count)
    }
}
