import XCTest
import TrackerKit
@testable import TrackerTUI

final class ChartAndCalendarTests: XCTestCase {
    private let diagonal = LineChart(
        series: [.init(points: [.init(x: 0, y: 0), .init(x: 3, y: 3)], style: .accent)],
        xRange: 0...3, yRange: 0...3,
        yTicks: [.init(value: 0, label: "0"), .init(value: 3, label: "3")],
        xTicks: [.init(value: 0, label: "a"), .init(value: 3, label: "b")])

    func testLineChartInASCII() {
        XCTAssertEqual(
            rendered(width: 10, height: 6, glyphs: .ascii) { b in diagonal.draw(in: b.area, into: &b) },
            [
                "3|      **",
                " |    **",
                " |  **",
                "0|**",
                " +--------",
                "  a      b",
            ])
    }

    func testLineChartInBrailleHasFourTimesTheRows() {
        XCTAssertEqual(
            rendered(width: 10, height: 6) { b in diagonal.draw(in: b.area, into: &b) },
            [
                "3│      ⡠⠊",
                " │    ⡠⠊",
                " │  ⡠⠊",
                "0│⡠⠊",
                " └────────",
                "  a      b",
            ])
    }

    func testXLabelsThatWouldOverlapAreLeftOut() {
        var chart = diagonal
        chart.xTicks = [.init(value: 0, label: "Jan"), .init(value: 0.3, label: "Feb"), .init(value: 3, label: "Mar")]
        let lines = rendered(width: 14, height: 6, glyphs: .ascii) { b in chart.draw(in: b.area, into: &b) }
        XCTAssertEqual(lines.last, " Jan       Mar")
    }

    func testXLabelsThatDoNotAllFitAreThinnedEvenly() {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var chart = diagonal
        chart.xRange = 0...11
        chart.xTicks = months.enumerated().map { .init(value: Double($0.offset), label: $0.element) }
        let axis = rendered(width: 42, height: 6, glyphs: .ascii) { b in chart.draw(in: b.area, into: &b) }.last ?? ""
        XCTAssertEqual(
            axis.split(separator: " ").map(String.init), ["Jan", "Mar", "May", "Jul", "Sep", "Nov"],
            "3.5 cells a month is too little for every label: every second one, none skipped at random")
        let wide = rendered(width: 60, height: 6, glyphs: .ascii) { b in chart.draw(in: b.area, into: &b) }.last ?? ""
        XCTAssertEqual(wide.split(separator: " ").map(String.init), months, "with room, every month")
    }

    func testDashedSeriesLeavesGaps() {
        let chart = LineChart(
            series: [.init(points: [.init(x: 0, y: 1), .init(x: 9, y: 1)], style: .muted, kind: .dashed)],
            xRange: 0...9, yRange: 0...1, yTicks: [], xTicks: [])
        let lines = rendered(width: 11, height: 4, glyphs: .ascii) { b in chart.draw(in: b.area, into: &b) }
        XCTAssertEqual(lines[0], "|- - - - -", "a dashed series is dashes in ASCII")
    }

    func testNiceTicks() {
        XCTAssertEqual(NiceScale.ticks(lower: 68.3, upper: 75.9, maxCount: 5), [70, 72, 74])
        XCTAssertEqual(NiceScale.ticks(lower: 0, upper: 10, maxCount: 5), [0, 2.5, 5, 7.5, 10])
        XCTAssertEqual(NiceScale.ticks(lower: 70, upper: 70.4, maxCount: 3), [70, 70.2, 70.4])
        XCTAssertEqual(NiceScale.ticks(lower: 71, upper: 73, maxCount: 11).last, 73, "no drift past the top")
        XCTAssertEqual(NiceScale.label(72.5, step: 2.5), "72.5")
        XCTAssertEqual(NiceScale.label(72, step: 2), "72")
        XCTAssertEqual(NiceScale.label(70.2, step: 0.2), "70.2")
    }

    private let november = LocalDate(iso: "2026-11-21")!

    func testMonthGridMondayFirstWithWeekNumbers() {
        var grid = MonthGrid(month: november, selected: november, today: november)
        grid.marks = [LocalDate(iso: "2026-11-03")!: .init(symbols: ["•"], details: ["72.4"])]
        XCTAssertEqual(
            rendered(width: 24, height: 8) { b in grid.draw(in: b.area, into: &b) },
            [
                "       November 2026",
                "Wk Mo Tu We Th Fr Sa Su",
                "44                    1",
                "45  2  3• 4  5  6  7  8",
                "46  9 10 11 12 13 14 15",
                "47 16 17 18 19 20 21 22",
                "48 23 24 25 26 27 28 29",
                "49 30",
            ])
    }

