import XCTest
import TrackerKit
@testable import TrackerTUI

final class PanelAndBarsTests: XCTestCase {
    func testPanelWithTitle() {
        XCTAssertEqual(
            rendered(width: 12, height: 4) { b in
                let inner = Panel.draw(Rect(x: 0, y: 0, width: 12, height: 4), title: "Day", into: &b)
                XCTAssertEqual(inner, Rect(x: 1, y: 1, width: 10, height: 2))
                b.put("inside", x: inner.x, y: inner.y)
            },
            [
                "┌ Day ─────┐",
                "│inside    │",
                "│          │",
                "└──────────┘",
            ])
    }

    func testPanelInASCII() {
        XCTAssertEqual(
            rendered(width: 8, height: 3, glyphs: .ascii) { b in
                Panel.draw(Rect(x: 0, y: 0, width: 8, height: 3), title: "A", into: &b)
            }, ["+ A ---+", "|      |", "+------+"])
    }

    func testTabBarDrawsAndHitTests() {
        let bar = TabBar(titles: ["Log", "Progress", "Data"], selected: 1)
        XCTAssertEqual(
            rendered(width: 40, height: 1) { b in bar.draw(in: Rect(x: 0, y: 0, width: 40, height: 1), into: &b) },
            [" 1 Log   2 Progress   3 Data"])
        XCTAssertEqual(bar.tab(atColumn: 0, width: 40), 0)
        XCTAssertEqual(bar.tab(atColumn: 6, width: 40), 0)
        XCTAssertNil(bar.tab(atColumn: 7, width: 40), "the gap between tabs is no tab")
        XCTAssertEqual(bar.tab(atColumn: 8, width: 40), 1)
        XCTAssertEqual(bar.tab(atColumn: 25, width: 40), 2)
        XCTAssertNil(bar.tab(atColumn: 30, width: 40))
        var buffer = Buffer(width: 40, height: 1)
        bar.draw(in: Rect(x: 0, y: 0, width: 40, height: 1), into: &buffer)
        XCTAssertEqual(buffer[9, 0].style, .tabActive)
        XCTAssertEqual(buffer[2, 0].style, .tabInactive)
    }

