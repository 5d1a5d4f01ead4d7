import TrackerKit

extension WorkoutHistoryView {
    /// The keys of what the history shows: its list and charts, or the statistics.
    var helpSection: HelpSection {
        if case .stats = mode { return PeriodChart.keys.helpSection("Workout statistics") }
        return Self.keys.helpSection("Workout history")
    }

    /// Where the history's panel puts its contents (inside the border, a space either side).
    static func inner(in area: Rect) -> Rect { area.inset(horizontal: 1, vertical: 0).inset(by: 1).inset(horizontal: 1, vertical: 0) }

    /// Every exercise with its fill and colour on one row: names are shortened alike when they do not all fit.
    func drawLegend(_ names: [String], in row: Rect, into buffer: inout Buffer) {
        let fullWidth = names.reduce(0) { $0 + 3 + TextWidth.of($1) }
        let room = fullWidth <= row.width + 1 ? Int.max : max(2, row.width / max(names.count, 1) - 3)
        var x = row.x
        for name in names {
            let shown = room == Int.max ? name : TextWidth.truncate(name, to: room, ellipsis: buffer.glyphs.ellipsis)
            guard x + 2 + TextWidth.of(shown) <= row.maxX else { break }
            buffer.put(fill(for: name, glyphs: buffer.glyphs), x: x, y: row.y, style: style(for: name))
            x += 2 + buffer.put(shown, x: x + 2, y: row.y, clip: row) + 1
        }
    }
}
