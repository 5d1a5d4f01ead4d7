import TrackerKit

extension SwimScreen {
    struct Layout {
        var header: Rect
        var calendar: Rect
        /// Under the calendar: streaks, the year so far, personal bests and distance bars, as room allows.
        var sidebar: Rect
        var panel: Rect
    }

    static func layout(in area: Rect) -> Layout {
        if LayoutClass(area).isNarrow { return narrowLayout(in: area) }
        let calendarWidth = min(max(24, area.width * 38 / 100), MonthGrid.weekColumnWidth + 7 * 8)
        let header = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        // Two rows a week when cells are wide enough for the day's distance, else one: no blank rows below.
        let tall = (calendarWidth - MonthGrid.weekColumnWidth) / 7 >= 5 && area.height >= 30
        let calendar = Rect(x: area.x + 1, y: area.y + 2, width: calendarWidth, height: max(0, min(tall ? 14 : 8, area.height - 5)))
        let sidebar = Rect(x: calendar.x, y: calendar.maxY + 1, width: calendarWidth, height: max(0, area.maxY - calendar.maxY - 1))
        let panel = Rect(x: calendar.maxX + 2, y: area.y + 2, width: area.maxX - calendar.maxX - 2, height: area.height - 2)
        return Layout(header: header, calendar: calendar, sidebar: sidebar, panel: panel)
    }

    var monthGrid: MonthGrid {
        var grid = MonthGrid(month: selected, firstWeekday: firstWeekday, selected: selected, today: today)
        for (date, swims) in Dictionary(grouping: monthSwims, by: \.date) {
            let total = swimFormat.totals.value(fromMeters: swims.reduce(0) { $0 + $1.distanceMeters })
            let detail =
                Format.rounded(total, places: 0) >= 1000
                ? "\(Format.decimal(total / 1000, places: 1))k" : "\(Format.decimal(total, places: 0))\(swimFormat.totals == .meters ? "m" : "y")"
            grid.marks[date] = MonthGrid.Mark(symbols: ["≈"], details: [detail], style: .accent)
        }
        return grid
    }

    static let emptyDayNote = "a adds one by hand; i imports an Apple Health export or FIT files."

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        if !hasAnySwim && modal == nil {
            EmptyState.draw(
                title: "No swims yet",
                lines: [
                    "Press i to import an Apple Health export",
                    "or your watch's FIT files, or run:",
                    "tracker import apple-health export.zip",
                    "tracker import fit *.fit",
                    "No watch? Press a to add a swim by hand.",
                ], in: area, into: &buffer)
            return
        }
        let layout = Self.layout(in: area)
        drawMonthSummary(in: layout.header, into: &buffer)
        if LayoutClass(area).isNarrow {
            drawNarrowCalendar(in: area, into: &buffer)
        } else {
            monthGrid.draw(in: layout.calendar, into: &buffer)
            drawSidebar(in: layout.sidebar, into: &buffer)
        }
        if showsFigures && !swimsOfDay.isEmpty {
            drawFigures(in: layout.panel, into: &buffer)
        } else {
            drawDay(in: layout.panel, into: &buffer)
            if LayoutClass(area).isNarrow { drawNarrowSidebar(panel: layout.panel, into: &buffer) }
        }
        modal?.dialog.draw(in: area, context: context, into: &buffer)
    }

    private func drawMonthSummary(in rect: Rect, into buffer: inout Buffer) {
        let totals = SwimStats.Totals(monthSwims)
        let month = "\(CalendarNames.monthNames[selected.month - 1]) \(selected.year)"
        guard totals.swims > 0 else {
            buffer.put("\(month): no swims", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        let unmeasured = totals.withoutDistance > 0 ? " (\(totals.withoutDistance) without distance)" : ""
        var parts = [
            "\(month): \(totals.swims) \(totals.swims == 1 ? "swim" : "swims")\(unmeasured)", swimFormat.total(totals.meters),
            totals.perSwimDay.map { "avg \(swimFormat.total($0.meters))/swim day" }, totals.pace.map { "pace \(swimFormat.totalPace($0))" },
            "time \(SwimStats.durationText(totals.seconds))",
        ].compactMap { $0 }
        if monthSwims.contains(where: { $0.activeKcal != nil }) { parts.append("\(Int(saturating: totals.kcal.rounded())) kcal") }
        // Whole figures only: a narrow terminal drops the last ones rather than cutting a number short.
        while parts.count > 1 && TextWidth.of(parts.joined(separator: " · ")) > rect.width { parts.removeLast() }
        buffer.put(parts.joined(separator: " · "), x: rect.x, y: rect.y, style: .title, clip: rect)
    }

    private func drawDay(in rect: Rect, into buffer: inout Buffer) {
        let swims = swimsOfDay
        // The panel's title whole: which swim of the day, in fewer words when the panel is narrow.
        let day = CalendarNames.readable(selected), which = "\(swimIndex + 1) of \(swims.count)"
        let titles = swims.count > 1 ? ["\(day) · swim \(which) (n: next)", "\(day) · swim \(which)", "\(day) · \(which)"] : [day]
        let title = titles.first { TextWidth.of($0) <= rect.width - 4 } ?? titles[titles.count - 1]
        let inner = Panel.draw(rect, title: title, into: &buffer).inset(horizontal: 1, vertical: 0)
        guard !swims.isEmpty else {
            let lines = ["No swim on this day."] + TextWidth.wrap(Self.emptyDayNote, width: inner.width, maxLines: 3)
            for (index, line) in lines.enumerated() { buffer.put(line, x: inner.x, y: inner.y + index, style: .muted, clip: inner) }
            return
        }
        let y = drawDayRows(in: inner, into: &buffer)
        guard let detail else { return }
        buffer.put(Self.facts(detail, width: inner.width), x: inner.x, y: y, style: .plain, clip: inner)
        if let others = detail.swim.alsoRecordedBy {
            buffer.put(TextWidth.truncate(others, to: inner.width, ellipsis: buffer.glyphs.ellipsis), x: inner.x, y: y + 1, style: .muted, clip: inner)
        }
        let areas = detailAreas(panel: rect)
        if let heartRate = areas.heartRate { drawHeartRate(detail, in: heartRate, into: &buffer) }
        if let sets = areas.sets { drawSets(detail, in: sets, into: &buffer) }
        if let strokes = areas.strokes { drawStrokes(detail, in: strokes, into: &buffer) }
    }
}
