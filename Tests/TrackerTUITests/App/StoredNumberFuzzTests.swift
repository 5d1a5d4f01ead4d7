import Foundation
import GRDB
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// SQLite keeps text or bytes typed into a REAL or INTEGER column as they are: a hand edit with
/// sqlite3 can leave 'abc' where a weight belongs. Every numeric column of every table (read from the
/// schema) gets such values; then every bound key of every tab is pressed, the export must succeed and
/// restore, the consistency check and the command line's read commands must run. A value that is not
/// a number reads as absent.
final class StoredNumberFuzzTests: XCTestCase {
    /// SQL expressions, each a value a hand edit could store in a numeric column.
    static let hostile: [String] = ["'abc'", "''", "x'ff'", "'1e999'", "'12abc'", "' 70 '"]

    static let readCommands: [[String]] = [
        ["day", "list"], ["day", "show", "--date", "2026-11-20"], ["weight", "list"], ["progress"], ["expenditure"],
        ["swim", "list"], ["counter", "list"], ["export"],
    ]

    func testTextInNumericColumnsNeverBreaksAScreenTheExportTheChecksOrTheCommands() throws {
        // Every round (every column meeting every value) in a long run; CI's full run, 3 rounds (each column meets 3
        // values, each screen size once); the quick loop, 1.
        let rounds = TestDepth.isLong ? Self.hostile.count : TestDepth.isFull ? 3 : 1
        for round in 0..<rounds {
            let db = try DemoDiary.copy(days: 35)
            let columns = try StoredFuzz.columns(of: db) { type in ["INT", "REAL", "NUMERIC"].contains { type.contains($0) } }
            XCTAssertGreaterThan(columns.count, 20, "the schema's numeric columns are found")
            // Each column gets a different value in each round, so every pairing is met over a full run.
            for (index, column) in columns.enumerated() {
                try StoredFuzz.corrupt(db, column.table, column.name, with: Self.hostile[(index + round) % Self.hostile.count])
            }
            let note = "round \(round)"
            try StoredFuzz.pressEveryKeyOnEveryTab(db, size: [(80, 24), (200, 60), (60, 18)][round % 3], note: note, forbidding: "could not decode")
            try assertExportRestores(db, note: note)
            XCTAssertNoThrow(try db.consistencyProblems(), note)
            try assertReadCommandsSucceed(db, note: note)
        }
    }

    /// A weight typed as text hides that day's weight only: the month's other weights still show.
    func testATextWeightHidesOnlyItsOwnDay() throws {
        let db = try DemoDiary.copy(days: 35)
        let day = LocalDate(iso: "2026-11-19")!
        try db.writer.write { try $0.execute(sql: "UPDATE day SET weightKg = 'abc' WHERE date = ?", arguments: [day.iso]) }
        let marks = try db.monthMarks(containing: day)
        XCTAssertTrue(marks.values.contains { $0.weightKg != nil }, "other weights of the month show")
        XCTAssertNil(marks[day]?.weightKg, "the text weight reads as absent")
    }

    /// SQLite's SUM counts 'abc' as 0 and '12abc' as 12; a day's total counts such an entry as absent,
    /// the same as the day's list of entries.
    func testADaysTotalCountsATextEnergyAsAbsent() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-19")!
        try db.addQuickEntry(label: "Snack", kcal: 300, on: day)
        try db.addQuickEntry(label: "Typed", kcal: 200, on: day)
        try db.writer.write { try $0.execute(sql: "UPDATE foodEntry SET kcal = '12abc' WHERE label = 'Typed'") }
        let summary = try XCTUnwrap(try db.daySummaries().first)
        XCTAssertEqual(summary.eatenKcal, 300)
        XCTAssertEqual(try db.read { try AppDatabase.dailyIntake($0, from: day, to: day) }.map(\.value), [300])
    }

    /// A counter change typed as text reads as absent, so the count no longer adds up from the start:
    /// the export keeps the count as shown and the import takes it back.
    func testTheExportOfACounterWithATextChangeRestoresItsCount() throws {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let counter = try db.addCounter(name: "Laps", at: clock)
        _ = try db.tap(counterId: counter.id, times: 5, at: clock)
        _ = try db.tap(counterId: counter.id, times: 2, at: clock)
        try db.writer.write { try $0.execute(sql: "UPDATE counterChange SET delta = 'abc' WHERE delta = 2") }
        let restored = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try db.exportDocument().encoded(), into: restored, today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(try restored.counters().map(\.count), [7])
    }

    private func assertExportRestores(_ db: AppDatabase, note: String) throws {
        let data: Data
        do { data = try db.exportDocument().encoded() } catch { return XCTFail("\(note): export failed: \(error)") }
        do {
            _ = try JSONImporter.run(data: data, into: AppDatabase.inMemory(), today: LocalDate(iso: "2026-11-21")!)
        } catch {
            XCTFail("\(note): the export does not restore: \(error)")
        }
    }

    /// The read commands, in-process, on a file copy of the edited diary.
    private func assertReadCommandsSucceed(_ db: AppDatabase, note: String) throws {
        let path = NSTemporaryDirectory() + "tracker-stored-number-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let file = try AppDatabase.open(path: path)
        try db.writer.backup(to: file.writer)
        for command in Self.readCommands {
            XCTAssertEqual(trackerExitCode(command + (command == ["export"] ? ["--output", path + ".json"] : []), db: path), 0, "\(note): \(command)")
        }
        try? FileManager.default.removeItem(atPath: path + ".json")
    }
}
