import TrackerKit

/// One week as a strip of days: the month and week on the first row, weekday names on the second,
/// the days with their marks on the third. The Log's calendar on a narrow screen too short for a
/// whole month; the same layout answers clicks (a tap on a day selects it).
struct WeekStrip {
    var selected: LocalDate
    var firstWeekday = 1  // ISO: 1 = Monday … 7 = Sunday
    var today: LocalDate?
    var marks: [LocalDate: MonthGrid.Mark] = [:]

    static let height = 3

    /// The seven days of the selected day's week.
    var days: [LocalDate] {
        let lead = (selected.isoWeekday - firstWeekday + 7) % 7
        let start = selected.adding(days: -lead)
        return (0..<7).map { start.adding(days: $0) }
    }

    static func cellWidth(for rect: Rect) -> Int { max(3, min(rect.width / 7, 9)) }

    func draw(in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= Self.height, rect.width >= 21 else { return }
        let cw = Self.cellWidth(for: rect)
        let thursday = days.first { $0.isoWeekday == 4 } ?? selected
        let title = "\(CalendarNames.monthNames[selected.month - 1]) \(selected.year) · week \(thursday.isoWeek)"
        buffer.put(title, x: rect.x, y: rect.y, style: .title, clip: rect)
        for (column, date) in days.enumerated() {
            let x = rect.x + column * cw
            buffer.put(CalendarNames.weekdayShort[(firstWeekday - 1 + column) % 7], x: x, y: rect.y + 1, style: .muted, clip: rect)
            var style: Style = date == today ? .today : .plain
            if date == selected { style = Style(bold: true, reverse: true) }
            buffer.put(TextWidth.pad(String(date.day), to: 2, alignRight: true), x: x, y: rect.y + 2, style: style, clip: rect)
            let mark = marks[date]
            for (index, symbol) in MonthGrid.shownSymbols(mark, width: cw, height: 1).enumerated() {
                buffer.put(String(symbol), x: x + 2 + index, y: rect.y + 2, style: mark?.style ?? .accent, clip: rect)
            }
        }
    }

    /// The day under a click on the strip's weekday or day row.
    func date(atColumn column: Int, row: Int, in rect: Rect) -> LocalDate? {
        guard row == rect.y + 1 || row == rect.y + 2, column >= rect.x else { return nil }
        let index = (column - rect.x) / Self.cellWidth(for: rect)
        return index < 7 ? days[index] : nil
    }
}
