import TrackerKit

extension SwimScreen {
    struct Layout {
        var header: Rect
        var calendar: Rect
        var streaks: Rect
        var panel: Rect
    }

    static func layout(in area: Rect) -> Layout {
        let calendarWidth = min(max(24, area.width * 38 / 100), MonthGrid.weekColumnWidth + 7 * 8)
        let header = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        let calendar = Rect(x: area.x + 1, y: area.y + 2, width: calendarWidth, height: min(14, area.height - 5))
        let streaks = Rect(x: calendar.x, y: calendar.maxY, width: calendarWidth, height: 3)
        let panel = Rect(x: calendar.maxX + 2, y: area.y + 2, width: area.maxX - calendar.maxX - 2, height: area.height - 2)
        return Layout(header: header, calendar: calendar, streaks: streaks, panel: panel)
    }

    var monthGrid: MonthGrid {
        var grid = MonthGrid(month: selected, firstWeekday: firstWeekday, selected: selected, today: today)
        for (date, swims) in Dictionary(grouping: monthSwims, by: \.date) {
            let meters = swims.reduce(0) { $0 + $1.distanceMeters }
            let detail = meters >= 1000 ? "\(Format.decimal(meters / 1000, places: 1))k" : "\(Int(saturating: meters))m"
            grid.marks[date] = MonthGrid.Mark(symbol: "≈", detail: detail, style: .accent, compactSymbol: "≈")
        }
        return grid
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        if !hasAnySwim && modal == nil {
            EmptyState.draw(title: "No swims yet", lines: [
                "Import your Apple Health export: press i,",
                "or run: tracker import apple-health export.zip",
                "No watch? Press a to add a swim by hand."], in: area, into: &buffer)
            return
        }
        let layout = Self.layout(in: area)
        drawMonthSummary(in: layout.header, into: &buffer)
        monthGrid.draw(in: layout.calendar, into: &buffer)
        let streak = "Streak \(streaks.current) \(streaks.current == 1 ? "day" : "days") · best \(streaks.best)"
        buffer.put(streak, x: layout.streaks.x, y: layout.streaks.y, style: .title, clip: layout.streaks)
        for (index, line) in TextWidth.wrap("(2 swims in a day count once)", width: layout.streaks.width, maxLines: 2).enumerated() {
            buffer.put(line, x: layout.streaks.x, y: layout.streaks.y + 1 + index, style: .muted, clip: layout.streaks)
        }
        drawDay(in: layout.panel, into: &buffer)
        modal?.dialog.draw(in: area, context: context, into: &buffer)
    }

