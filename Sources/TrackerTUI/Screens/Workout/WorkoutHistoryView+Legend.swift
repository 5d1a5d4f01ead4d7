import TrackerKit

extension WorkoutHistoryView {
    /// The keys of what the history shows: its list and charts, or the statistics.
    var helpSection: HelpSection {
        if case .stats = mode { return PeriodChart.keys.helpSection("Workout statistics") }
        return Self.keys.helpSection("Workout history")
    }

    /// Where the history's panel puts its contents (inside the border, a space either side).
    static func inner(in area: Rect) -> Rect { area.inset(horizontal: 1, vertical: 0).inset(by: 1).inset(horizontal: 1, vertical: 0) }

    /// Every exercise with its fill and colour on one row. When the names do not all fit, the longest
    /// are shortened first, and none below the start that tells it from the others (`Sq…`, `St…`, `Su…`).
    func drawLegend(_ names: [String], in row: Rect, into buffer: inout Buffer) {
        var x = row.x
        for (name, shown) in zip(names, Self.legendLabels(names, width: row.width, ellipsis: buffer.glyphs.ellipsis)) {
            guard x + 2 + TextWidth.of(shown) <= row.maxX else { break }
            buffer.put(fill(for: name, glyphs: buffer.glyphs), x: x, y: row.y, style: style(for: name))
            x += 2 + buffer.put(shown, x: x + 2, y: row.y, clip: row) + 1
        }
    }

    /// Each name as the legend shows it within `width` (each entry is a fill, a space, the name and a space).
    static func legendLabels(_ names: [String], width: Int, ellipsis: String) -> [String] {
        let full = names.map { TextWidth.of($0) }
        let minimum = names.map { name in
            min(TextWidth.of(name), TextWidth.of(String(name.prefix(distinguishingLength(name, among: names)))) + TextWidth.of(ellipsis))
        }
        var shown = full
        func total() -> Int { shown.reduce(0) { $0 + 3 + $1 } - 1 }
        while total() > width, let widest = shown.indices.filter({ shown[$0] > minimum[$0] }).max(by: { shown[$0] < shown[$1] }) {
            shown[widest] -= 1
        }
        return names.indices.map { shown[$0] >= full[$0] ? names[$0] : TextWidth.truncate(names[$0], to: shown[$0], ellipsis: ellipsis) }
    }

    /// How many characters of `name` tell it from every other name (one more than the longest start it shares).
    static func distinguishingLength(_ name: String, among names: [String]) -> Int {
        let mine = Array(name.lowercased())
        var shared = 0
        for other in names where other != name {
            let theirs = Array(other.lowercased())
            var common = 0
            while common < min(mine.count, theirs.count) && mine[common] == theirs[common] { common += 1 }
            shared = max(shared, common)
        }
        return min(mine.count, shared + 1)
    }
}