    func testMonthGridSundayFirst() {
        let grid = MonthGrid(month: november, firstWeekday: 7)
        XCTAssertEqual(
            rendered(width: 24, height: 8) { b in grid.draw(in: b.area, into: &b) }.prefix(4),
            [
                "       November 2026",
                "Wk Su Mo Tu We Th Fr Sa",
                "45  1  2  3  4  5  6  7",
                "46  8  9 10 11 12 13 14",
            ])
    }

    func testWideMonthGridShowsDetailsUnderTheDay() {
        var grid = MonthGrid(month: november)
        grid.marks = [LocalDate(iso: "2026-11-03")!: .init(symbols: ["•"], details: ["72.4"])]
        let lines = rendered(width: 60, height: 14) { b in grid.draw(in: b.area, into: &b) }
        XCTAssertEqual(lines[1], "Wk Mo      Tu      We      Th      Fr      Sa      Su")
        XCTAssertEqual(lines[4], "45  2       3•      4       5       6       7       8")
        XCTAssertEqual(lines[5], "           72.4")
    }

    /// At 80 columns the cells are 5 wide: every mark a day has, and its weight in the longest form that fits.
    func testFiveWideCellsShowEveryMarkAndAWeightThatFits() {
        var grid = MonthGrid(month: november)
        grid.marks = [
            LocalDate(iso: "2026-11-03")!: .init(symbols: ["+", "✎"], details: ["78.6", "79"], compactSymbol: "•"),
            LocalDate(iso: "2026-11-04")!: .init(symbols: ["+"], details: ["172.4", "172"], compactSymbol: "•"),
        ]
        let lines = rendered(width: 38, height: 16) { b in grid.draw(in: b.area, into: &b) }
        XCTAssertEqual(lines[4], "45  2    3+✎  4+   5    6    7    8")
        XCTAssertEqual(lines[5], "        78.6 172")
    }

    func testMonthGridStylesSelectedAndToday() {
        let today = LocalDate(iso: "2026-11-20")!
        let grid = MonthGrid(month: november, selected: november, today: today)
        var buffer = Buffer(width: 24, height: 8)
        grid.draw(in: buffer.area, into: &buffer)
        XCTAssertTrue(buffer[19, 5].style.reverse, "the selected day (21) is reversed")
        XCTAssertEqual(buffer[16, 5].style, .today)
    }

    func testMonthGridMapsClicksToDates() {
        let grid = MonthGrid(month: november)
        let area = Rect(x: 0, y: 0, width: 24, height: 8)
        XCTAssertEqual(grid.date(atColumn: 19, row: 5, in: area)?.iso, "2026-11-21")
        XCTAssertEqual(grid.date(atColumn: 21, row: 2, in: area)?.iso, "2026-11-01")
        XCTAssertNil(grid.date(atColumn: 3, row: 2, in: area), "a day of October is not clickable")
        XCTAssertNil(grid.date(atColumn: 1, row: 4, in: area), "the week number column")
    }
}

