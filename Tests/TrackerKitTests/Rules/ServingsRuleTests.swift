import Foundation
import XCTest
@testable import TrackerKit

/// QA s7 F3: servings too small to show (0.0001 shows as "0") are refused by the one rule, at least 0.01 (the
/// precision every screen and table prints), wherever they come from: typed, stored, or read from a file.
final class ServingsRuleTests: XCTestCase {
    private let thursday = LocalDate(iso: "2026-11-19")!

    func testTypedServingsUnderOneHundredthAreRefusedWithTheReason() {
        for text in ["0.0001", "0.00000001", "0.009", "0", "-1"] {
            XCTAssertEqual(try? Input.servings(text).get(), nil, text)
        }
        if case .failure(let error) = Input.servings("0.0001") {
            XCTAssertEqual("\(error)", "Servings must be at least 0.01 (the smallest amount shown).")
        }
        XCTAssertEqual(try Input.servings("0.01").get(), 0.01)
        XCTAssertEqual(try Input.servings("1000").get(), 1000)
    }

    func testTheStoreRefusesThemWhateverCalledIt() throws {
        let db = try AppDatabase.inMemory()
        let egg = try db.addFood(Food(name: "Egg", kcalPerServing: 78, serving: .piece))
        XCTAssertThrowsError(try db.addEntry(foodId: egg.id!, servings: 0.0001, on: thursday)) {
            XCTAssertTrue("\($0)".contains("Servings must be from 0.01 to 1000"), "\($0)")
        }
        try db.addEntry(foodId: egg.id!, servings: 2.75, on: thursday)
        XCTAssertThrowsError(try db.updateEntry(id: try XCTUnwrap(db.entries(on: thursday).first?.id), servings: 0.0001))
        XCTAssertEqual(try db.entries(on: thursday).map(\.servings), [2.75])
    }

    func testAJSONFileWithSmallerServingsIsRefusedNamingThePath() throws {
        let json = """
            {"formatVersion": 1, "application": "tracker", "settings": {}, "foods": [{"name": "Egg", "kcalPerServing": 78, "serving": "piece"}],
             "days": [{"date": "2026-11-19", "weightKg": null, "memo": null, "entries": [{"food": "Egg", "servings": 0.0001}]}],
             "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": []}
            """
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try JSONImporter.run(data: Data(json.utf8), into: db, today: thursday)) {
            XCTAssertTrue("\($0)".contains("days[0].entries[0].servings"), "\($0)")
        }
        XCTAssertEqual(try db.foods(), [], "nothing imported")
    }

    func testACSVRowWithSmallerServingsIsRefusedWithTheRule() {
        guard case .failure(let error) = ImportedEntryRules.entry(name: "Egg", kcal: 1, servings: 0.001, serving: "piece") else {
            return XCTFail("0.001 servings accepted")
        }
        XCTAssertEqual("\(error)", "servings must be from 0.01 to 1000 (got 0.001)")
    }
}