    private func drawMonthSummary(in rect: Rect, into buffer: inout Buffer) {
        let totals = SwimStats.Totals(monthSwims)
        let month = "\(CalendarNames.monthNames[selected.month - 1]) \(selected.year)"
        guard totals.swims > 0 else {
            buffer.put("\(month): no swims", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        var parts = ["\(month): \(totals.swims) \(totals.swims == 1 ? "swim" : "swims")",
                     "\(Self.meters(totals.meters)) (avg \(Self.meters(totals.averageMeters)))",
                     "pace \(SwimStats.paceText(totals.pace))/100 m", "time \(SwimStats.durationText(totals.seconds))"]
        if monthSwims.contains(where: { $0.activeKcal != nil }) { parts.append("\(Int(saturating: totals.kcal.rounded())) kcal") }
        // Whole figures only: a narrow terminal drops the last ones rather than cutting a number short.
        while parts.count > 1 && TextWidth.of(parts.joined(separator: " · ")) > rect.width { parts.removeLast() }
        buffer.put(parts.joined(separator: " · "), x: rect.x, y: rect.y, style: .title, clip: rect)
    }

    static func meters(_ value: Double) -> String {
        value >= 10_000 ? "\(Format.decimal(value / 1000, places: 1)) km" : "\(Int(saturating: value.rounded())) m"
    }

    private func drawDay(in rect: Rect, into buffer: inout Buffer) {
        let swims = swimsOfDay
        var title = CalendarNames.readable(selected)
        if swims.count > 1 { title += " · swim \(swimIndex + 1) of \(swims.count) (n: next)" }
        let inner = Panel.draw(rect, title: title, into: &buffer).inset(horizontal: 1, vertical: 0)
        guard !swims.isEmpty else {
            let lines = ["No swim on this day."] + TextWidth.wrap("a adds one by hand; i imports your Apple Health export.", width: inner.width, maxLines: 3)
            for (index, line) in lines.enumerated() { buffer.put(line, x: inner.x, y: inner.y + index, style: .muted, clip: inner) }
            return
        }
        let day = SwimStats.Totals(swims), month = SwimStats.Totals(monthSwims)
        func compare(_ percent: Double?, more: String, less: String) -> String {
            guard let percent, swims.count < monthSwims.count || month.days > 1 else { return "" }
            let rounded = Int(saturating: abs(percent).rounded())
            return rounded == 0 ? "about average" : "\(rounded)% \(percent > 0 ? more : less) than avg"
        }
        let hasKcal = swims.contains { $0.activeKcal != nil }
        var rows: [(String, String, String)] = [
            ("Duration", SwimStats.durationText(day.seconds), compare(SwimStats.percentDifference(day.seconds, monthTotal: month.seconds, swimDays: month.days), more: "longer", less: "shorter")),
            ("Distance", Self.meters(day.meters), compare(SwimStats.percentDifference(day.meters, monthTotal: month.meters, swimDays: month.days), more: "farther", less: "shorter")),
            ("Pace", "\(SwimStats.paceText(day.pace))/100 m", compare(SwimStats.paceDifference(day.pace, monthPace: month.pace), more: "slower", less: "faster")),
            hasKcal ? ("Active", "\(Int(saturating: day.kcal.rounded())) kcal", compare(SwimStats.percentDifference(day.kcal, monthTotal: month.kcal, swimDays: month.days), more: "more", less: "less"))
                : ("Active", "—", "not recorded"),
        ]
        // With several swims the rows above are the day's; the one the details below describe is named here.
        if swims.count > 1, let swim = selectedSwim {
            rows.append(("Swim \(swimIndex + 1)", SwimStats.durationText(swim.durationSeconds), "\(Self.meters(swim.distanceMeters)) · pace \(SwimStats.paceText(swim.pace))/100 m"))
        }
        var y = inner.y
        for row in rows where y < inner.maxY {
            buffer.put(TextWidth.pad(row.0, to: 10), x: inner.x, y: y, style: .muted, clip: inner)
            buffer.put(TextWidth.pad(row.1, to: 14), x: inner.x + 10, y: y, style: .title, clip: inner)
            let room = max(0, inner.maxX - (inner.x + 25))
            let note = TextWidth.of(row.2) > room && row.2.hasSuffix(" than avg") ? String(row.2.dropLast(9)) : row.2
            buffer.put(TextWidth.truncate(note, to: room, ellipsis: buffer.glyphs.ellipsis), x: inner.x + 25, y: y, style: .muted, clip: inner)
            y += 1
        }
        guard let detail else { return }
        var facts: [String] = []
        switch (detail.swim.location, detail.swim.lapLengthMeters) {
        case (.openWater, _): facts.append("open water")
        case (_, let pool?): facts.append("\(Format.trimmed(pool)) m pool")
        case (.pool, nil): facts.append("pool")
        default: break
        }
        if !detail.laps.isEmpty { facts.append("\(detail.laps.count) laps") }
        let swolfs = detail.laps.compactMap(\.swolf)
        if !swolfs.isEmpty { facts.append("SWOLF \(Int(saturating: (swolfs.reduce(0, +) / Double(swolfs.count)).rounded()))") }
        if let strokes = detail.swim.strokes { facts.append("\(strokes) strokes") }
        facts.append(detail.swim.source == .manual ? "added by hand" : "from Apple Health")
        while facts.count > 1 && TextWidth.of(facts.joined(separator: " · ")) > inner.width { facts.remove(at: facts.count - 2) }
        buffer.put(facts.joined(separator: " · "), x: inner.x, y: y, style: .plain, clip: inner)
        let areas = detailAreas(panel: rect)
        if let heartRate = areas.heartRate { drawHeartRate(detail, in: heartRate, into: &buffer) }
        if let strokes = areas.strokes { drawStrokes(detail, in: strokes, into: &buffer) }
    }

    /// Where heart rate and strokes-and-laps go below the day's figures: both when the panel is tall
    /// enough for all the laps too, else the one `v` chose. Shared by drawing and by PgUp/PgDn.
    func detailAreas(panel: Rect) -> (heartRate: Rect?, strokes: Rect?) {
        let inner = panel.inset(by: 1).inset(horizontal: 1, vertical: 0)
        let top = inner.y + (swimsOfDay.count > 1 ? 5 : 4) + 2  // the figures, the facts line, a gap
        let rest = Rect(x: inner.x, y: top, width: inner.width, height: max(0, inner.maxY - top))
        if rest.height >= 18 {
            let half = rest.height / 2
            let lower = Rect(x: rest.x, y: rest.y + half, width: rest.width, height: rest.height - half)
            let grid = lapGrid(in: lower)
            if grid.rows * grid.columns >= detail?.laps.count ?? 0 {
                return (Rect(x: rest.x, y: rest.y, width: rest.width, height: half), lower)
            }
        }
        return detailView == .heartRate ? (rest, nil) : (nil, rest)
    }

    private var strokeOrder: [StrokeStyle] { [.freestyle, .backstroke, .breaststroke, .butterfly, .kickboard, .mixed, .unknown] }

    /// The laps' grid inside the strokes area: its first row, columns of 26 cells (19 with short stroke
    /// names when two wide ones do not fit), and the rows it has.
    func lapGrid(in rect: Rect) -> (top: Int, columns: Int, rows: Int) {
        let strokeRows = strokeOrder.filter { detail?.metersByStroke[$0] != nil }.count
        let top = rect.y + 3 + strokeRows  // heading, the bars (or one line saying there are none), a gap, the laps heading
        return (top, max(1, rect.width / Self.lapColumnWidth(rect.width)), max(0, rect.maxY - top))
    }

    static func lapColumnWidth(_ width: Int) -> Int { width >= 2 * 26 ? 26 : 19 }

    static func shortName(_ style: StrokeStyle) -> String {
        switch style {
        case .freestyle: return "free"
        case .backstroke: return "back"
        case .breaststroke: return "breast"
        case .butterfly: return "fly"
        case .kickboard: return "kick"
        case .mixed: return "mixed"
        case .unknown: return "?"
        }
    }

    /// Laps per page: every row but the last, which says where the page is, once they do not all fit.
    private func lapsPerPage(_ grid: (top: Int, columns: Int, rows: Int)) -> Int {
        let all = grid.rows * grid.columns
        return (detail?.laps.count ?? 0) <= all || grid.rows < 2 ? max(all, 1) : (grid.rows - 1) * grid.columns
    }

    /// Laps a page and pages, as drawn in `panel`.
    func lapPaging(panel: Rect) -> (perPage: Int, pages: Int) {
        guard let strokes = detailAreas(panel: panel).strokes, let laps = detail?.laps, !laps.isEmpty else { return (1, 1) }
        let perPage = lapsPerPage(lapGrid(in: strokes))
        return (perPage, (laps.count + perPage - 1) / perPage)
    }

    private func drawHeartRate(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 2 else { return }
        guard let hr = SwimStats.heartRate(detail.heartRate) else {
            buffer.put("Heart rate: none recorded for this swim.", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        let heading = "Heart rate avg \(Int(saturating: hr.average.rounded())) · min \(Int(saturating: hr.minimum)) · max \(Int(saturating: hr.maximum))"
        let zonesNote = " · zones of \(maximumHeartRate)"
        buffer.put(TextWidth.of(heading + zonesNote) <= rect.width ? heading + zonesNote : heading, x: rect.x, y: rect.y, style: .title, clip: rect)
        let zones = SwimStats.timeInZones(detail.heartRate, maximum: Double(maximumHeartRate))
        let tops = [0] + SwimStats.zoneTops.map { Int(saturating: ($0 * Double(maximumHeartRate)).rounded()) }
        let bars = zones.enumerated().map { index, seconds in
            HorizontalBarChart.Bar(label: "Z\(index + 1) \(tops[index])–\(tops[index + 1])", value: seconds, valueText: SwimStats.durationText(seconds),
                                   style: [Style.accent, .success, .highlight, Style(foreground: .magenta), .error][index])
        }
        let zoneRows = min(5, max(0, rect.height - 1))
        // The heart-rate chart goes beside the zones when the panel is wide, else below them when it is tall.
        let chartBeside = rect.width >= 60 && rect.height >= 5
        let chartBelow = !chartBeside && rect.height >= 1 + zoneRows + 7
        let chartWidth = chartBeside ? rect.width - 36 : 0
        HorizontalBarChart.draw(Array(bars.prefix(zoneRows)), in: Rect(x: rect.x, y: rect.y + 1, width: rect.width - chartWidth - 1, height: zoneRows), into: &buffer)
        if chartBeside || chartBelow {
            let chartArea = chartBeside
                ? Rect(x: rect.x + rect.width - chartWidth, y: rect.y + 1, width: chartWidth, height: rect.height - 1)
                : Rect(x: rect.x, y: rect.y + 2 + zoneRows, width: rect.width, height: min(rect.height - 2 - zoneRows, 12))
            let points = detail.heartRate.map { LineChart.Point(x: $0.offsetSeconds / 60, y: $0.bpm) }
            let low = hr.minimum - 5, high = hr.maximum + 5
            let ticks = NiceScale.ticks(lower: low, upper: high, maxCount: max(2, chartArea.height / 2))
            let chart = LineChart(series: [.init(points: points, style: .error)], xRange: 0...max(1, detail.swim.durationSeconds / 60), yRange: low...high,
                                  yTicks: ticks.map { .init(value: $0, label: String(Int($0))) },
                                  xTicks: stride(from: 0.0, through: detail.swim.durationSeconds / 60, by: 10).map { .init(value: $0, label: "\(Int($0))'") })
            chart.draw(in: chartArea, into: &buffer)
        }
    }

    private func drawStrokes(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 2 else { return }
        buffer.put("Distance by stroke", x: rect.x, y: rect.y, style: .title, clip: rect)
        let strokes = strokeOrder.filter { detail.metersByStroke[$0] != nil }
        if strokes.isEmpty {
            buffer.put("No stroke data for this swim.", x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        } else {
            HorizontalBarChart.draw(strokes.map { style in
                HorizontalBarChart.Bar(label: style.name, value: detail.metersByStroke[style] ?? 0, valueText: Self.meters(detail.metersByStroke[style] ?? 0))
            }, in: Rect(x: rect.x, y: rect.y + 1, width: min(rect.width, 60), height: min(strokes.count, rect.height - 1)), into: &buffer)
        }
        let grid = lapGrid(in: rect)
        guard !detail.laps.isEmpty, grid.rows >= 1 else { return }
        buffer.put("Laps (time · stroke · SWOLF)", x: rect.x, y: grid.top - 1, style: .title, clip: rect)
        let perPage = lapsPerPage(grid)
        let pages = (detail.laps.count + perPage - 1) / perPage
        let first = min(firstLap / perPage, pages - 1) * perPage
        let shown = first..<min(first + perPage, detail.laps.count)
        let numberWidth = String(detail.laps.count).count + 1
        for index in shown {
            let lap = detail.laps[index], slot = index - first
            let number = TextWidth.pad("\(index + 1).", to: numberWidth, alignRight: true)
            let columnWidth = Self.lapColumnWidth(rect.width)
            let stroke = lap.strokeStyle.map { columnWidth < 26 ? Self.shortName($0) : $0.name } ?? ""
            let text = "\(number) \(SwimStats.durationText(lap.durationSeconds)) \(stroke) \(lap.swolf.map { String(Int($0)) } ?? "")"
            buffer.put(text, x: rect.x + (slot % grid.columns) * columnWidth, y: grid.top + slot / grid.columns, clip: rect)
        }
        if pages > 1 && grid.rows >= 2 {
            let keys = [first > 0 ? "PgUp earlier" : nil, shown.upperBound < detail.laps.count ? "PgDn more" : nil].compactMap { $0 }
            buffer.put("laps \(shown.lowerBound + 1)–\(shown.upperBound) of \(detail.laps.count) · " + keys.joined(separator: " · "),
                       x: rect.x, y: grid.top + grid.rows - 1, style: .muted, clip: rect)
        }
    }
}
