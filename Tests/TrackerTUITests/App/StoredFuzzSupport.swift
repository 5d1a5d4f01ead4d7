import Foundation
import GRDB
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// What the stored-value fuzz tests share: the schema's columns by declared type, a hand edit as
/// sqlite3 makes it, and every bound key pressed on every tab.
enum StoredFuzz {
    /// Every column of every table whose declared type (upper case) passes `isWanted`, keys left out
    /// (an INTEGER PRIMARY KEY takes no text, in sqlite3 either); read from the schema, so a new
    /// column is covered without editing a test.
    static func columns(of db: AppDatabase, where isWanted: (String) -> Bool) throws -> [(table: String, name: String)] {
        try db.read { connection in
            let tables = try String.fetchAll(
                connection, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'")
            return try tables.flatMap { table in
                try Row.fetchAll(connection, sql: "PRAGMA table_info(\(table))")
                    .filter { isWanted(($0["type"] as String).uppercased()) && ($0["pk"] as Int == 0 || !($0["type"] as String).uppercased().contains("INT")) }
                    .map { (table: table, name: $0["name"] as String) }
            }
        }
    }

    /// Every other row of the column, past the app's checks and foreign keys, as sqlite3 would (it
    /// leaves foreign keys off unless asked).
    static func corrupt(_ db: AppDatabase, _ table: String, _ column: String, with value: String) throws {
        try db.writer.writeWithoutTransaction { connection in
            try connection.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? connection.execute(sql: "PRAGMA foreign_keys = ON") }
            try connection.execute(sql: "PRAGMA ignore_check_constraints = ON")
            defer { try? connection.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
            let hasRowID = (try? connection.execute(sql: "SELECT rowid FROM \(table) LIMIT 1")) != nil
            try connection.execute(sql: "UPDATE OR IGNORE \(table) SET \(column) = \(value) WHERE \(hasRowID ? "rowid % 2 = 0" : "1")")
        }
    }

    /// On each tab, each key any of the app's key tables binds, a step into what it opened, and back
    /// out; every frame is whole, and none shows `forbidding` (a message that a stored value could not be read).
    static func pressEveryKeyOnEveryTab(_ db: AppDatabase, size: (Int, Int), note: String, forbidding: String? = nil) throws {
        var state = try makeState(width: size.0, height: size.1, database: db)
        let keys = StoredTextFuzzTests.boundKeys
        for tab in Tab.allCases {
            for key in TestDepth.sample(keys, quick: keys.count / 4) where key != .character("q") && key != .control("c") {
                _ = state.handle(.character(Character(String(tab.rawValue + 1))))
                for (index, step) in [key, .down, .enter, .escape, .escape, .escape].enumerated() {
                    let effects = state.handle(step)
                    if effects.contains(.quit) { state.quitConfirmation = nil }
                    // A quick run draws what the key opened and what a step into it shows; a full run draws every step.
                    guard TestDepth.isFull || index == 0 || index == 2 else { continue }
                    let frame = state.render()
                    XCTAssertEqual(frame.cells.count, size.0 * size.1, "\(note): \(tab) \(key)")
                    if let forbidding { XCTAssertNil(frame.lines().first { $0.contains(forbidding) }, "\(note): \(tab) \(key)") }
                }
            }
        }
    }
}