final class InputWidgetTests: XCTestCase {
    func testTextFieldEditing() {
        var field = TextField(label: "Name")
        for c in "abc" { XCTAssertEqual(field.handle(.character(c)), .edited) }
        XCTAssertEqual(field.handle(.left), .moved)
        XCTAssertEqual(field.handle(.backspace), .edited)
        XCTAssertEqual(field.text, "ac")
        XCTAssertEqual(field.handle(.delete), .edited)
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(field.handle(.home), .moved)
        _ = field.handle(.character("x"))
        XCTAssertEqual(field.text, "xa")
        XCTAssertEqual(field.handle(.backspace), .edited)
        XCTAssertEqual(field.handle(.backspace), .ignored, "nothing before the cursor")
        XCTAssertEqual(field.handle(.control("u")), .edited)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.handle(.enter), .submitted)
        XCTAssertEqual(field.handle(.escape), .cancelled)
        XCTAssertEqual(field.handle(.tab), .next)
        XCTAssertEqual(field.handle(.backTab), .previous)
    }

    func testTextFieldKeepsTextAndShowsErrorUnderIt() {
        var field = TextField(label: "Weight", text: "72.5")
        field.error = "Not a number"
        var buffer = Buffer(width: 24, height: 2)
        field.draw(in: buffer.area, labelWidth: 8, focused: true, into: &buffer)
        XCTAssertEqual(buffer.lines(), ["Weight   [72.5         ]", "         Not a number"])
        XCTAssertEqual(buffer[10, 0].style, .selected, "the pre-filled text is selected")
        XCTAssertEqual(buffer[14, 0].style, .plain, "no cursor cell while the whole text is selected")
        XCTAssertEqual(buffer[9, 1].style, .error)
        _ = field.handle(.character("0"))
        XCTAssertNil(field.error, "typing clears the message")
    }

    func testTextFieldScrollsToKeepTheCursorVisible() {
        let field = TextField(label: "N", text: "abcdefghij")
        XCTAssertEqual(
            rendered(width: 10, height: 1) { b in field.draw(in: b.area, labelWidth: 1, focused: true, into: &b) },
            ["N [fghij ]"])
    }

    func testTextFieldLimitsLength() {
        var field = TextField(label: "N", maxLength: 3)
        for c in "abcd" { _ = field.handle(.character(c)) }
        XCTAssertEqual(field.text, "abc")
    }

    func testListScrollsToTheSelectionWithAScrollMarker() {
        let rows = (0..<10).map { "Item \($0)" }
        XCTAssertEqual(
            rendered(width: 10, height: 3) { b in
                ListView.draw(rows: rows, state: ListState(selected: 5), in: b.area, into: &b)
            }, ["Item 3   ░", "Item 4   █", "Item 5   ░"])
        var state = ListState()
        state.move(by: 20, count: 10, visible: 3)
        XCTAssertEqual(state, ListState(selected: 9, offset: 7))
        state.move(by: -100, count: 10, visible: 3)
        XCTAssertEqual(state, ListState(selected: 0, offset: 0))
        XCTAssertEqual(
            rendered(width: 20, height: 2) { b in
                ListView.draw(rows: [], state: ListState(), in: b.area, emptyText: "No foods yet", into: &b)
            }, ["No foods yet", ""])
        XCTAssertEqual(
            rendered(width: 20, height: 3) { b in
                ListView.draw(rows: [], state: ListState(), in: b.area, emptyText: "Nothing here yet: press a to add the first one.", into: &b)
            }, ["Nothing here yet:", "press a to add the", "first one."], "an empty list's text wraps instead of being cut")
    }

    func testTheSelectedRowIsColouredToTheScrollMarkerAndLongRowsEndInAnEllipsis() {
        var buffer = Buffer(width: 12, height: 3)
        ListView.draw(rows: ["a", "b", "a row far too long", "d"], state: ListState(selected: 1), in: buffer.area, into: &buffer)
        XCTAssertEqual((0..<11).map { buffer[$0, 1].style }, Array(repeating: .selected, count: 11), "every cell but the marker's")
        XCTAssertEqual(buffer[1, 0].style, .plain)
        XCTAssertEqual(buffer.lines()[2], "a row far …░")
    }

    func testAFormWithChangesAsksBeforeEscThrowsThemAway() {
        var form = Form(title: "T", fields: [.text("Name", "Ana"), .choice("Unit", ["kg", "lb"])])
        XCTAssertEqual(form.handle(.escape), .cancel, "nothing changed: one Esc closes")
        _ = form.handle(.tab)
        _ = form.handle(.right)
        XCTAssertEqual(form.handle(.escape), .none, "a changed choice: the first Esc asks")
        XCTAssertTrue(form.discard.isArmed)
        XCTAssertTrue(rendered(width: 70, height: 10) { b in form.draw(in: b.area, into: &b) }.joined().contains("Esc again discards your changes"))
        _ = form.handle(.up)
        XCTAssertFalse(form.discard.isArmed, "any other key takes the question back")
        _ = form.handle(.escape)
        XCTAssertEqual(form.handle(.escape), .cancel, "the second Esc discards")
    }

    func testConfirmationDialog() {
        let confirm = Confirmation(title: "Delete", question: "Delete 3 entries?")
        XCTAssertEqual(
            rendered(width: 40, height: 7) { b in confirm.draw(in: b.area, into: &b) },
            [
                "",
                "     ┌ Delete ────────────────────┐",
                "     │ Delete 3 entries?          │",
                "     │                            │",
                "     │ y yes  n/Esc no            │",
                "     └────────────────────────────┘",
                "",
            ])
        XCTAssertEqual(confirm.answer(for: .character("y")), .yes)
        XCTAssertEqual(confirm.answer(for: .character("n")), .no)
        XCTAssertEqual(confirm.answer(for: .escape), .no)
        XCTAssertNil(confirm.answer(for: .enter), "Enter alone never confirms a deletion")
        XCTAssertNil(confirm.answer(for: .character("x")))
    }
}
