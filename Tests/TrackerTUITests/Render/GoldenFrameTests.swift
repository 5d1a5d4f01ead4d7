import XCTest
@testable import TrackerTUI

/// The golden file format itself: text rows, a style code per cell, a legend of the codes used.
final class GoldenFrameTests: XCTestCase {
    func testEachCellGetsItsStyleCodeAndWideGlyphsCoverTwo() {
        var buffer = Buffer(width: 6, height: 2)
        buffer.put("ab", x: 0, y: 0, style: .error)
        buffer.put("漢", x: 3, y: 0, style: .accent)
        buffer.put("x", x: 5, y: 1, style: Style(foreground: .magenta, underline: true))
        XCTAssertEqual(
            GoldenFrame.encode(buffer),
            """
            \(GoldenFrame.header(width: 6, height: 2))
            ── text ──
            ab 漢
                 x
            ── style ──
            ee.aa.
            .....0
            ── legend ──
            .  plain: default
            0  fg magenta, underline
            a  accent: fg cyan
            e  error: fg red, bold

            """)
    }

    func testADifferenceIsNamedBySectionAndRow() {
        var before = Buffer(width: 3, height: 2)
        before.put("abc", x: 0, y: 1)
        var after = before
        after.applyStyle(.selected, to: Rect(x: 1, y: 1, width: 1, height: 1))
        let said = GoldenFrame.firstDifference(expected: GoldenFrame.encode(before), actual: GoldenFrame.encode(after))
        XCTAssertEqual(said?.components(separatedBy: "\n").first, "style row 2 differs")
        XCTAssertNil(GoldenFrame.firstDifference(expected: GoldenFrame.encode(after), actual: GoldenFrame.encode(after)))
    }
}
