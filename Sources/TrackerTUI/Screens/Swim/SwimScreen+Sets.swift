import TrackerKit

/// The swim's sets: each one's distance, time, pace, SWOLF and the rest after it.
extension SwimScreen {
    static func sets(of detail: SwimDetail) -> [SwimSet] {
        SwimSets.sets(laps: detail.laps, segments: detail.segmentOffsets, lapMeters: detail.swim.lapLengthMeters)
    }

    /// The columns of the sets table; the pace is per 100 of the swim's unit.
    static func setFields(_ unit: SwimDistanceUnit) -> [(title: String, width: Int)] {
        [("Set", 3), ("laps", 4), ("dist", 7), ("time", 6), ("/100\(unit.rawValue)", 4 + unit.rawValue.count), ("SWOLF", 5), ("rest", 6)]
    }

    static func setLine(_ values: [String], unit: SwimDistanceUnit) -> String {
        zip(setFields(unit), values).map { TextWidth.pad(TextWidth.truncate($1, to: $0.width), to: $0.width, alignRight: true) }.joined(separator: " ")
    }

    func drawSets(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 1 else { return }
        let sets = Self.sets(of: detail)
        guard !sets.isEmpty else {
            buffer.put("Sets: no laps recorded for this swim.", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        let source = detail.segmentOffsets.isEmpty ? "from the rests between laps" : "as the watch marked them"
        buffer.put("\(sets.count) \(sets.count == 1 ? "set" : "sets"), \(source)", x: rect.x, y: rect.y, style: .title, clip: rect)
        guard rect.height >= 3 else { return }
        let unit = swimFormat.unit(of: detail.swim)
        buffer.put(Self.setLine(Self.setFields(unit).map(\.title), unit: unit), x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        let room = rect.height - 2
        for (index, set) in sets.enumerated().prefix(room) {
            let last = index == room - 1 && sets.count > room
            let values =
                last
                ? ["…", "", "", "", "", "", ""]
                : [
                    "\(index + 1).", String(set.laps.count), set.meters.map { swimFormat.distance(of: detail.swim, meters: $0) } ?? "–",
                    SwimStats.durationText(set.seconds),
                    SwimStats.paceText(set.pace.map(unit.meters(from:))), set.swolf.map { String(Int(saturating: $0.rounded())) } ?? "",
                    set.restAfterSeconds.map(SwimStats.durationText) ?? "",
                ]
            buffer.put(Self.setLine(values, unit: unit), x: rect.x, y: rect.y + 2 + index, clip: rect)
        }
    }
}
