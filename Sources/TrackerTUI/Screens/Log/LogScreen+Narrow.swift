import TrackerKit

/// The Log on a narrow screen (LayoutClass.narrow): the calendar above the day panel when the screen
/// is tall enough for a month, else the selected day's week as a strip above it. The keys are the
/// same (←→ day, ↑↓ week, [ ] month), so every day can still be reached.
extension LogScreen {
    struct NarrowLayout {
        /// The month (tall screens) or nil.
        var calendar: Rect?
        var legend: Rect?
        /// The week strip (short screens) or nil.
        var strip: Rect?
        var panel: Rect
    }

    /// Rows a month takes above the panel: title, weekday names, six weeks and the legend.
    static let narrowMonthRows = 9
    /// The panel keeps at least this many rows below a month; with fewer the week strip stands in.
    static let narrowPanelRows = 17

    static func narrowLayout(in area: Rect) -> NarrowLayout {
        if area.height >= narrowMonthRows + narrowPanelRows {
            let calendar = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: narrowMonthRows - 1)
            let legend = Rect(x: calendar.x, y: calendar.maxY, width: calendar.width, height: 1)
            let panel = Rect(x: area.x, y: legend.maxY, width: area.width, height: area.maxY - legend.maxY)
            return NarrowLayout(calendar: calendar, legend: legend, strip: nil, panel: panel)
        }
        let strip = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: WeekStrip.height)
        let panel = Rect(x: area.x, y: strip.maxY, width: area.width, height: area.maxY - strip.maxY)
        return NarrowLayout(calendar: nil, legend: nil, strip: strip, panel: panel)
    }

    var weekStrip: WeekStrip {
        let grid = monthGrid
        return WeekStrip(selected: selected, firstWeekday: preferences.firstWeekday, today: today, marks: grid.marks)
    }

    func renderNarrow(in area: Rect, into buffer: inout Buffer) {
        let layout = Self.narrowLayout(in: area)
        if let calendar = layout.calendar { monthGrid.draw(in: calendar, into: &buffer) }
        if let legend = layout.legend {
            buffer.put("• weight  + food  ✎ memo", x: legend.x, y: legend.y, style: .muted, clip: legend)
        }
        if let strip = layout.strip { weekStrip.draw(in: strip, into: &buffer) }
        drawPanel(in: layout.panel, into: &buffer)
    }

    /// A tap on a day of the month or of the week strip selects it.
    func narrowDate(at event: MouseEvent, in area: Rect) -> LocalDate? {
        let layout = Self.narrowLayout(in: area)
        if let calendar = layout.calendar { return monthGrid.date(atColumn: event.x, row: event.y, in: calendar) }
        if let strip = layout.strip { return weekStrip.date(atColumn: event.x, row: event.y, in: strip) }
        return nil
    }
}
