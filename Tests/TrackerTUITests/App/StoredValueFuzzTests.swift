import Foundation
import GRDB
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// Issue 13 #5/#6: no stored value may make a screen trap, whatever put it there (an older version's
/// import, a hand edit with sqlite3). A demo year gets extreme numbers written straight into its
/// tables, then every tab is drawn at three sizes and driven with random keys.
final class StoredValueFuzzTests: XCTestCase {
    private static let extremes: [String] = ["1e300", "-1e300", "9e999", "-9e999", "9.3e18", "-9.3e18", "0", "-1", "1e-300"]
    private static let integerExtremes: [String] = ["9223372036854775807", "-9223372036854775807", "-9223372036854775808", "0"]

    /// Every numeric column a screen reads, with whether the column is an integer.
    private static let columns: [(table: String, column: String, integer: Bool)] = [
        ("day", "weightKg", false), ("food", "kcalPerServing", false), ("foodEntry", "servings", false), ("foodEntry", "kcal", false),
        ("foodEntry", "loggedKcalPerServing", false),
        ("profile", "heightCm", false), ("profile", "goalWeightKg", false),
        ("swim", "durationSeconds", false), ("swim", "distanceMeters", false), ("swim", "activeKcal", false),
        ("swim", "lapLengthMeters", false), ("swim", "strokes", true),
        ("swimLap", "offsetSeconds", false), ("swimLap", "durationSeconds", false), ("swimLap", "swolf", false), ("swimLap", "strokeStyle", true),
        ("swimStroke", "meters", false), ("swimStroke", "style", true),
        ("swimHeartRate", "offsetSeconds", false), ("swimHeartRate", "bpm", false),
        ("counter", "count", true), ("counter", "start", true), ("counter", "step", true), ("counter", "goal", true),
        ("counterChange", "delta", true), ("counterChange", "countAfter", true), ("pad", "target", true),
        ("exercise", "rating", true),
    ]

    /// Each table at a time, every numeric column of it given extreme values of its own SQL type
    /// (testEverythingExtremeAtOnce mixes the types). TRACKER_FUZZ_LONG=1: one column at a time, more keys.
    func testExtremeStoredNumbersNeverTrapAScreen() throws {
        let long = ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1"
        var random = SeededRandom(seed: 13)
        let groups: [[(table: String, column: String, integer: Bool)]] =
            long
            ? Self.columns.map { [$0] }
            : Dictionary(grouping: Self.columns, by: \.table).sorted { $0.key < $1.key }.map(\.value)
        // Quick runs take every third group (testEverythingExtremeAtOnce still covers every column).
        for (index, group) in groups.enumerated() where TestDepth.isFull || index % 3 == 0 {
            let db = try demoYear()
            var notes: [String] = []
            for (offset, entry) in group.enumerated() {
                let values = entry.integer ? Self.integerExtremes : Self.extremes
                let value = values[(index + offset) % values.count], second = values.randomElement(using: &random)!
                try corrupt(db, entry.table, entry.column, with: [value, second])
                notes.append("\(entry.table).\(entry.column) = \(value), \(second)")
            }
            let note = notes.joined(separator: "; ")
            try driveEveryTab(db, random: &random, keys: long ? 3000 : 25, sizes: long ? Self.sizes : [Self.sizes[index % 3]], note: note)
            // A count edited apart from its change log is refused by the import on purpose; the rest restores.
            // (The default run checks the export once, below, with every such column extreme at once.)
            if long && !group[0].table.hasPrefix("counter") { try assertExportRestores(db, note: note) }
        }
    }

    /// Every numeric column but the counters' (whose counts must match their logs) extreme at once,
    /// each with values of its own SQL type: the export still passes the import's own checks.
    func testTheExportOfExtremeStoredNumbersRestores() throws {
        let db = try demoYear()
        var notes: [String] = []
        for (index, entry) in Self.columns.enumerated() where !entry.table.hasPrefix("counter") {
            let values = entry.integer ? Self.integerExtremes : Self.extremes
            let pair = [values[index % values.count], values[(index + 3) % values.count]]
            try corrupt(db, entry.table, entry.column, with: pair)
            notes.append("\(entry.table).\(entry.column) = \(pair.joined(separator: ", "))")
        }
        try assertExportRestores(db, note: notes.joined(separator: "; "))
    }