    func testStackedSegmentsNeverRiseAboveTheChart() {
        let bar = VerticalBarChart.Bar(label: "Su", segments: [.init(value: 1, style: .plain), .init(value: 1, style: .plain), .init(value: 1, style: .plain)])
        let lines = rendered(width: 4, height: 3) { b in
            b.put("Tt", x: 0, y: 0)
            VerticalBarChart.draw([bar], in: Rect(x: 0, y: 1, width: 4, height: 2), maximum: 3, barWidth: 3, into: &b)
        }
        XCTAssertEqual(lines[0], "Tt", "three thirds of one row, each rounded up, used to spill into the row above")
        XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "Su", "labels below the bars")
    }

    func testTheSixTabsFitWholeAtTheMinimumWidth() {
        let bar = TabBar(titles: Tab.allCases.map(\.title), selected: 0)
        XCTAssertEqual(
            rendered(width: 60, height: 1) { b in bar.draw(in: Rect(x: 0, y: 0, width: 60, height: 1), into: &b) },
            [" 1 Log  2 Progress  3 Workout  4 Counters  5 Swim  6 Data"], "no gaps between the padded labels")
        XCTAssertEqual(bar.tab(atColumn: 57, width: 60), 5)
        XCTAssertEqual(
            rendered(width: 80, height: 1) { b in bar.draw(in: Rect(x: 0, y: 0, width: 80, height: 1), into: &b) },
            [" 1 Log   2 Progress   3 Workout   4 Counters   5 Swim   6 Data"], "gaps where they fit")
    }

    func testStatusLineDropsWhatDoesNotFitAndKeepsPinnedKeys() {
        let line = StatusLine(
            items: [.init(keys: "w", label: "weight"), .init(keys: "f", label: "food"), .init(keys: "m", label: "memo")],
            message: nil, pinned: [.init(keys: "?", label: "help"), .init(keys: "q", label: "quit")])
        XCTAssertEqual(
            rendered(width: 42, height: 1) { b in line.draw(in: Rect(x: 0, y: 0, width: 42, height: 1), into: &b) },
            [" w weight  f food  m memo  ? help  q quit"])
        XCTAssertEqual(
            rendered(width: 30, height: 1) { b in line.draw(in: Rect(x: 0, y: 0, width: 30, height: 1), into: &b) },
            [" w weight      ? help  q quit"])
    }

    func testStatusLineShowsAnErrorInItsOwnStyle() {
        var buffer = Buffer(width: 40, height: 1)
        StatusLine(items: [.init(keys: "w", label: "weight")], message: .error("Weight must be a number"))
            .draw(in: Rect(x: 0, y: 0, width: 40, height: 1), into: &buffer)
        XCTAssertEqual(buffer.lines(), [" ! Weight must be a number"])
        XCTAssertEqual(buffer[1, 0].style, .error)
    }

    func testHorizontalBars() {
        let bars = [
            HorizontalBarChart.Bar(label: "Free", value: 1000, valueText: "1000 m"),
            HorizontalBarChart.Bar(label: "Back", value: 250, valueText: "250 m"),
            HorizontalBarChart.Bar(label: "Fly", value: 0, valueText: "0 m"),
        ]
        // Exact check with round numbers: label 4 + gap 1, value 6, bar 8 cells; 250/1000 of 8 cells = 2 cells.
        XCTAssertEqual(
            rendered(width: 20, height: 3) { b in HorizontalBarChart.draw(bars, in: b.area, into: &b) },
            ["Free ████████ 1000 m", "Back ██ 250 m", "Fly  0 m"])
    }

    func testHorizontalBarUsesEighths() {
        XCTAssertEqual(
            rendered(width: 10, height: 1) { b in
                _ = HorizontalBarChart.drawBar(value: 3, maximum: 8, width: 4, x: 0, y: 0, style: .plain, into: &b)
            }, ["█▌"])
    }

    func testVerticalStackedBarsWithThreshold() {
        let bars = [
            VerticalBarChart.Bar(label: "Mo", segments: [.init(value: 2, style: .accent), .init(value: 2, style: .highlight)]),
            VerticalBarChart.Bar(label: "Tu", segments: [.init(value: 1, style: .accent)]),
            VerticalBarChart.Bar(label: "We", segments: []),
        ]
        var buffer = Buffer(width: 12, height: 5)
        VerticalBarChart.draw(bars, in: buffer.area, threshold: 1, barWidth: 2, into: &buffer)
        XCTAssertEqual(
            buffer.lines(),
            [
                " ██",
                " ██",
                " ██",
                "╌██╌╌██╌╌╌╌╌",
                " Mo  Tu  We",
            ])
        XCTAssertEqual(buffer[1, 0].style, .highlight, "the second segment sits on top")
        XCTAssertEqual(buffer[1, 3].style, .accent)
    }

    func testStackedSegmentsKeepTheirProportions() {
        // 5 + 4 + 4 + 4 in 17 rows: a cell shared by two segments used to go to the upper one.
        let bar = VerticalBarChart.Bar(
            label: "Su",
            segments: [5, 4, 4, 4].enumerated().map { index, value in
                .init(value: value, style: [Style.accent, .highlight, .success, .error][index])
            })
        var buffer = Buffer(width: 4, height: 11)
        VerticalBarChart.draw([bar], in: buffer.area, barWidth: 3, into: &buffer)
        let styles = (0..<10).reversed().map { buffer[1, $0].style }
        let rows = [Style.accent, .highlight, .success, .error].map { style in styles.filter { $0 == style }.count }
        XCTAssertEqual(rows.reduce(0, +), 10, "the whole bar")
        XCTAssertGreaterThanOrEqual(rows[0], rows[1], "5 never gets fewer rows than 4: \(rows)")
        XCTAssertTrue(rows.allSatisfy { (2...3).contains($0) }, "\(rows)")
    }

    func testStarsAndTheirHitTest() {
        XCTAssertEqual(Stars.text(rating: 3, glyphs: .unicode), "★ ★ ★ ☆ ☆")
        XCTAssertEqual(Stars.text(rating: 1, glyphs: .ascii), "* . . . .")
        XCTAssertEqual(rendered(width: 12, height: 1) { b in Stars.draw(rating: 2, x: 1, y: 0, into: &b) }, [" ★ ★ ☆ ☆ ☆"])
        XCTAssertEqual(Stars.star(atColumn: 1, x: 1), 1)
        XCTAssertEqual(Stars.star(atColumn: 2, x: 1), 1)
        XCTAssertEqual(Stars.star(atColumn: 9, x: 1), 5)
        XCTAssertNil(Stars.star(atColumn: 10, x: 1))
        XCTAssertNil(Stars.star(atColumn: 0, x: 1))
    }

    func testBigDigitsDoubleWhenThereIsRoom() {
        XCTAssertEqual(
            rendered(width: 11, height: 5) { b in BigDigits.draw("1:0", in: b.area, into: &b) },
            [
                "   #   ###",
                "   # # # #",
                "   #   # #",
                "   # # # #",
                "   #   ###",
            ].map { $0.replacingOccurrences(of: "#", with: "█") })
        XCTAssertEqual(
            rendered(width: 20, height: 5) { b in BigDigits.draw("07", in: b.area, into: &b) },
            [
                "   ██████ ██████",
                "   ██  ██     ██",
                "   ██  ██     ██",
                "   ██  ██     ██",
                "   ██████     ██",
            ])
    }

    func testBigDigitsGrowToFourAcrossAndTwoDownWhenThereIsRoom() {
        let lines = rendered(width: 30, height: 10) { b in BigDigits.draw("1", in: b.area, into: &b) }
        XCTAssertEqual(lines[0], "                 ████")
        XCTAssertEqual(lines[9], "                 ████")
        XCTAssertEqual(lines.count, 10)
    }

    func testBigDigitsFallBackToPlainTextWhenTooSmall() {
        XCTAssertEqual(rendered(width: 10, height: 3) { b in BigDigits.draw("12:34", in: b.area, into: &b) }, ["", "  12:34", ""])
    }
}
