import Foundation
import XCTest
@testable import TrackerKit

/// JSONSerialization keeps the last of two equal keys and JSONDecoder the first: such a file is refused.
final class JSONDuplicateKeyTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    private func exportText() throws -> String {
        let db = try AppDatabase.inMemory()
        try db.logExercise("Squat", on: today)
        return String(decoding: try db.exportDocument().encoded(), as: UTF8.self)
    }

    func testAKeyWrittenTwiceIsRefusedByItsPath() throws {
        let text = try exportText()
        let cases = [
            ("\"formatVersion\" : 3", "\"formatVersion\" : 99, \"formatVersion\" : 3", "formatVersion"),
            ("\"rating\" : 0", "\"rating\" : 0, \"rating\" : 1.5", "exercises[0].rating"),
            ("\"rating\" : 0", "\"rating\" : 0, \"r\\u0061ting\" : 0", "exercises[0].rating"),
            ("\"count\" : 1", "\"count\" : 1, \"count\" : 1", "workouts[0].count"),
        ]
        for (find, replace, path) in cases {
            XCTAssertTrue(text.contains(find), find)
            let target = try AppDatabase.inMemory()
            let data = Data(text.replacingOccurrences(of: find, with: replace).utf8)
            XCTAssertThrowsError(try JSONImporter.run(data: data, into: target, today: today), replace) { error in
                XCTAssertEqual(error as? JSONImportError, JSONImportError(path: path, message: "appears twice in one object (each field must be written once)"))
            }
            XCTAssertTrue(try target.exercises().allSatisfy { $0.rating == 0 } && target.pads().isEmpty)
        }
    }

    func testEqualKeysInDifferentObjectsAndKeysInsideStringsAreFine() throws {
        let text = try exportText().replacingOccurrences(of: "\"howTo\" : \"", with: "\"howTo\" : \"\\\"rating\\\" : 1, {[\\\"")
        XCTAssertNoThrow(try JSONImporter.run(data: Data(text.utf8), into: try AppDatabase.inMemory(), today: today))
    }
}
