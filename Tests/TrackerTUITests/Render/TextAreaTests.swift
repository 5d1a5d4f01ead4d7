import XCTest
@testable import TrackerTUI

/// The memo editor: soft wrap at spaces, ↑ ↓ by screen row, and the text keeps only typed line breaks.
final class TextAreaTests: XCTestCase {
    private func typed(_ text: String, width: Int = 12) -> TextArea {
        var area = TextArea()
        area.width = width
        for character in text { _ = area.handle(character == "\n" ? .enter : .character(character)) }
        return area
    }

    func testLongLinesWrapAtSpacesAndTheTextKeepsOneLine() {
        let area = typed("swam well today then ate")
        XCTAssertEqual(area.text, "swam well today then ate")
        XCTAssertEqual(
            rendered(width: 12, height: 4) { b in area.draw(in: b.area, into: &b) },
            [
                "swam well",
                "today then",
                "ate",
                "",
            ])
    }

    func testAWordWiderThanTheAreaIsCutWhereTheRowEnds() {
        XCTAssertEqual(TextArea.pieces(of: Array("abcdefghij"), width: 4), [0..<4, 4..<8, 8..<10])
        XCTAssertEqual(TextArea.pieces(of: [], width: 4), [0..<0], "an empty line is one empty row")
        XCTAssertEqual(TextArea.pieces(of: Array("ab cdefgh"), width: 4), [0..<3, 3..<7, 7..<9])
        XCTAssertEqual(TextArea.pieces(of: Array("abcd efg"), width: 4), [0..<5, 5..<8], "the space after a full row hangs there")
    }

    func testWideCharactersCountTwoCells() {
        XCTAssertEqual(TextArea.pieces(of: Array("日本語の"), width: 5), [0..<2, 2..<4])
    }

    func testUpAndDownMoveByScreenRowKeepingTheColumn() {
        var area = typed("swam well today then ate\nnext")
        XCTAssertEqual(area.row, 1)
        _ = area.handle(.up)
        XCTAssertEqual(area.row, 0)
        XCTAssertEqual(area.column, 24, "from column 4 of 'next' to the end of 'ate' (3 characters), on the line's last row")
        _ = area.handle(.up)
        XCTAssertEqual(area.column, 13, "'today then': the same cell, 3 in")
        _ = area.handle(.up)
        XCTAssertEqual(area.column, 3)
        _ = area.handle(.up)
        XCTAssertEqual(area.column, 3, "already on the first row")
        _ = area.handle(.down)
        _ = area.handle(.down)
        _ = area.handle(.down)
        XCTAssertEqual(area.row, 1)
        XCTAssertEqual(area.column, 3)
    }

    func testTheCursorRowStaysInViewWhenTheTextIsTallerThanTheArea() {
        let area = typed("one two three four five six")
        let lines = rendered(width: 6, height: 2) { b in area.draw(in: b.area, into: &b) }
        XCTAssertEqual(lines, ["five", "six"])
    }

    func testTypingInTheMiddleRewrapsTheRest() {
        var area = typed("aaa bbb ccc", width: 9)
        for _ in 0..<8 { _ = area.handle(.left) }
        for character in "xxxx " { _ = area.handle(.character(character)) }
        XCTAssertEqual(area.text, "aaaxxxx  bbb ccc")
        XCTAssertEqual(
            rendered(width: 9, height: 3) { b in area.draw(in: b.area, into: &b) }, ["aaaxxxx", "bbb ccc", ""],
            "the space at the cut hangs at the end of the first row")
    }

    func testHomeAndEndGoToTheRowOnScreenAndCtrlAEToTheLine() {
        var area = typed("swam well today then ate")
        _ = area.handle(.up)
        _ = area.handle(.home)
        XCTAssertEqual(area.column, 10, "the start of 'today then'")
        _ = area.handle(.end)
        XCTAssertEqual(area.column, 20, "the end of 'today then', before the cut")
        _ = area.handle(.control("a"))
        XCTAssertEqual(area.column, 0)
        _ = area.handle(.control("e"))
        XCTAssertEqual(area.column, 24)
    }
}
