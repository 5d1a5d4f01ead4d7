import TrackerKit

/// A month calendar: a title, weekday header, one row (or two) per week, ISO week numbers on the left.
/// Each day can carry a mark: a short detail (a weight) shown on a second row when cells are tall,
/// and one-cell symbols beside the number (all of them when the cell has room).
struct MonthGrid {
    struct Mark: Equatable {
        /// One-cell symbols beside the number, as many as the cell has room for (food, memo); when
        /// not all fit, the last ones are kept (a memo's ✎ says more than the + most days have).
        var symbols: [Character] = []
        /// The detail (a weight) in the forms it can take, longest first: the first that fits is shown.
        var details: [String] = []
        var style: Style = .accent
        /// Put before `symbols` when cells are one row tall and no detail can be shown (a weight's •).
        var compactSymbol: Character?
        /// One symbol standing for all of `symbols` when they do not all fit (food and memo: ✚), so no mark is lost.
        var mergedSymbol: Character?
    }

    var month: LocalDate  // any day of the month shown
    var firstWeekday = 1  // ISO: 1 = Monday … 7 = Sunday
    var selected: LocalDate?
    var today: LocalDate?
    var showWeekNumbers = true
    /// Leave the week numbers out when that makes cells 4 wide: room for two marks beside a day.
    var weekNumbersGiveWayToMarks = false
    var marks: [LocalDate: Mark] = [:]

    static let weekColumnWidth = 3

    func showsWeekNumbers(in rect: Rect) -> Bool {
        let givesWay = weekNumbersGiveWayToMarks && (rect.width - Self.weekColumnWidth) / 7 < 4 && rect.width / 7 >= 4
        return showWeekNumbers && !givesWay
    }

    /// The cell size that fits `rect`: wide enough for a detail and two rows per week when there is room.
    func cellSize(for rect: Rect) -> (width: Int, height: Int) {
        let available = rect.width - (showsWeekNumbers(in: rect) ? Self.weekColumnWidth : 0)
        let width = max(3, min(available / 7, 9))
        let weeksHigh = rect.height - 2
        let height = (width >= 5 && weeksHigh >= 12) ? 2 : 1
        return (width, height)
    }

    /// The weeks shown, each as seven dates (days outside the month included, drawn blank).
    var weeks: [[LocalDate]] {
        let first = month.firstOfMonth
        let lead = (first.isoWeekday - firstWeekday + 7) % 7
        let start = first.adding(days: -lead)
        let count = (lead + first.daysInMonth + 6) / 7
        return (0..<count).map { week in (0..<7).map { start.adding(days: week * 7 + $0) } }
    }

    func draw(in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 3, rect.width >= 21 else { return }
        let (cw, ch) = cellSize(for: rect)
        let left = rect.x + (showsWeekNumbers(in: rect) ? Self.weekColumnWidth : 0)
        let title = "\(CalendarNames.monthNames[month.month - 1]) \(month.year)"
        let gridWidth = cw * 7
        buffer.put(title, x: left + max(0, (gridWidth - TextWidth.of(title)) / 2), y: rect.y, style: .title, clip: rect)
        let showWeekNumbers = showsWeekNumbers(in: rect)
        if showWeekNumbers { buffer.put("Wk", x: rect.x, y: rect.y + 1, style: .muted, clip: rect) }
        for column in 0..<7 {
            let weekday = (firstWeekday - 1 + column) % 7
            let name = CalendarNames.weekdayShort[weekday]
            buffer.put(name, x: left + column * cw, y: rect.y + 1, style: .muted, clip: rect)
        }
        for (row, week) in weeks.enumerated() {
            let y = rect.y + 2 + row * ch
            guard y < rect.maxY else { break }
            if showWeekNumbers {
                let thursday = week.first { $0.isoWeekday == 4 } ?? week[0]
                buffer.put(TextWidth.pad(String(thursday.isoWeek), to: 2, alignRight: true), x: rect.x, y: y, style: .muted, clip: rect)
            }
            // After 9999-12-31 dates stop moving: a repeated date is a day past the end, drawn blank.
            for (column, date) in week.enumerated() where date.month == month.month && (column == 0 || date != week[column - 1]) {
                drawDay(date, x: left + column * cw, y: y, width: cw, height: ch, clip: rect, into: &buffer)
            }
        }
    }

    private func drawDay(_ date: LocalDate, x: Int, y: Int, width: Int, height: Int, clip: Rect, into buffer: inout Buffer) {
        let isSelected = date == selected
        var numberStyle: Style = date == today ? .today : date.isoWeekday >= 6 ? .weekend : .plain
        if isSelected { numberStyle = Style(bold: true, reverse: true) }
        let mark = marks[date]
        buffer.put(TextWidth.pad(String(date.day), to: 2, alignRight: true), x: x, y: y, style: numberStyle, clip: clip)
        for (index, symbol) in Self.shownSymbols(mark, width: width, height: height).enumerated() {
            buffer.put(String(symbol), x: x + 2 + index, y: y, style: mark?.style ?? .accent, clip: clip)
        }
        if height == 2, let details = mark?.details, y + 1 < clip.maxY,
            let shown = details.first(where: { TextWidth.of($0) <= width - 1 })
        {
            buffer.put(shown, x: x, y: y + 1, style: isSelected ? .selected : (mark?.style ?? .accent), clip: clip)
        }
    }

    /// The symbols that fit after the number: one blank column is kept before the next day unless
    /// a second symbol needs it; the compact symbol first, then the mark's last symbols.
    static func shownSymbols(_ mark: Mark?, width: Int, height: Int) -> [Character] {
        let compact = height == 1 ? mark?.compactSymbol.map { [$0] } ?? [] : []
        let symbols = mark?.symbols ?? []
        let count = compact.count + symbols.count
        let room = max(0, width - (width > 3 && count <= width - 3 ? 3 : 2))
        guard count > room else { return compact + symbols }
        if let merged = mark?.mergedSymbol, symbols.count > 1, compact.count + 1 <= room { return compact + [merged] }
        return Array(compact.prefix(room)) + symbols.suffix(max(0, room - compact.count))
    }

    /// The date under a mouse click at (column, row), if the click is on a day of this month.
    func date(atColumn column: Int, row: Int, in rect: Rect) -> LocalDate? {
        let (cw, ch) = cellSize(for: rect)
        let left = rect.x + (showsWeekNumbers(in: rect) ? Self.weekColumnWidth : 0)
        guard column >= left, row >= rect.y + 2 else { return nil }
        let weekIndex = (row - rect.y - 2) / ch, dayIndex = (column - left) / cw
        let all = weeks
        guard weekIndex < all.count, dayIndex < 7 else { return nil }
        let date = all[weekIndex][dayIndex]
        return date.month == month.month ? date : nil
    }
}
