import Foundation
import XCTest
@testable import TrackerKit

/// QA s7 M8: a memo may embed right-to-left text the recommended safe way, with the Unicode isolates (U+2066–U+2069)
/// and marks; only the embeddings and overrides (U+202A–U+202E), whose effect runs on past them, are refused. Names,
/// which must not look alike, still refuse every bidi control.
final class MemoIsolateTests: XCTestCase {
    private let thursday = LocalDate(iso: "2026-11-19")!
    private let isolated = "Dinner at \u{2067}מסעדה\u{2069} with \u{2068}Sam\u{2069}, \u{2066}ok\u{2069} \u{200F}"

    func testAMemoKeepsIsolatesAndMarks() throws {
        XCTAssertEqual(try Input.memo(isolated).get(), isolated)
        let db = try AppDatabase.inMemory()
        try db.setMemo(isolated, on: thursday)
        let copy = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try db.exportDocument().encoded(), into: copy, today: thursday)
        XCTAssertEqual(try copy.exportDocument().days.first?.memo, isolated, "and a JSON import takes it too")
    }

    func testAMemoRefusesEveryEmbeddingAndOverride() {
        for v in 0x202A...0x202E {
            let text = "abc\(Character(Unicode.Scalar(UInt32(v))!))def"
            guard case .failure(let error) = Input.memo(text) else { return XCTFail("U+\(String(v, radix: 16)) accepted") }
            XCTAssertEqual("\(error)", "A memo cannot contain direction-override characters (U+\(String(v, radix: 16, uppercase: true))).")
        }
    }

    func testANameStillRefusesIsolates() {
        XCTAssertNil(try? Input.name("Egg\u{2066}", .food).get())
        XCTAssertNil(try? Input.name("Egg\u{200F}", .food).get())
    }
}
