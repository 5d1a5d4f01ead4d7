import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #10: `swim add --meters -0` printed "-0 m", and invisible format characters were accepted in
/// names (two names that look the same then differ). One rule (`Rules/`) for every entry point.
final class InvisibleInputTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    func testMinusZeroIsZero() throws {
        for text in ["-0", "-0.0", "-0,00", "－0"] {
            let value = try Input.decimal(text, what: "a distance").get()
            XCTAssertEqual(value, 0, text)
            XCTAssertEqual(value.sign, .plus, "\(text) is read as +0, so nothing prints -0")
        }
    }

    func testInvisibleFormatCharactersInNamesAreRefusedByName() {
        for (text, code) in [
            ("Oat\u{AD}meal", "00AD"), ("Oat\u{FFF9}meal", "FFF9"), ("Oat\u{200B}meal", "200B"), ("Oat\u{2060}meal", "2060"), ("Oat\u{FEFF}meal", "FEFF"),
        ] {
            XCTAssertEqual(
                Input.name(text, .food).failureMessage, "A food name cannot contain invisible formatting characters (U+\(code)).", code)
        }
    }

    func testALeadingByteOrderMarkIsDroppedAndJoinersEmojiNeedStay() throws {
        XCTAssertEqual(try Input.name("\u{FEFF}Oatmeal", .food).get(), "Oatmeal")
        XCTAssertEqual(try Input.name("👩\u{200D}💻 time", .counter).get(), "👩\u{200D}💻 time")
        XCTAssertEqual(try Input.name("می\u{200C}خواهم", .food).get(), "می\u{200C}خواهم")
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        XCTAssertEqual(try Input.name(england, .pad).get(), england)
    }

    /// The same rule refuses the name in a JSON import, by its path.
    func testAJSONImportRefusesAnInvisibleNameByItsPath() throws {
        let db = try AppDatabase.inMemory()
        _ = try db.addFood(Food(name: "Oatmeal", kcalPerServing: 150))
        let text = String(decoding: try db.exportDocument().encoded(), as: UTF8.self).replacingOccurrences(of: "\"Oatmeal\"", with: "\"Oat\\u00ADmeal\"")
        XCTAssertThrowsError(try JSONImporter.run(data: Data(text.utf8), into: try AppDatabase.inMemory(), today: today)) { error in
            XCTAssertEqual("\(error)", "foods[0].name: A food name cannot contain invisible formatting characters (U+00AD).")
        }
    }
}

extension Result where Failure == InputError {
    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
