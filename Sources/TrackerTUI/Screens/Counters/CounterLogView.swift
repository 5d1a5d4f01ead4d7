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

    func draw(title: String, in area: Rect, zone: ZoneOffset, into buffer: inout Buffer) {
        buffer.put("\(title): every change, and what was counted each day", x: area.x + 1, y: area.y, style: .title, clip: area)
        let body = Self.body(in: area)
        let visible = changes.indices.dropFirst(list.offset).prefix(max(0, body.height))
        let (split, compact) = Self.split(
            width: area.width, rows: visible.map { changes[$0] }, days: Array(days.prefix(max(0, body.height))), zone: zone)
        let left = Rect(x: area.x + 1, y: body.y, width: split - 2, height: body.height)
        let right = Rect(x: area.x + split + 1, y: body.y, width: area.width - split - 2, height: body.height)
        buffer.put("Changes (newest first)", x: left.x, y: area.y + 2, style: .muted, clip: Rect(x: left.x, y: area.y + 2, width: left.width, height: 1))
        buffer.put(
            "Per day: taps, then corrections", x: right.x, y: area.y + 2, style: .muted,
            clip: Rect(x: right.x, y: area.y + 2, width: right.width, height: 1))
        ListView.draw(
            count: changes.count, row: { Self.row(changes[$0], compact: compact, zone: zone) }, state: list, in: left, focused: true,
            emptyText: "No changes yet.", into: &buffer)
        var dayState = ListState()
        if changes.indices.contains(list.selected), let index = days.firstIndex(where: { $0.date == changes[list.selected].date }) {
            dayState.selected = index
        }
        ListView.draw(
            count: days.count, row: { Self.row(days[$0]) }, state: dayState, in: right, focused: false,
            emptyText: "Nothing counted yet.", into: &buffer)
    }

    /// The days column needs this much to say something useful ("21 Nov  3 counted").
    static let minimumDaysWidth = 18

    /// Where the changes column ends, and whether its rows drop the year: the changes shown get the
    /// width they need (each change and resulting count whole), with the year if the days shown then
    /// still fit beside them, else without; the days column has the rest, never below `minimumDaysWidth`.
    static func split(width: Int, rows: [CounterChange], days: [CounterDay] = [], zone: ZoneOffset) -> (split: Int, compact: Bool) {
        let half = width / 2
        let dayNeed = max(minimumDaysWidth, (days.map { TextWidth.of(row($0)) }.max() ?? 0) + 2)
        let full = (rows.map { TextWidth.of(row($0, zone: zone)) }.max() ?? 0) + 2
        let compact = (rows.map { TextWidth.of(row($0, compact: true, zone: zone)) }.max() ?? 0) + 2
        for (need, isCompact) in [(full, false), (compact, true)] where need + dayNeed <= width {
            return (need <= half && dayNeed <= width - half ? half : min(max(need, width - dayNeed), width - minimumDaysWidth), isCompact)
        }
        let room = width - minimumDaysWidth
        return full <= room ? (max(half, full), false) : (max(half, min(compact, room)), true)
    }

    /// `2026-11-21 14:05:07  (set)   +97 → 100`: the kind before the numbers, so it is never cut;
    /// compact, `11-21 14:05:07 (set) +97 → 100`.
    static func row(_ change: CounterChange, compact: Bool = false, zone: ZoneOffset) -> String {
        let kind = change.kind == .tap ? "" : "(\(change.kind.rawValue))"
        let numbers = "\(change.delta > 0 ? "+" : "")\(change.delta) → \(change.countAfter)"
        if compact { return "\(stamp(change.at, zone: zone).dropFirst(5)) \(kind.isEmpty ? "" : kind + " ")\(numbers)" }
        let padded = kind + String(repeating: " ", count: max(0, 7 - kind.count))
        return "\(stamp(change.at, zone: zone))  \(padded) \(numbers)"
    }

    /// `21 Nov 2026  3 counted, +97 corrected`.
    static func row(_ day: CounterDay) -> String {
        let corrected = day.corrections > 0 ? ", \(day.corrected > 0 ? "+" : "")\(day.corrected) corrected" : ""
        return "\(CalendarNames.short(day.date))  \(day.counted) counted\(corrected)"
    }

    /// `2026-11-21 14:05:07` in the app's time zone.
    static func stamp(_ date: Date, zone: ZoneOffset) -> String {
        let seconds = Int(saturating: date.timeIntervalSince1970) + zone.secondsFromGMT(date)
        let inDay = ((seconds % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(LocalDate(date, offset: zone).iso) \(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))"
    }
}
