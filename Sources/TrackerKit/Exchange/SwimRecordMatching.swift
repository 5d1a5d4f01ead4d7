import Foundation

extension HealthDraft {
    /// Gives each swim the records written during it (start ≤ record start ≤ end, and not by an app whose
    /// copy of the swim was merged into it): distance by stroke style, strokes, and heart-rate samples
    /// read back from the spill file.
    mutating func attachRecords(spill: HeartRateSpill) throws {
        let index = IntervalIndex(swims.map { ($0.start, $0.end) })
        for swim in swims.indices { swims[swim].laps.sort { $0.offsetSeconds < $1.offsetSeconds } }
        for record in distanceRecords {
            // Swims that still overlap are not copies of one another (a long entry from some app across a
            // swim): a record goes to the one its own app wrote, else to the innermost.
            let candidates = index.containing(record.start).filter { !swims[$0].copySources.contains(record.source) }
            guard let swim = candidates.first(where: { swims[$0].source == record.source }) ?? candidates.first else { continue }
            swims[swim].distanceFromRecords += record.meters
            let stroke = strokeRecords[Self.key(record.start, record.end, source: record.source)]
            swims[swim].strokes += stroke?.count ?? 0
            // Every metre has a style: the stroke record's, else the lap's it was swum in (kickboard laps
            // often have no stroke record), else unknown.
            let style = stroke?.style ?? swims[swim].lapStyle(at: record.start - swims[swim].start)?.rawValue ?? StrokeStyle.unknown.rawValue
            swims[swim].strokeMeters[style, default: 0] += record.meters
        }
        try spill.forEach { seconds, bpm in
            guard let swim = index.innermost(containing: seconds) else { return }
            swims[swim].heartRate.append(HeartRateSample(offsetSeconds: seconds - swims[swim].start, bpm: Double(bpm)))
        }
        for index in swims.indices { swims[index].fillFromLaps() }
    }
}

extension HealthDraft.Swim {
    /// What the records did not give: the workout's own stroke count, and distance (by stroke style)
    /// from the laps and the pool's length.
    mutating func fillFromLaps() {
        heartRate.sort { $0.offsetSeconds < $1.offsetSeconds }
        if distanceMeters == nil && distanceFromRecords > 0 { distanceMeters = distanceFromRecords }
        if strokes == 0, let counted = strokesFromStatistics { strokes = counted }
        if distanceFromRecords == 0, let length = lapLengthMeters, !laps.isEmpty {
            if strokeMeters.isEmpty {
                for lap in laps { strokeMeters[(lap.strokeStyle ?? .unknown).rawValue, default: 0] += length }
            }
            if distanceMeters == nil { distanceMeters = Double(laps.count) * length }
        }
        // What no record or lap gives a style (a distance only in the workout's statistics) is unknown, not left out.
        let styled = strokeMeters.values.reduce(0, +)
        if let distanceMeters, distanceMeters - styled >= 1 { strokeMeters[StrokeStyle.unknown.rawValue, default: 0] += distanceMeters - styled }
    }

    /// The style of the lap swum at `offset` seconds after the start (laps sorted by their start), when it has one.
    func lapStyle(at offset: Double) -> StrokeStyle? {
        var (low, high) = (0, laps.count)
        while low < high {
            let middle = (low + high) / 2
            if laps[middle].offsetSeconds <= offset + 1 { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let lap = laps[low - 1]
        return offset <= lap.offsetSeconds + (lap.durationSeconds.isNaN ? 0 : lap.durationSeconds) + 1 ? lap.strokeStyle : nil
    }

    /// The day and offset where it was swum: its `HKTimeZone` at its start, or, without one (or with a
    /// zone this system does not know), the offset the export wrote.
    mutating func settleLocalTime(zones: inout [String: TimeZone?]) {
        var offset = writtenOffset
        if let name = timeZone {
            if zones[name] == nil { zones[name] = .some(name.utf8.count <= 64 ? TimeZone(identifier: name) : nil) }
            if let zone = zones[name] ?? nil {
                offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: start))
            } else {
                timeZone = nil  // not a zone: neither used nor stored
            }
        }
        utcOffset = offset
        guard (start + Double(offset)).isFinite else { return }
        day = LocalDate(daysSinceEpoch: Int(saturating: ((start + Double(offset)) / 86_400).rounded(.down)))
    }
}
