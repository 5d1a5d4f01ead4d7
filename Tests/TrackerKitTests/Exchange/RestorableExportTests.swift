import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 24 #3: diaries edited with sqlite3 (as a user, an older version or another tool may leave
/// them) exported with exit 0, and `import json` then refused the file whole. Whatever the store can
/// read, the export now writes so that a restore into an empty diary succeeds: normalised, or left
/// out and named.
final class RestorableExportTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)

    private func diary() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try DiaryGenerator(days: 10, foods: 4, entriesPerDay: 2, endingOn: today).fill(db)
        try db.setMemo("first", on: today)
        try db.setMemo("second", on: today.adding(days: -1))
        try db.setMemo("third", on: today.adding(days: -2))
        _ = try db.addCounter(name: "Plates", at: CounterClock(now: base, today: today))
        _ = try db.addCounter(name: "Cups", at: CounterClock(now: base.addingTimeInterval(1), today: today))
        try db.addSwim(on: today, minutes: 45, meters: 1500, kcal: nil, poolLength: 25, at: base)
        try db.addSwim(on: today.adding(days: -1), minutes: 30, meters: 1000, kcal: nil, poolLength: 25, at: base.addingTimeInterval(-86_400))
        return db
    }

    /// What sqlite3 can leave behind, each edit as a user could type it.
    private let edits: [(String, String)] = [
        ("a memo with CRLF", "UPDATE day SET memo = 'line one' || char(13, 10) || 'line two' WHERE date = '2026-11-24'"),
        ("a memo with CR alone", "UPDATE day SET memo = 'one' || char(13) || 'two' WHERE date = '2026-11-23'"),
        ("a memo with U+2028", "UPDATE day SET memo = 'one' || char(8232) || 'two' WHERE date = '2026-11-22'"),
        ("a blank food name", "UPDATE food SET name = '   ' WHERE id = (SELECT min(id) FROM food)"),
        ("a blank counter name", "UPDATE counter SET name = '' WHERE name = 'Cups'"),
        ("a birth date in 9999", "INSERT OR REPLACE INTO profile(id, name, birthDate) VALUES (1, 'Ann', '9999-01-01')"),
        ("a day that is no date", "UPDATE day SET date = '2026-02-30' WHERE date = (SELECT min(date) FROM day)"),
        ("a 1e300 m swim", "UPDATE swim SET distanceMeters = 1e300 WHERE date = '2026-11-23'"),
        ("a setting outside its range", "INSERT OR REPLACE INTO setting(key, value) VALUES ('workout.seconds', '601')"),
    ]

    /// A diary setting outside its rule is not dropped in silence: it is left out and named by its path.
    func testASettingOutsideItsRuleIsLeftOutAndNamed() throws {
        let db = try diary()
        try db.writer.write { try $0.execute(sql: "INSERT OR REPLACE INTO setting(key, value) VALUES ('workout.seconds', '601')") }
        let (document, setAside) = try db.exportDocument().restorable(today: today)
        XCTAssertNil(document.settings["workout.seconds"])
        XCTAssertTrue(setAside.contains { $0.hasPrefix("settings.workout.seconds") }, "\(setAside)")
    }

    func testEveryEditedDiaryExportsToAFileThatRestores() throws {
        for (what, sql) in edits {
            let db = try diary()
            try db.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA foreign_keys = OFF; \(sql); PRAGMA foreign_keys = ON") }
            let (document, setAside) = try db.exportDocument().restorable(today: today)
            let copy = try AppDatabase.inMemory()
            XCTAssertNoThrow(try JSONImporter.run(data: try document.encoded(), into: copy, today: today), what)
            if what.hasPrefix("a memo") {
                XCTAssertEqual(setAside, [], what)
                let memos = try copy.read { try String.fetchAll($0, sql: "SELECT memo FROM day WHERE memo IS NOT NULL") }
                XCTAssertTrue(memos.contains { $0 == "line one\nline two" || $0 == "one\ntwo" }, "\(what): \(memos)")
                XCTAssertFalse(memos.contains { $0.contains("\r") || $0.contains("\u{2028}") }, what)
            } else if what != "a 1e300 m swim" {  // the store reads that distance as not recorded (0): nothing to leave out
                XCTAssertFalse(setAside.isEmpty, "\(what) is named")
            }
        }
    }

    func testWhatIsLeftOutIsTheSmallestPartAndNamedByItsPath() throws {
        let db = try diary()
        try db.writer.write { try $0.execute(sql: "INSERT OR REPLACE INTO profile(id, name, birthDate) VALUES (1, 'Ann', '9999-01-01')") }
        try db.writer.write { try $0.execute(sql: "UPDATE counter SET name = ' ' WHERE name = 'Cups'") }
        let (document, setAside) = try db.exportDocument().restorable(today: today)
        XCTAssertEqual(document.profile?.name, "Ann", "the name stays; only the birth date is left out")
        XCTAssertNil(document.profile?.birthDate)
        XCTAssertEqual(document.counters.map(\.name), ["Plates"])
        XCTAssertEqual(document.days.count, 10, "every day stays")
        XCTAssertEqual(setAside.count, 2)
        XCTAssertTrue(setAside.first?.hasPrefix("profile.birthDate: ") == true, "\(setAside)")
        XCTAssertTrue(
            setAside.last?.hasPrefix("counters[") == true && setAside.last?.contains("].name: A counter name cannot be empty.") == true, "\(setAside)")
    }

    /// A food left out takes its entries with it, said once.
    func testAFoodLeftOutTakesItsEntriesInOneStep() throws {
        let db = try diary()
        let food = try XCTUnwrap(db.read { try String.fetchOne($0, sql: "SELECT name FROM food WHERE id IN (SELECT foodId FROM foodEntry) LIMIT 1") })
        let entries = try db.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM foodEntry JOIN food ON food.id = foodId WHERE food.name = ?", arguments: [food])
        }
        try db.writer.write { try $0.execute(sql: "UPDATE food SET name = ' ' WHERE name = ?", arguments: [food]) }
        let (document, setAside) = try db.exportDocument().restorable(today: today)
        XCTAssertEqual(setAside.count, 1, "\(setAside)")
        XCTAssertTrue(setAside.first?.hasSuffix(entries == 1 ? "(with its entry)" : "(with its \(entries ?? 0) entries)") == true, "\(setAside)")
        XCTAssertNoThrow(try JSONImporter.run(data: try document.encoded(), into: try AppDatabase.inMemory(), today: today))
    }

    func testACleanDiaryExportsUnchanged() throws {
        let document = try diary().exportDocument()
        let (restorable, setAside) = document.restorable(today: today)
        XCTAssertEqual(setAside, [])
        XCTAssertEqual(restorable, document)
    }

    /// The import takes CRLF and CR line ends in a memo as LF instead of refusing them as control characters.
    func testAMemoWithCRLFImportsWithLF() throws {
        var document = try diary().exportDocument()
        let index = try XCTUnwrap(document.days.firstIndex { $0.memo != nil })
        document.days[index].memo = "a\r\nb\rc"
        let copy = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try document.encoded(), into: copy, today: today)
        XCTAssertEqual(try copy.dayDetail(LocalDate(iso: document.days[index].date)!).memo, "a\nb\nc")
        XCTAssertEqual(try Input.memo("x\r\ny").get(), "x\ny", "the form and the command line take it the same way")
    }
}
