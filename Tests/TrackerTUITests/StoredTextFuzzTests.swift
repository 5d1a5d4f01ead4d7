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
        let rounds = TestDepth.isFull ? Self.hostile.count : 1
        for round in 0..<rounds {
            let db = try DemoDiary.copy(days: 35)
            let columns = try textColumns(of: db)
            XCTAssertGreaterThan(columns.count, 20, "the schema's text columns are found")
            // Each column gets a different hostile value in each round, so every pairing is met over the rounds.
            for (index, column) in columns.enumerated() {
                try corrupt(db, column.table, column.name, with: Self.hostile[(index + round) % Self.hostile.count])
            }
            let note = "round \(round)"
            try pressEveryKeyOnEveryTab(db, size: [(80, 24), (200, 60), (60, 18)][round % 3], note: note)
            _ = try? db.exportDocument().encoded()
            _ = try? db.consistencyProblems()
        }
    }

    private func textColumns(of db: AppDatabase) throws -> [(table: String, name: String)] {
        try db.read { connection in
            let tables = try String.fetchAll(
                connection, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'")
            return try tables.flatMap { table in
                try Row.fetchAll(connection, sql: "PRAGMA table_info(\(table))")
                    .filter { ($0["type"] as String).uppercased().contains("TEXT") }
                    .map { (table: table, name: $0["name"] as String) }
            }
        }
    }

    /// Every other row of the column, past the app's checks and foreign keys, as sqlite3 would (it
    /// leaves foreign keys off unless asked).
    private func corrupt(_ db: AppDatabase, _ table: String, _ column: String, with value: String) throws {
        try db.writer.writeWithoutTransaction { connection in
            try connection.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? connection.execute(sql: "PRAGMA foreign_keys = ON") }
            try connection.execute(sql: "PRAGMA ignore_check_constraints = ON")
            let hasRowID = (try? connection.execute(sql: "SELECT rowid FROM \(table) LIMIT 1")) != nil
            try connection.execute(sql: "UPDATE OR IGNORE \(table) SET \(column) = \(value) WHERE \(hasRowID ? "rowid % 2 = 0" : "1")")
            try connection.execute(sql: "PRAGMA ignore_check_constraints = OFF")
        }
    }

    /// On each tab, each key any of the app's key tables binds, a step into what it opened, and back out.
    private func pressEveryKeyOnEveryTab(_ db: AppDatabase, size: (Int, Int), note: String) throws {
        var state = try makeState(width: size.0, height: size.1, database: db)
        for tab in Tab.allCases {
            for key in TestDepth.sample(Self.boundKeys, quick: Self.boundKeys.count / 2) where key != .character("q") && key != .control("c") {
                _ = state.handle(.character(Character(String(tab.rawValue + 1))))
                for (index, step) in [key, .down, .enter, .escape, .escape, .escape].enumerated() {
                    let effects = state.handle(step)
                    if effects.contains(.quit) { state.quitConfirmation = nil }
                    // A quick run draws what the key opened and what a step into it shows; a full run draws every step.
                    guard TestDepth.isFull || index == 0 || index == 2 else { continue }
                    XCTAssertEqual(state.render().cells.count, size.0 * size.1, "\(note): \(tab) \(key)")
                }
            }
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
