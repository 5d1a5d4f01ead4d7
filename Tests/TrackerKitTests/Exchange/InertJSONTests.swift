import Foundation
import XCTest

@testable import TrackerKit

/// `InertJSON.escape` writes DEL, the C1 controls and the bidi controls as `\uXXXX` wherever they stand (first,
/// last, side by side, between CJK and emoji) and leaves every other byte as it was.
final class InertJSONTests: XCTestCase {
    func testEveryControlIsEscapedWhereverItStandsAndNothingElseChanges() {
        let cases: [(String, String)] = [
            ("", ""),
            ("plain \"text\" {1}", "plain \"text\" {1}"),
            ("\u{7F}", "\\u007f"),
            ("\u{9B}31m", "\\u009b31m"),
            ("evil\u{202E}", "evil\\u202e"),
            ("\u{80}\u{9F}\u{061C}\u{200E}\u{200F}\u{2066}\u{2069}", "\\u0080\\u009f\\u061c\\u200e\\u200f\\u2066\\u2069"),
            ("日本\u{202A}語🏊\u{7F}é", "日本\\u202a語🏊\\u007fé"),
            // Neighbours of the escaped ranges stay: U+00A0, U+061B, U+200D, U+2030, U+206A.
            ("\u{A0}\u{061B}\u{200D}\u{2030}\u{206A}", "\u{A0}\u{061B}\u{200D}\u{2030}\u{206A}"),
        ]
        for (text, escaped) in cases {
            XCTAssertEqual(InertJSON.escape(text), escaped, text.debugDescription)
        }
    }

    func testALongTextKeepsItsBytesAndEscapesItsControls() {
        let run = String(repeating: "a日", count: 100_000)
        let text = "\u{9B}" + run + "\u{202E}" + run + "\u{7F}"
        let escaped = InertJSON.escape(text)
        XCTAssertEqual(escaped, "\\u009b" + run + "\\u202e" + run + "\\u007f")
        XCTAssertEqual(InertJSON.escape(Data(run.utf8)), Data(run.utf8))
    }
}
