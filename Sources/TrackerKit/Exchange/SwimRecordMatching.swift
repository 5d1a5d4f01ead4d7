import Foundation

extension HealthDraft {
    /// Gives each swim the records its watch wrote during it (start ≤ record start ≤ end, and not written
    /// by an app whose copy of the swim was merged into it): distance by stroke style, strokes, and
    /// heart-rate samples read back from the spill file. Swims no longer overlap here (`mergeCopies`).
    mutating func attachRecords(spill: HeartRateSpill) throws {
        let starts = swims.map(\.start)
        let swims = self.swims
        func swimIndex(containing seconds: Double) -> Int? {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= seconds { low = middle + 1 } else { high = middle }
            }
            let index = low - 1
            return index >= 0 && seconds <= swims[index].end ? index : nil
        }
        for record in distanceRecords {
            guard let index = swimIndex(containing: record.start), !self.swims[index].copySources.contains(record.source) else { continue }
            self.swims[index].distanceFromRecords += record.meters
            if let stroke = strokeRecords[Self.key(record.start, record.end, source: record.source)] {
                self.swims[index].strokes += stroke.count
                if let style = stroke.style { self.swims[index].strokeMeters[style, default: 0] += record.meters }
            }
        }
        try spill.forEach { seconds, bpm in
            guard let index = swimIndex(containing: seconds) else { return }
            self.swims[index].heartRate.append(HeartRateSample(offsetSeconds: seconds - swims[index].start, bpm: Double(bpm)))
        }
        for index in self.swims.indices { self.swims[index].fillFromLaps() }
    }
}

extension HealthDraft.Swim {
    /// What the records did not give: the workout's own stroke count, and distance (by stroke style)
    /// from the laps and the pool's length.
    mutating func fillFromLaps() {
        heartRate.sort { $0.offsetSeconds < $1.offsetSeconds }
        if distanceMeters == nil && distanceFromRecords > 0 { distanceMeters = distanceFromRecords }
        if strokes == 0, let counted = strokesFromStatistics { strokes = counted }
        guard distanceFromRecords == 0, let length = lapLengthMeters, !laps.isEmpty else { return }
        if strokeMeters.isEmpty {
            for lap in laps { strokeMeters[(lap.strokeStyle ?? .unknown).rawValue, default: 0] += length }
        }
        if distanceMeters == nil { distanceMeters = Double(laps.count) * length }
    }

    /// The day and offset where it was swum: its `HKTimeZone` at its start, or, without one (or with a
    /// zone this system does not know), the offset the export wrote.
    mutating func settleLocalTime(zones: inout [String: TimeZone?]) {
        var offset = writtenOffset
        if let name = timeZone {
            if zones[name] == nil { zones[name] = .some(TimeZone(identifier: name)) }
            if let zone = zones[name] ?? nil { offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: start)) }
        }
        utcOffset = offset
        guard (start + Double(offset)).isFinite else { return }
        day = LocalDate(daysSinceEpoch: Int(saturating: ((start + Double(offset)) / 86_400).rounded(.down)))
    }
}
