import CNcurses
import Glibc
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The real terminal path: the buffer measuring with the C library's wcwidth, as ncurses does.
/// It must agree with the built-in table the tests otherwise use, or golden frames would not show
/// what a terminal shows.
final class TerminalWidthTests: XCTestCase {
    private var savedLocale: String?

    override func setUpWithError() throws {
        savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        // C.UTF-8 is built into glibc since 2.35; without a UTF-8 locale wcwidth answers -1 for all but ASCII.
        let utf8 = ["C.UTF-8", "C.utf8", "en_US.UTF-8"].contains(where: { (name: String) in setlocale(LC_CTYPE, name) != nil })
        XCTAssertTrue(utf8, "no UTF-8 locale to run wcwidth in")
    }

    override func tearDown() {
        _ = savedLocale.map { setlocale(LC_CTYPE, $0) }
    }

    func testTheCLibraryWidthsAgreeWithTheTable() {
        let samples: [(Unicode.Scalar, Int, String)] = [
            ("a", 1, "ASCII"), ("é", 1, "Latin"), ("漢", 2, "CJK ideograph"), ("한", 2, "Hangul"), ("カ", 2, "katakana"),
            ("\u{0301}", 0, "combining acute"), ("\u{200B}", 0, "zero-width space"), ("🙂", 2, "emoji"), ("🏊", 2, "emoji"),
        ]
        TerminalWidth.measuringLikeTheTerminal {
            for (scalar, expected, name) in samples {
                XCTAssertEqual(Int(wcwidth(wchar_t(bitPattern: scalar.value))), expected, "wcwidth itself, \(name) U+\(String(scalar.value, radix: 16))")
                XCTAssertEqual(TextWidth.scalarWidth(scalar), expected, "system path, \(name)")
                XCTAssertEqual(TextWidth.builtinWidth(scalar), expected, "table, \(name)")
            }
            XCTAssertEqual(TextWidth.of("e\u{0301}"), 1, "a letter with a combining mark is one cell")
            XCTAssertEqual(TextWidth.of("오늘은 🏊"), 9)
            XCTAssertEqual(TextWidth.scalarWidth("\u{0378}"), TextWidth.builtinWidth("\u{0378}"), "unassigned: wcwidth says -1, the table answers")
        }
        XCTAssertEqual(TextWidth.scalarWidth("漢"), 2, "outside the run the built-in table measures again")
    }

    func testAWeekOfCJKAndEmojiDrawsTheSameFrameWithEitherWidths() throws {
        let db = try AppDatabase.inMemory()
        try UnicodeWeek.fill(db, endingOn: LocalDate(iso: "2026-11-21")!, now: TestTime().now)
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.enter)
        let withTable = state.render()
        let withSystem = TerminalWidth.measuringLikeTheTerminal { state.render() }
        XCTAssertEqual(GoldenFrame.encode(withSystem), GoldenFrame.encode(withTable))
    }
}
