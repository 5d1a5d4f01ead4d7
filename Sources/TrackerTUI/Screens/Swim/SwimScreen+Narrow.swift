import TrackerKit

/// The Swim tab on a narrow screen (LayoutClass.narrow): the month's line, then the calendar above the
/// day's figures (one per line) when the screen is tall enough, else the week as a strip above them.
/// The streaks, the year so far, the bests and the monthly bars the wide layout shows beside the calendar
/// fill the panel of a day without a swim; on a day with a swim `b` shows them in its place (listed on
/// the status line under 60 columns; `tracker swim bests` prints the bests too).
extension SwimScreen {
    /// Rows a month takes (title, weekday names, six weeks); the panel keeps at least `narrowPanelRows`.
    static let narrowMonthRows = 8
    static let narrowPanelRows = 16

    static func narrowShowsMonth(in area: Rect) -> Bool { area.height >= 2 + narrowMonthRows + narrowPanelRows }

    static func narrowLayout(in area: Rect) -> Layout {
        let header = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        let rows = narrowShowsMonth(in: area) ? narrowMonthRows : WeekStrip.height
        let calendar = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: rows)
        let panel = Rect(x: area.x, y: calendar.maxY, width: area.width, height: area.maxY - calendar.maxY)
        return Layout(header: header, calendar: calendar, sidebar: Rect(x: area.x, y: area.maxY, width: 0, height: 0), panel: panel)
    }

    var weekStrip: WeekStrip {
        WeekStrip(selected: selected, firstWeekday: firstWeekday, today: today, marks: monthGrid.marks)
    }

    func drawNarrowCalendar(in area: Rect, into buffer: inout Buffer) {
        let calendar = Self.narrowLayout(in: area).calendar
        if Self.narrowShowsMonth(in: area) { monthGrid.draw(in: calendar, into: &buffer) } else { weekStrip.draw(in: calendar, into: &buffer) }
    }

    /// The day under a tap on the calendar, the month's or the week strip's.
    func date(at event: MouseEvent, in area: Rect, calendar: Rect) -> LocalDate? {
        if LayoutClass(area).isNarrow && !Self.narrowShowsMonth(in: area) {
            return weekStrip.date(atColumn: event.x, row: event.y, in: calendar)
        }
        return monthGrid.date(atColumn: event.x, row: event.y, in: calendar)
    }

    /// On a day without a swim the panel is nearly empty: the sidebar's figures go under its note.
    func drawNarrowSidebar(panel: Rect, into buffer: inout Buffer) {
        guard swimsOfDay.isEmpty else { return }
        let inner = panel.inset(by: 1).inset(horizontal: 1, vertical: 0)
        let noteRows = 1 + TextWidth.wrap(Self.emptyDayNote, width: inner.width, maxLines: 3).count
        drawSidebar(in: Rect(x: inner.x, y: inner.y + noteRows + 1, width: inner.width, height: inner.height - noteRows - 1), into: &buffer)
    }

    /// `b` on a day with a swim: the panel holds the streaks, the year so far and the bests instead.
    func drawFigures(in panel: Rect, into buffer: inout Buffer) {
        let inner = Panel.draw(panel, title: "Streaks and bests (b: the swim)", into: &buffer).inset(horizontal: 1, vertical: 0)
        drawSidebar(in: inner, into: &buffer)
    }

    /// Under 60 columns a day with a swim has no room for the sidebar: its key goes on the status line,
    /// right after the day's arrows (the first items are the ones a phone's status line keeps).
    func statusItems(in area: Rect) -> [StatusLine.Item] {
        let items = statusItems
        guard modal == nil, LayoutClass(area).isNarrow, !swimsOfDay.isEmpty else { return items }
        let figures = StatusLine.Item(keys: "b", label: showsFigures ? "the swim" : "bests")
        return Array(items.prefix(1)) + [figures] + items.dropFirst()
    }
}
