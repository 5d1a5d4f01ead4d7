import Foundation
import TrackerKit

/// A counter's log (`l`): every change, newest first, with a cursor that scrolls like every other
/// list, and each day's taps apart from its corrections; the cursor's day is selected beside it.
struct CounterLogView: Equatable {
    var changes: [CounterChange] = []
    var days: [CounterDay] = []
    var list = ListState()

    /// The newest changes shown (the command line's `counter log` lists them all): enough for years
    /// of taps while opening the log stays quick.
    static let changeLimit = 10_000

    init(counterId: Int64, database: AppDatabase) {
        changes = loaded([]) { try database.changes(counterId: counterId, limit: Self.changeLimit) }
        days = loaded([]) { try database.countedPerDay(counterId: counterId, limit: 100_000) }
    }

    /// The rows under the two column headings.
    static func body(in area: Rect) -> Rect { Rect(x: area.x, y: area.y + 3, width: area.width, height: max(0, area.height - 3)) }

    mutating func move(by delta: Int, in area: Rect) {
        list.move(by: delta, count: changes.count, visible: Self.body(in: area).height)
    }

    func draw(title: String, in area: Rect, into buffer: inout Buffer) {
        buffer.put("\(title): every change, and what was counted each day", x: area.x + 1, y: area.y, style: .title, clip: area)
        let body = Self.body(in: area)
        let split = area.width / 2
        let left = Rect(x: area.x + 1, y: body.y, width: split - 2, height: body.height)
        let right = Rect(x: area.x + split + 1, y: body.y, width: area.width - split - 2, height: body.height)
        buffer.put("Changes (newest first)", x: left.x, y: area.y + 2, style: .muted, clip: Rect(x: left.x, y: area.y + 2, width: left.width, height: 1))
        buffer.put(
            "Per day: taps, then corrections", x: right.x, y: area.y + 2, style: .muted,
            clip: Rect(x: right.x, y: area.y + 2, width: right.width, height: 1))
        ListView.draw(
            count: changes.count, row: { Self.row(changes[$0]) }, state: list, in: left, focused: true,
            emptyText: "No changes yet.", into: &buffer)
        var dayState = ListState()
        if changes.indices.contains(list.selected), let index = days.firstIndex(where: { $0.date == changes[list.selected].date }) {
            dayState.selected = index
        }
        ListView.draw(
            count: days.count, row: { Self.row(days[$0]) }, state: dayState, in: right, focused: false,
            emptyText: "Nothing counted yet.", into: &buffer)
    }

    /// `2026-11-21 14:05:07  (set)   +97 → 100`: the kind before the numbers, so it is never cut.
    static func row(_ change: CounterChange) -> String {
        let kind = change.kind == .tap ? "" : "(\(change.kind.rawValue))"
        let padded = kind + String(repeating: " ", count: max(0, 7 - kind.count))
        return "\(stamp(change.at))  \(padded) \(change.delta > 0 ? "+" : "")\(change.delta) → \(change.countAfter)"
    }

    /// `21 Nov 2026  3 counted, +97 corrected`.
    static func row(_ day: CounterDay) -> String {
        let corrected = day.corrections > 0 ? ", \(day.corrected > 0 ? "+" : "")\(day.corrected) corrected" : ""
        return "\(CalendarNames.short(day.date))  \(day.counted) counted\(corrected)"
    }

    /// `2026-11-21 14:05:07` in this machine's time zone.
    static func stamp(_ date: Date) -> String {
        let seconds = Int(saturating: date.timeIntervalSince1970) + ZoneOffset.system.secondsFromGMT(date)
        let inDay = ((seconds % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(LocalDate(date, offset: .system).iso) \(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))"
    }
}
