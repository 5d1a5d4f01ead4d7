import Foundation
import XCTest
@testable import TrackerKit

/// Every integer field of the export, found from the Codable types, refuses a value that is not a
/// whole number in its range, naming its JSON path, and nothing is written.
final class JSONWholeNumberTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)
    static let badValues = ["1e300", "1.5", "-0.5", "\"3\"", "true", "99999999999999999999"]

    /// A database with a record of every kind, each list non-empty.
    private func database() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: base, today: today)
        try db.saveProgram(
            WorkoutProgram(
                name: "Tabata", blocks: [.init(items: [.init(exercise: "Squat", seconds: 30)]), .init(items: [.init(exercise: "Burpee", seconds: 20)])],
                blockRestSeconds: 60))
        try db.logExercise("Squat", on: today)
        let lymph = try db.addCounter(name: "Lymph", at: clock)
        let pad = try db.savePad(name: "Diff", target: 100, counterIds: [lymph.id])
        _ = try db.tap(counterId: lymph.id, times: 3, at: clock)
        _ = try db.finishPadCount(padId: pad.id, at: clock)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/watchos11-pool-sets.xml"
        ).path
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        return db
    }

    func testTheProbeFindsTheIntegerFields() throws {
        let paths = try IntegerFieldProbe.paths(of: ExportDocument.self)
        for expected in ["formatVersion", "exercises[0].rating", "counters[0].changes[0].delta", "pads[0].sessions[0].cells[0].count"] {
            XCTAssertTrue(paths.contains(expected), "\(expected) not in \(paths)")
        }
        XCTAssertFalse(paths.contains("swims[0].durationSeconds"), "a Double is not an integer field")
    }

    func testEveryIntegerFieldRefusesABadValueByItsPath() throws {
        let db = try database()
        let good = try JSONSerialization.jsonObject(with: try db.exportDocument().encoded()) as! [String: Any]
        let before = try db.exportDocument()
        let marker = "\"@bad@\""
        // A full run gives every field every bad value; the quick run every field one, the values in turn.
        for (index, path) in try IntegerFieldProbe.paths(of: ExportDocument.self).enumerated() {
            var top = good
            XCTAssertTrue(JSONPath.set(&top, path, to: "@bad@"), "the fixture has no \(path)")
            let text = String(decoding: try JSONSerialization.data(withJSONObject: top, options: [.sortedKeys]), as: UTF8.self)
            for bad in TestDepth.isFull ? Self.badValues : [Self.badValues[index % Self.badValues.count]] {
                let data = Data(text.replacingOccurrences(of: marker, with: bad).utf8)
                XCTAssertThrowsError(try JSONImporter.run(data: data, into: db, today: today), "\(path) = \(bad)") { error in
                    let refusal = error as? JSONImportError
                    XCTAssertEqual(refusal?.path, path, "\(path) = \(bad): \(error)")
                    XCTAssertTrue("\(error)".hasPrefix("\(path): "), "\(error)")
                    let said = refusal?.message ?? ""
                    XCTAssertTrue(said.contains("is not a whole number") || said == "expected a number", "\(path) = \(bad): \(said)")
                }
            }
        }
        XCTAssertEqual(try db.exportDocument(), before, "a refused file writes nothing")
    }

    func testTheMessageSaysTheNumberIsNotWhole() throws {
        var top = try JSONSerialization.jsonObject(with: try database().exportDocument().encoded()) as! [String: Any]
        XCTAssertTrue(JSONPath.set(&top, "exercises[0].rating", to: 1.5))
        let data = try JSONSerialization.data(withJSONObject: top)
        XCTAssertThrowsError(try JSONImporter.run(data: data, into: try AppDatabase.inMemory(), today: today)) { error in
            XCTAssertTrue("\(error)".hasPrefix("exercises[0].rating: 1.5 is not a whole number"), "\(error)")
        }
    }
}

/// Sets a value at a path like `counters[0].changes[0].delta` in a JSONSerialization object.
enum JSONPath {
    static func set(_ object: inout [String: Any], _ path: String, to value: Any) -> Bool {
        var steps: [Any] = []
        for part in path.split(separator: ".") {
            let pieces = part.split(separator: "[")
            steps.append(String(pieces[0]))
            for index in pieces.dropFirst() { steps.append(Int(index.dropLast())!) }
        }
        var root: Any = object
        guard set(&root, steps[...], to: value) else { return false }
        object = root as! [String: Any]
        return true
    }

    private static func set(_ node: inout Any, _ steps: ArraySlice<Any>, to value: Any) -> Bool {
        guard let step = steps.first else {
            node = value
            return true
        }
        if let key = step as? String, var dictionary = node as? [String: Any], var child = dictionary[key] {
            guard set(&child, steps.dropFirst(), to: value) else { return false }
            dictionary[key] = child
            node = dictionary
            return true
        }
        if let index = step as? Int, var list = node as? [Any], list.indices.contains(index) {
            var child = list[index]
            guard set(&child, steps.dropFirst(), to: value) else { return false }
            list[index] = child
            node = list
            return true
        }
        return false
    }
}

/// A number no field can hold (1e999, hundreds of digits) fails JSONSerialization as a whole; it is
/// named by its path, and the message stays short.
final class JSONNumberTooLargeTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    func testANumberTooLargeForAnyFieldIsNamedByItsPath() throws {
        let db = try AppDatabase.inMemory()
        try db.logExercise("Squat", on: today)
        let text = String(decoding: try db.exportDocument().encoded(), as: UTF8.self)
        for huge in ["1e999", "-1e999", String(repeating: "9", count: 400)] {
            for (field, path) in [("\"rating\" : 0", "exercises[0].rating"), ("\"formatVersion\" : 3", "formatVersion")] {
                XCTAssertTrue(text.contains(field))
                let data = Data(text.replacingOccurrences(of: field, with: field.split(separator: ":")[0] + ": \(huge)").utf8)
                XCTAssertThrowsError(try JSONImporter.run(data: data, into: try AppDatabase.inMemory(), today: today)) { error in
                    let refusal = error as? JSONImportError
                    XCTAssertEqual(refusal?.path, path, "\(error)")
                    XCTAssertTrue(refusal?.message.hasSuffix("is too large a number") == true, "\(error)")
                    XCTAssertLessThan("\(error)".count, 80)
                }
            }
        }
    }
}
