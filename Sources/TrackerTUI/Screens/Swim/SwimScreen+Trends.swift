import TrackerKit

/// What the Swim tab shows over months, under the calendar: the day and week streaks, the year so far,
/// personal bests, and distance bars by month and by week over the last year.
struct SwimHistory {
    var dayStreaks = Streaks(current: 0, best: 0)
    var weekStreaks = Streaks(current: 0, best: 0)
    var yearToDate = 0.0
    var monthly: [SwimTrends.Bar] = []
    var weekly: [SwimTrends.Bar] = []
    var bests = SwimBests([], segments: { _ in [] })

    init() {}

    init(database: AppDatabase, today: LocalDate, firstWeekday: Int) {
        let days = loaded([]) { try database.swimDays() }
        dayStreaks = Streaks.from(days: days, today: today)
        weekStreaks = SwimTrends.weekStreaks(days: days, today: today, firstWeekday: firstWeekday)
        // Twelve months back from the first of this month also covers the 52 weeks.
        let year = loaded([]) { try database.swims(from: today.firstOfMonth.adding(months: -12), to: today) }
        yearToDate = SwimTrends.yearToDate(year, today: today)
        monthly = SwimTrends.monthly(year, today: today)
        weekly = SwimTrends.weekly(year, today: today, firstWeekday: firstWeekday)
        bests = loaded(bests) { try database.swimBests() }
    }
}

extension SwimScreen {
    func drawSidebar(in rect: Rect, into buffer: inout Buffer) {
        var y = rect.y
        func line(_ text: String, _ style: Style = .plain) {
            guard y < rect.maxY else { return }
            buffer.put(TextWidth.truncate(text, to: rect.width, ellipsis: buffer.glyphs.ellipsis), x: rect.x, y: y, style: style, clip: rect)
            y += 1
        }
        let days = history.dayStreaks, weeks = history.weekStreaks
        line("Streak \(days.current) \(days.current == 1 ? "day" : "days") · best \(days.best)", .title)
        let inARow = "\(weeks.current) \(weeks.current == 1 ? "week" : "weeks") in a row"
        line(TextWidth.of(inARow) + 9 + String(weeks.best).count <= rect.width ? "\(inARow) · best \(weeks.best)" : inARow, .title)
        line("\(today.year) so far: \(swimFormat.total(history.yearToDate))")
        if !history.bests.isEmpty && rect.maxY - y >= 3 {
            y += 1
            let all = bestLines(width: rect.width)
            let shown = Self.fitting(all, rows: rect.maxY - y - 1)
            line(shown.count < all.count ? "Personal bests (\(shown.count) of \(all.count))" : "Personal bests", .title)
            for best in shown { line(best.text) }
        }
        drawBars(in: Rect(x: rect.x, y: y + 1, width: rect.width, height: max(0, rect.maxY - y - 1)), into: &buffer)
    }

    /// The bests that fit in `rows`, in their order: when not all do, the longest swim and the best SWOLF
    /// first, then the distances most swum (100, 400, 1500 m; 100, 500, 1650 yd), then the others.
    static func fitting(_ lines: [(what: String, text: String)], rows: Int) -> [(what: String, text: String)] {
        guard lines.count > rows else { return lines }
        let first = ["longest", "SWOLF", "100 m", "400 m", "1500 m", "100 yd", "500 yd", "1650 yd"]
        let order = lines.indices.sorted {
            (first.firstIndex(of: lines[$0].what) ?? first.count + $0) < (first.firstIndex(of: lines[$1].what) ?? first.count + $1)
        }
        return order.prefix(max(0, rows)).sorted().map { lines[$0] }
    }

    /// One line a best: what, the figure, the day.
    func bestLines(width: Int) -> [(what: String, text: String)] {
        let bests = history.bests
        var lines: [(String, String, LocalDate)] = zip(SwimBests.distances, bests.fastest).compactMap { distance, best in
            best.map { (distance.label, SwimStats.durationText($0.value), $0.date) }
        }
        if let longest = bests.longest { lines.append(("longest", swimFormat.total(longest.value), longest.date)) }
        for swolf in bests.swolfByPool {
            lines.append(("SWOLF", "\(Int(saturating: swolf.value.rounded()))\(SwimFormat.bestPool(swolf).map { " (\($0))" } ?? "")", swolf.date))
        }
        return lines.map { what, figure, date in
            let day = width >= 34 ? CalendarNames.readable(date) : date.iso
            return (what, "\(TextWidth.pad(what, to: 8))\(TextWidth.pad(figure, to: 11)) \(day)")
        }
    }

    /// Distance by month (12 bars) and, when there is room, by week (52 bars), over the last year.
    private func drawBars(in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 6, rect.width >= 24, history.monthly.contains(where: { $0.meters > 0 }) else { return }
        let both = rect.height >= 16
        let monthHeight = both ? rect.height / 2 : rect.height
        let best = history.monthly.map(\.meters).max() ?? 0
        let monthTop = "(top \(swimFormat.total(best)))"
        buffer.put(
            Self.wholeHeading(["Distance by month, last 12 \(monthTop)", "By month, last 12 \(monthTop)", "By month \(monthTop)"], width: rect.width),
            x: rect.x, y: rect.y, style: .title, clip: rect)
        let months = history.monthly.map { bar in
            VerticalBarChart.Bar(
                label: String(CalendarNames.monthNames[bar.start.month - 1].prefix(rect.width >= 48 ? 3 : 1)),
                segments: [.init(value: bar.meters, style: .accent)])
        }
        VerticalBarChart.draw(months, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: monthHeight - 2), barWidth: 2, into: &buffer)
        guard both else { return }
        let weekRect = Rect(x: rect.x, y: rect.y + monthHeight, width: rect.width, height: rect.height - monthHeight)
        let weeks = history.weekly.suffix(rect.width)
        let top = weeks.map(\.meters).max() ?? 0
        let weekTop = "(top \(swimFormat.total(top)))"
        buffer.put(
            Self.wholeHeading(["By week, last \(weeks.count) \(weekTop)", "By week \(weekTop)"], width: rect.width), x: weekRect.x, y: weekRect.y,
            style: .title, clip: rect)
        let bars = weeks.map { VerticalBarChart.Bar(label: "", segments: [.init(value: $0.meters, style: .success)]) }
        VerticalBarChart.draw(
            Array(bars), in: Rect(x: weekRect.x, y: weekRect.y + 1, width: weekRect.width, height: weekRect.height - 1), barWidth: 1, into: &buffer)
    }

    /// The longest wording that fits whole: a chart's top figure keeps its unit (`top 13.8 km`, never `top 13.8 k…`).
    static func wholeHeading(_ wordings: [String], width: Int) -> String {
        wordings.first { TextWidth.of($0) <= width } ?? TextWidth.truncate(wordings[wordings.count - 1], to: width)
    }
}
