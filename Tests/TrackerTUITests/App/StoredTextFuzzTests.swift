import Foundation
import GRDB
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// No stored text may make the app trap either: a hand edit with sqlite3 can leave bytes that are
/// not UTF-8, an empty name, a date that is no date, a kind the app does not know, or a megabyte of
/// text in any text column. Every text column of every table (read from the schema, so a new column
/// is covered without editing this test) gets such values; then every bound key of every tab is
/// pressed, and the export and the consistency check run.
final class StoredTextFuzzTests: XCTestCase {
    /// SQL expressions, each a value a hand edit could store in a text column.
    static let hostile: [String] = [
        "x'ff41fe'",  // not UTF-8 (GRDB's `as String` traps on it)
        "''",
        "'zzz'",  // no kind, date, unit or key the app knows
        "'2026-13-45'",
        "char(27) || '[31m' || char(8238) || 'evil'",
        "hex(zeroblob(50000))",  // 100,000 characters
        "x''",
        "'9' || hex(zeroblob(20))",  // digits where a name, a list or a date is expected
    ]

    func testHostileStoredTextNeverTrapsAScreenTheExportOrTheChecks() throws {
        // Every round (every column meeting every value) in a long run; CI's full run, 3 rounds (each column meets 3
        // values, each screen size once); the quick loop, 1.
        let rounds = TestDepth.isLong ? Self.hostile.count : TestDepth.isFull ? 3 : 1
        for round in 0..<rounds {
            let db = try DemoDiary.copy(days: 35)
            let columns = try StoredFuzz.columns(of: db) { $0.contains("TEXT") }
            XCTAssertGreaterThan(columns.count, 20, "the schema's text columns are found")
            // Each column gets a different hostile value in each round, so every pairing is met over the rounds.
            for (index, column) in columns.enumerated() {
                try StoredFuzz.corrupt(db, column.table, column.name, with: Self.hostile[(index + round) % Self.hostile.count])
            }
            let note = "round \(round)"
            try StoredFuzz.pressEveryKeyOnEveryTab(db, size: [(80, 24), (200, 60), (60, 18)][round % 3], note: note, forbidding: "could not decode")
            XCTAssertNoThrow(try db.exportDocument().encoded(), note)
            XCTAssertNoThrow(try db.consistencyProblems(), note)
        }
    }

    /// The keys of every screen's tables: what a user can press anywhere.
    static let boundKeys: [Key] = {
        let tables: [[Key]] = [
            LogScreen.calendarKeys.bindings.flatMap(\.keys), LogScreen.entryKeys.bindings.flatMap(\.keys),
            ProgressScreen.keys.bindings.flatMap(\.keys),
            WorkoutScreen.welcomeKeys.bindings.flatMap(\.keys), WorkoutScreen.exerciseKeys.bindings.flatMap(\.keys),
            WorkoutHistoryView.keys.bindings.flatMap(\.keys),
            CountersScreen.listKeys.bindings.flatMap(\.keys), CountersScreen.counterKeys.bindings.flatMap(\.keys),
            CountersScreen.logKeys.bindings.flatMap(\.keys),
            SwimScreen.keys.bindings.flatMap(\.keys),
            DataScreen.foodKeys.bindings.flatMap(\.keys), DataScreen.dayKeys.bindings.flatMap(\.keys),
            DataScreen.profileKeys.bindings.flatMap(\.keys), DataScreen.settingsKeys.bindings.flatMap(\.keys),
        ]
        var seen: [Key] = []
        for key in tables.joined() where !seen.contains(key) { seen.append(key) }
        return seen
    }()
}