    func testEverythingExtremeAtOnce() throws {
        var random = SeededRandom(seed: 1313)
        for round in 0..<(ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" ? 20 : TestDepth.isFull ? 2 : 1) {
            let db = try demoYear()
            for entry in Self.columns {
                let values = entry.integer ? Self.integerExtremes + Self.extremes : Self.extremes
                try corrupt(db, entry.table, entry.column, with: [values.randomElement(using: &random)!, values.randomElement(using: &random)!])
            }
            try driveEveryTab(db, random: &random, keys: TestDepth.isFull ? 400 : 150, sizes: Self.sizes, note: "round \(round)")
        }
    }

    /// A fresh copy of one demo diary (made once: filling it is the slow part); 35 days by default,
    /// the whole demo year with TRACKER_FUZZ_LONG=1.
    private func demoYear() throws -> AppDatabase {
        try DemoDiary.copy(days: ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" ? 365 : 35)
    }

    /// Writes the values into every other row of the column, past the app's checks (as sqlite3 would);
    /// CHECK constraints are switched off for the edit so that they cannot hide a case.
    private func corrupt(_ db: AppDatabase, _ table: String, _ column: String, with values: [String]) throws {
        try db.writer.writeWithoutTransaction { connection in
            try connection.execute(sql: "PRAGMA ignore_check_constraints = ON")
            let hasRowID = (try? connection.execute(sql: "SELECT rowid FROM \(table) LIMIT 1")) != nil
            for (offset, value) in values.enumerated() {
                // A table without rowids (day) gets the first value in every row.
                let rows = hasRowID ? "(rowid + \(offset)) % 2 = 0" : offset == 0 ? "1" : "0"
                try connection.execute(sql: "UPDATE OR IGNORE \(table) SET \(column) = \(value) WHERE \(rows)")
            }
            try connection.execute(sql: "PRAGMA ignore_check_constraints = OFF")
        }
    }

    /// The export of whatever is stored can be encoded and restored into an empty database.
    private func assertExportRestores(_ db: AppDatabase, note: String) throws {
        let data: Data
        do { data = try db.exportDocument().encoded() } catch { return XCTFail("\(note): export failed: \(error)") }
        do {
            // The import's own check of the whole document; TRACKER_FUZZ_LONG=1 also writes it into a new database.
            let document = try JSONDecoder().decode(ExportDocument.self, from: data)
            try Validator(today: LocalDate(iso: "2026-11-21")!).check(document)
            if ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" {
                _ = try JSONImporter.run(data: data, into: AppDatabase.inMemory(), today: LocalDate(iso: "2026-11-21")!)
            }
        } catch {
            XCTFail("\(note): the export does not restore: \(error)")
        }
    }

    private static let sizes = [(80, 24), (200, 60), (60, 18)]

    private func driveEveryTab(_ db: AppDatabase, random: inout SeededRandom, keys: Int, sizes: [(Int, Int)], note: String) throws {
        let time = TestTime()
        for (width, height) in sizes {
            var state = try makeState(width: width, height: height, database: db, time: time)
            for tab in "123456" {
                _ = state.handle(.character(tab))
                XCTAssertEqual(state.render().cells.count, width * height, note)
                for key: Key in [.enter, .down, .enter, .character("l"), .left, .up, .right, .escape, .escape] {
                    _ = state.handle(key)
                    _ = state.render()
                }
            }
        }
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        let keysToTry: [Key] = [
            .up, .down, .left, .right, .enter, .escape, .tab, .pageUp, .pageDown, .home, .end,
            .character("1"), .character("2"), .character("3"), .character("4"), .character("5"), .character("6"),
            .character("l"), .character("p"), .character("v"), .character("n"), .character("["), .character("]"),
            .character("h"), .character("w"), .character("m"), .character("y"), .character("a"),
        ]
        for _ in 0..<keys {
            let effects = state.handle(keysToTry.randomElement(using: &random)!)
            if effects.contains(.quit) { state.quitConfirmation = nil }
            _ = state.render()
        }
        _ = try? db.exportDocument().encoded()
        _ = try? db.consistencyProblems()
    }
}
