import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #2: a file of nested brackets cost memory per level times the depth (a full path string
/// per level): 200 KB took 14.7 GB. Now nesting is limited, and the limit is named.
final class JSONNestingTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    private func refusal(_ text: String) -> JSONImportError? {
        do {
            _ = try JSONImporter.check(Data(text.utf8), today: today)
            return nil
        } catch {
            return error as? JSONImportError
        }
    }

    func testDeepBracketsAreRefusedNamingTheLimit() {
        for depth in [65, 3_000, 100_000] {
            let error = refusal(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
            XCTAssertEqual(error?.message, "nested more than 64 levels deep (a Tracker export nests at most 6); refused", "depth \(depth)")
            XCTAssertEqual(error?.path, String(repeating: "[0]", count: 64))
        }
    }

    func testDeepObjectsInsideAnExportAreRefusedByTheirPath() {
        let depth = 5_000
        let text =
            "{\"formatVersion\": 2, \"days\": [], \"x\": " + String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth) + "}"
        let error = refusal(text)
        XCTAssertEqual(error?.path, "x" + String(repeating: ".a", count: 63))
        XCTAssertEqual(error?.message.hasPrefix("nested more than 64 levels deep"), true)
    }

    func testUnclosedNestingIsRefusedTheSameWay() {
        XCTAssertEqual(refusal(String(repeating: "[{\"k\":", count: 40_000))?.message.hasPrefix("nested more than 64 levels"), true)
    }

    /// Brackets inside strings are text, not nesting.
    func testBracketsInsideStringsDoNotCount() throws {
        let db = try AppDatabase.inMemory()
        try db.addExercise(name: "Brackets", howTo: String(repeating: "[{", count: 90))
        let data = try db.exportDocument().encoded()
        XCTAssertNoThrow(try JSONImporter.run(data: data, into: try AppDatabase.inMemory(), today: today))
    }

    /// The deepest a real export goes is well inside the limit.
    func testARealExportNestsWithinTheLimitItStates() throws {
        let db = try AppDatabase.inMemory()
        try DiaryGenerator(days: 5, foods: 3, entriesPerDay: 2, endingOn: today).fill(db)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/modern.xml").path
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        try db.addCounter(name: "Plates", at: CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: today))
        let text = String(decoding: try db.exportDocument().encoded(), as: UTF8.self)
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "{": depth += 1; deepest = max(deepest, depth)
            case "]", "}": depth -= 1
            default: break
            }
        }
        XCTAssertLessThanOrEqual(deepest, 6)
    }
}
