import TrackerKit

/// The swim's sets: each one's distance, time, pace, SWOLF and the rest after it; on a narrow panel the
/// laps and distance read as `2×50`, and sets that do not fit are paged with PgUp/PgDn.
extension SwimScreen {
    static func sets(of detail: SwimDetail) -> [SwimSet] {
        SwimSets.sets(of: detail)
    }

    /// The columns of the sets table; the pace is per 100 of the swim's unit.
    static func setFields(_ unit: SwimDistanceUnit) -> [(title: String, width: Int)] {
        [("Set", 3), ("laps", 4), ("dist", 7), ("time", 6), ("/100\(unit.rawValue)", 4 + unit.rawValue.count), ("SWOLF", 5), ("rest", 6)]
    }

    static func setLine(_ values: [String], fields: [(title: String, width: Int)]) -> String {
        zip(fields, values).map { TextWidth.pad(TextWidth.truncate($1, to: $0.width), to: $0.width, alignRight: true) }.joined(separator: " ")
    }

    /// Each set's cells: the full columns when they fit in `width`, else the narrow ones (`#`, `2×50`),
    /// each as wide as its widest cell.
    func setTable(_ detail: SwimDetail, width: Int) -> (fields: [(title: String, width: Int)], rows: [[String]]) {
        let unit = swimFormat.unit(of: detail.swim)
        let sets = Self.sets(of: detail)
        let common = sets.map { set in
            [
                SwimStats.durationText(set.seconds), SwimStats.paceText(set.pace.map(unit.meters(from:))),
                set.swolf.map { String(Int(saturating: $0.rounded())) } ?? "", set.restAfterSeconds.map(SwimStats.durationText) ?? "",
            ]
        }
        let full = Self.setFields(unit)
        if full.reduce(full.count - 1, { $0 + $1.width }) <= width {
            let rows = sets.enumerated().map { index, set in
                ["\(index + 1).", String(set.laps.count), set.meters.map { swimFormat.distance(of: detail.swim, meters: $0) } ?? "–"] + common[index]
            }
            return (full, rows)
        }
        let length = detail.swim.lapLengthMeters.map { Format.trimmed(unit.value(fromMeters: $0), maxPlaces: 1) }
        let rows = sets.enumerated().map { index, set in
            [String(index + 1), length.map { "\(set.laps.count)×\($0)" } ?? String(set.laps.count)] + common[index]
        }
        let titles = ["#", "laps", "time", "/100\(unit.rawValue)", "SWOLF", "rest"]
        let fields = titles.enumerated().map { column, title in (title, ([title] + rows.map { $0[column] }).map(TextWidth.of).max() ?? 0) }
        return (fields, rows)
    }

    /// Sets a page in the sets area `rect` (its heading and column names take two rows), and pages.
    static func setPaging(count: Int, in rect: Rect) -> (perPage: Int, pages: Int) {
        let perPage = max(1, rect.height - 2)
        return (perPage, max(1, (count + perPage - 1) / perPage))
    }

    func drawSets(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 1 else { return }
        let table = setTable(detail, width: rect.width)
        guard !table.rows.isEmpty else {
            buffer.put("Sets: no laps recorded for this swim.", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        let paging = Self.setPaging(count: table.rows.count, in: rect)
        let first = min(firstSet / paging.perPage, paging.pages - 1) * paging.perPage
        let shown = first..<min(first + paging.perPage, table.rows.count)
        buffer.put(setHeading(detail, count: table.rows.count, shown: shown, width: rect.width), x: rect.x, y: rect.y, style: .title, clip: rect)
        guard rect.height >= 3 else { return }
        buffer.put(Self.setLine(table.fields.map(\.title), fields: table.fields), x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        for index in shown {
            buffer.put(Self.setLine(table.rows[index], fields: table.fields), x: rect.x, y: rect.y + 2 + index - first, clip: rect)
        }
    }

    /// `9 sets, as the watch marked them`; when paged, `9 sets, marked by the watch · 1–7 · PgDn`, or on a
    /// narrow panel `Sets 3–4 of 9 · PgUp · PgDn`.
    private func setHeading(_ detail: SwimDetail, count: Int, shown: Range<Int>, width: Int) -> String {
        let watch = !detail.segmentOffsets.isEmpty
        let all = "\(count) \(count == 1 ? "set" : "sets"), \(watch ? "as the watch marked them" : "from the rests between laps")"
        guard shown.count < count else { return all }
        let keys = [shown.lowerBound > 0 ? "PgUp" : nil, shown.upperBound < count ? "PgDn" : nil].compactMap { $0 }
        let range = "\(shown.lowerBound + 1)–\(shown.upperBound)"
        let wordings = [
            (["\(count) sets, \(watch ? "marked by the watch" : "split at rests")", range] + keys).joined(separator: " · "),
            (["Sets \(range) of \(count)"] + keys).joined(separator: " · "),
        ]
        return wordings.first { TextWidth.of($0) <= width } ?? wordings[1]
    }
}
