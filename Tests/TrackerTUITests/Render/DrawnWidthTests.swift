import XCTest
import TrackerKit
@testable import TrackerTUI

/// Text is measured as it is drawn: emoji sequences are drawn as their parts (Sanitizer), so padding
/// must count those parts, or every column after a 👨‍👩‍👧 name moves 4 cells (issue 14, item 8).
final class DrawnWidthTests: XCTestCase {
    func testSequencesMeasureAsTheirDrawnParts() {
        XCTAssertEqual(TextWidth.of("👨‍👩‍👧"), 6, "three people, the joiners are not drawn")
        XCTAssertEqual(TextWidth.of("👍🏽"), 2, "the skin tone is not drawn")
        XCTAssertEqual(TextWidth.of("🇰🇷"), 2, "a flag is drawn as its two letters")
        XCTAssertEqual(TextWidth.of("e\u{0301}"), 1)
        XCTAssertEqual(TextWidth.of("\u{1112}\u{1161}\u{11AB}"), 2, "한 typed decomposed (NFD) is one syllable")
        XCTAssertEqual(TextWidth.of("❤️"), 1, "drawn without its variation selector")
    }

    func testEveryMeasuredWidthIsTheDrawnWidth() {
        let samples = ["👨‍👩‍👧 meal", "👍🏽 ok", "🇰🇷 김치", "café", "1️⃣", "🧑‍🚀", "a\u{200D}b", "日本語"]
        for sample in samples {
            var buffer = Buffer(width: 40, height: 1)
            let used = buffer.put(sample, x: 0, y: 0)
            XCTAssertEqual(used, TextWidth.of(sample), sample)
        }
    }

    func testFoodColumnsLineUpWhateverTheName() throws {
        let db = try AppDatabase.inMemory()
        for (name, kcal) in [("Rice", 200.0), ("👍🏽 ok", 300), ("👨‍👩‍👧 meal", 500), ("🇰🇷 kimchi", 40)] {
            try db.addFood(Food(name: name, kcalPerServing: kcal, serving: .serving))
        }
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.character("6"))
        let frame = state.render()
        let columns = try ["200", "300", "500", "40"].map { kcal -> Int in
            let y = try XCTUnwrap((0..<frame.height).first { row in frame.lines()[row].contains(" \(kcal)  serving") }, kcal)
            let x = try XCTUnwrap((0..<frame.width).first { x in frame[x, y].character == "s" && x > 20 })
            return x
        }
        XCTAssertEqual(Set(columns).count, 1, "the Serving column starts at one x: \(columns)")
    }
}
