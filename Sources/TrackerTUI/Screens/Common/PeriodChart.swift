import Foundation
import TrackerKit

/// A bar per week or month that pans through history, one bar chosen: the part the Counters and
/// Workout statistics views share (keys, paging, drawing, clicks).
struct PeriodChart: Equatable {
    enum Command: Equatable, Sendable { case pan(Int), toggle, back }

    var period = StatsPeriod.week
    /// The chosen bar, counted from the newest (0), so a reload with a new period keeps to the present.
    var fromNewest = 0

    /// Cells per bar: a label like `16 Nov` and a gap.
    static let slot = 7
    static let ends = 100_000

    static let keys = KeyTable<Command>([
        KeyBinding([.character("m")], "weeks / months", .toggle, label: "m", short: "week/month"),
        KeyBinding([.left, .character("h")], "older period", .pan(-1), label: "←/h", short: "older"),
        KeyBinding([.right, .character("l")], "newer period", .pan(1), label: "→/l", short: "newer"),
        KeyBinding([.pageUp], "a screen of periods older", .pan(-12), label: "PgUp", status: false),
        KeyBinding([.pageDown], "a screen of periods newer", .pan(12), label: "PgDn", status: false),
        KeyBinding([.home, .character("g")], "oldest period", .pan(-ends), label: "Home/g", status: false),
        KeyBinding([.end, .character("G")], "newest period", .pan(ends), label: "End/G", status: false),
        KeyBinding([.escape], "back", .back, label: "Esc"),
    ])

    /// Moves the chosen bar by `delta` periods (negative: older) among `count`.
    mutating func pan(by delta: Int, count: Int) {
        fromNewest = min(max(fromNewest - delta, 0), max(0, count - 1))
    }

    mutating func toggle() {
        period = period == .week ? .month : .week
        fromNewest = 0
    }

    /// The chosen bar's index, oldest first.
    func selected(count: Int) -> Int { max(0, count - 1 - min(fromNewest, count - 1)) }

    /// The bars on screen: pages counted back from the newest, so panning moves the marker across a
    /// page before the page turns, and a resize never loses the chosen bar.
    static func window(count: Int, selected: Int, width: Int) -> Range<Int> {
        let visible = max(1, width / slot)
        let page = (count - 1 - selected) / visible
        let upper = count - page * visible
        return max(0, upper - visible)..<max(0, upper)
    }

    /// Draws the visible bars (scaled to the tallest of them) and marks the chosen one's label.
    /// Returns which bars were shown.
    @discardableResult
    func draw(_ bars: [VerticalBarChart.Bar], in rect: Rect, into buffer: inout Buffer) -> Range<Int> {
        guard !bars.isEmpty, rect.height >= 2, rect.width >= 1 else { return 0..<0 }
        let chosen = selected(count: bars.count)
        let shown = Self.window(count: bars.count, selected: chosen, width: rect.width)
        let visible = Array(bars[shown])
        let top = max(1, visible.map(\.total).max() ?? 1)
        let width = min(rect.width, visible.count * Self.slot)
        VerticalBarChart.draw(visible, in: Rect(x: rect.x, y: rect.y, width: width, height: rect.height), maximum: top, barWidth: 5, into: &buffer)
        let index = chosen - shown.lowerBound
        let label = TextWidth.truncate(bars[chosen].label, to: Self.slot - 1)
        let x = rect.x + index * Self.slot + max(0, (Self.slot - TextWidth.of(label)) / 2)
        buffer.put(label, x: x, y: rect.maxY - 1, style: .selected, clip: rect)
        return shown
    }

    /// `full bar 60`: the largest total shown, in whole numbers (a Double of Int64.max does not fit back).
    static func fullBar(_ stats: ArraySlice<PeriodStat>) -> String {
        "full bar \(stats.map(\.total.magnitude).max() ?? 0)"
    }

    /// The bar under a click in `rect` (as drawn by `draw`), counted from the newest.
    func bar(atX x: Int, y: Int, count: Int, in rect: Rect) -> Int? {
        guard count > 0, rect.contains(x: x, y: y) else { return nil }
        let shown = Self.window(count: count, selected: selected(count: count), width: rect.width)
        let index = shown.lowerBound + (x - rect.x) / Self.slot
        return shown.contains(index) ? count - 1 - index : nil
    }

    /// A click chooses a bar; the wheel pans. Returns whether the event was for the chart.
    mutating func handle(_ event: MouseEvent, count: Int, in rect: Rect) -> Bool {
        switch event.kind {
        case .scrollUp: pan(by: -1, count: count)
        case .scrollDown: pan(by: 1, count: count)
        case .press:
            guard let hit = bar(atX: event.x, y: event.y, count: count, in: rect) else { return false }
            fromNewest = hit
        case .release: return false
        }
        return true
    }

    /// `16 Nov` for a week, `Nov 26` for a month.
    func label(_ start: LocalDate) -> String {
        let month = CalendarNames.monthAbbrev[start.month - 1]
        return period == .week ? "\(start.day) \(month)" : "\(month) \(String(start.year % 100).leftPadded(to: 2))"
    }

    /// `week of Mon 16 Nov 2026` or `November 2026`.
    func name(_ start: LocalDate) -> String {
        period == .week ? "week of \(CalendarNames.readable(start))" : "\(CalendarNames.monthNames[start.month - 1]) \(start.year)"
    }

    /// `23.5 a week` with one decimal; huge averages in exponent form so they stay short.
    func average(_ series: PeriodSeries) -> String {
        let value = series.average
        let text = value.magnitude < 1e12 ? String(format: "%.1f", value) : String(format: "%.3g", value)
        return "\(text) a \(period.rawValue)"
    }

    /// The parts joined with ` · `, as many as fit in `width` (the first always, cut if need be).
    static func fitted(_ parts: [String], width: Int, ellipsis: String) -> String {
        var text = parts.first ?? ""
        for part in parts.dropFirst() where TextWidth.of(text + " · " + part) <= width { text += " · " + part }
        return TextWidth.truncate(text, to: width, ellipsis: ellipsis)
    }

    /// `52 weeks` / `1 month`.
    func count(_ n: Int) -> String { "\(n) \(period.rawValue)\(n == 1 ? "" : "s")" }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
