import Foundation
import XCTest
@testable import TrackerKit

/// QA1 finding 8: a K-Count days JSON whose food entries are flat (`{"name", "calories"}`) is read (the
/// calories as logged, one serving) beside the nested shape K-Count writes; what is really missing or
/// mistyped refuses the file, named by its JSON path.
final class KCountFlatFoodEntryTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func read(_ entries: String) throws -> WeightHistory {
        let text = #"[{"date":"2025-08-25","weight":80.5,"foodEntries":["# + entries + "]}]"
        return try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: today)
    }

    private func refusal(_ entries: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try read(entries)
            XCTFail("\(entries) was read", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testAFlatEntryIsReadWithItsCaloriesAsLogged() throws {
        let history = try read(
            #"{"name":"Toast","calories":120},{"name":"Tea","calories":30,"servingType":"cup","servingSize":2},"#
                + #"{"food":{"name":"Oats","calories":150,"servingType":"cup"},"servingSize":2}"#)
        let entries = try XCTUnwrap(history.foodDays.first).entries
        XCTAssertEqual(entries.map(\.name), ["Toast", "Tea", "Oats"])
        XCTAssertEqual(entries.map(\.kcal), [120, 30, 300], "flat: as logged; nested: 150 × 2")
        XCTAssertEqual(entries.map(\.servings), [1, 1, 2])
        XCTAssertEqual(entries[1].serving, .cup)
    }

    func testWhatIsMissingOrMistypedIsNamedByItsPath() {
        let cases: [(String, String)] = [
            (#"{"name":"Toast"}"#, "day 1, food entry 1: “calories” is missing"),
            (#"{"calories":120}"#, "day 1, food entry 1: “name” is missing"),
            (#"{"name":"Toast","calories":"lots"}"#, "day 1, food entry 1: “calories” must be a number"),
            (#"{"food":{"name":"Oats","servingType":"cup"},"servingSize":2}"#, "day 1, food entry 1: “food.calories” is missing"),
            (#"{"food":{"calories":150},"servingSize":2}"#, "day 1, food entry 1: “food.name” is missing"),
            (#"{"food":{"name":"Oats","calories":150}}"#, "day 1, food entry 1: “servingSize” is missing"),
            (#"{"food":"Oats","servingSize":2}"#, "day 1, food entry 1: “food” must be an object"),
            (#"{"food":{"name":7,"calories":150},"servingSize":2}"#, "day 1, food entry 1: “food.name” must be text"),
            (#""Toast""#, "day 1, food entry 1: not an object"),
            // QA M11: a negative amount was reported as calories of -100; a huge value in 301 digits.
            (#"{"food":{"name":"Oats","calories":100},"servingSize":-1}"#, "servings must be from 0.01 to 1000 (got -1)"),
            (#"{"name":"Toast","calories":1e300}"#, "calories must be above 0 and at most 20000 (got 1e+300)"),
        ]
        for (entry, message) in cases {
            let refused = refusal(entry)
            XCTAssertTrue(refused.contains(message), "\(entry): \(refused)")
            XCTAssertFalse(refused.contains("not a food with a name and calories"), refused)
        }
    }
}
