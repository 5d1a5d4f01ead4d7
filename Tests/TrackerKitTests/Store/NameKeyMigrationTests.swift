import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// A database saved under the old key (NFC, lower case) can hold two spellings of one name: the
/// migration keeps both, numbering the later one, with every entry on the food it was logged on.
final class NameKeyMigrationTests: XCTestCase {
    private var folder: String!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-namekeys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Rows as the previous version wrote them: the old key, both spellings.
    private func previousSchemaDatabase() throws -> String {
        let path = folder + "/old.sqlite"
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v7-counters-pad-sessions")
        let longName = String(repeating: "Ｘ", count: 60)
        try old.write { db in
            for (name, kcal) in [("Apple", 95.0), ("Ａｐｐｌｅ", 50), ("apple (2)", 10), (String(repeating: "x", count: 60), 30), (longName, 20)] {
                try db.execute(
                    sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES (?, ?, ?, 'piece')",
                    arguments: [name, name.lowercased(), kcal])
            }
            try db.execute(sql: "INSERT INTO day(date) VALUES ('2026-11-20')")
            for foodId in 1...5 {
                try db.execute(
                    sql:
                        "INSERT INTO foodEntry(date, foodId, servings, loggedKcalPerServing, loggedServing) SELECT '2026-11-20', id, 1, kcalPerServing, serving FROM food WHERE id = ?",
                    arguments: [foodId])
            }
            try db.execute(
                sql: """
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('Laps', 'laps', 3, 0, 1, '2026-11-20T10:00:00.000Z');
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('Ｌａｐｓ', 'ｌａｐｓ', 7, 7, 1, '2026-11-20T10:00:01.000Z');
                    INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (1, '2026-11-20T10:01:00.000Z', '2026-11-20', 3, 3, 'tap');
                    INSERT INTO pad(name, nameKey) VALUES ('Diff', 'diff');
                    INSERT INTO pad(name, nameKey) VALUES ('Ｄｉｆｆ', 'ｄｉｆｆ');
                    INSERT INTO padKey(padId, key, counterId) VALUES (1, 'a', 1), (2, 'a', 2);
                    INSERT INTO exercise(name, nameKey, howTo, position) VALUES ('Ｓｑｕａｔ', 'ｓｑｕａｔ', '', 99);
                    INSERT INTO workoutLog(date, exercise) VALUES ('2026-11-20', 'Ｓｑｕａｔ'), ('2026-11-20', 'Squat');
                    INSERT INTO workoutProgram(name, nameKey, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, items)
                        VALUES ('Legs', 'legs', 0, 0, 30, 10, 1, 0, '	Ｓｑｕａｔ' || char(10) || '20	Squat');
                    """)
        }
        try old.close()
        return path
    }

    func testBothSpellingsStayWithTheirEntriesAndTheLaterIsNumbered() throws {
        let db = try AppDatabase.open(path: try previousSchemaDatabase())
        let foods = try db.foods(sort: .caloriesDescending)
        XCTAssertEqual(
            foods.map(\.name),
            ["Apple", "Ａｐｐｌｅ (3)", String(repeating: "x", count: 60), String(repeating: "Ｘ", count: 56) + " (2)", "apple (2)"],
            "the later spelling is numbered past names that exist, and shortened to fit 60 characters")
        XCTAssertTrue(foods.allSatisfy { $0.name.count <= NameKind.food.maxLength })
        let entries = try db.entries(on: LocalDate(iso: "2026-11-20")!)
        XCTAssertEqual(
            entries.map(\.title), ["Apple", "Ａｐｐｌｅ (3)", "apple (2)", String(repeating: "x", count: 60), String(repeating: "Ｘ", count: 56) + " (2)"])
        XCTAssertEqual(entries.map(\.kcal), [95, 50, 10, 30, 20], "every entry stays on its own food")
        XCTAssertEqual(try db.counter(named: "Laps")?.count, 3)
        XCTAssertEqual(try db.counter(named: "Ｌａｐｓ (2)")?.count, 7)
        XCTAssertEqual(try db.pads().map(\.name).sorted(), ["Diff", "Ｄｉｆｆ (2)"])
        XCTAssertEqual(try db.exercises().last?.name, "Ｓｑｕａｔ (2)")
        XCTAssertEqual(try db.workoutHistory().first?.counts.map(\.0).sorted(), ["Squat", "Ｓｑｕａｔ (2)"], "the log follows the renamed exercise")
        XCTAssertEqual(try db.programs().first?.items.map(\.exercise), ["Ｓｑｕａｔ (2)", "Squat"])
        XCTAssertThrowsError(try db.addFood(Food(name: "ＡＰＰＬＥ", kcalPerServing: 1)))
    }

    func testTheMigratedDatabaseExportsImportsAndExportsTheSameBytes() throws {
        let first = try AppDatabase.open(path: try previousSchemaDatabase()).exportDocument().encoded()
        let copy = try AppDatabase.inMemory()
        XCTAssertEqual(try JSONImporter.run(data: first, into: copy, today: today).warnings, [])
        let second = try copy.exportDocument().encoded()
        XCTAssertEqual(String(decoding: second, as: UTF8.self), String(decoding: first, as: UTF8.self))
    }

    func testHandEditedNamesThatAreNotTextDoNotStopTheMigration() throws {
        let path = folder + "/odd.sqlite"
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v7-counters-pad-sessions")
        try old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES (42, '42', 0, 0, 1, '2026-11-20T10:00:00.000Z');
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES (x'ff41', 'blob', 0, 0, 1, '2026-11-20T10:00:00.000Z');
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('４２', '４２', 5, 5, 1, '2026-11-20T10:00:00.000Z');
                    INSERT INTO exercise(name, nameKey, position) VALUES ('Plank', 'plank', 90), ('Ｐｌａｎｋ', 'ｐｌａｎｋ', 91);
                    INSERT INTO workoutProgram(name, nameKey, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, items)
                    VALUES ('Odd', 'odd', 0, 0, 30, 10, 1, 0, x'ff00fe'), ('Core', 'core', 0, 0, 30, 10, 1, 0, '30	Ｐｌａｎｋ');
                    """)
        }
        try old.close()
        let db = try AppDatabase.open(path: path)
        XCTAssertEqual(try db.counter(named: "４２ (2)")?.count, 5, "the later spelling of 42 is numbered")
        XCTAssertEqual(try db.read { try String.fetchAll($0, sql: "SELECT nameKey FROM counter ORDER BY id") }.first, "42")
        // A renamed exercise is followed into the programs; a list that is not text is left as it was.
        let items = try db.read { try Row.fetchAll($0, sql: "SELECT name, items FROM workoutProgram ORDER BY id") }
        XCTAssertEqual(items.map { $0["items"] as DatabaseValue }, [Data([0xFF, 0x00, 0xFE]).databaseValue, "30\tＰｌａｎｋ (2)".databaseValue])
    }

    /// v12-names-variation-selectors: "🍣" and "🍣️" saved apart (keys with and without U+FE0F) both stay, the later numbered;
    /// a food that is alone keeps its name and takes the new key.
    func testNamesApartOnlyByAVariationSelectorBothStayAndTheLaterIsNumbered() throws {
        let path = folder + "/selectors.sqlite"
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v11-diary-origin")
        try old.write { db in
            for name in ["🍣", "🍣\u{FE0F}", "☕\u{FE0F}"] {
                try db.execute(
                    sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES (?, ?, 100, 'piece')",
                    arguments: [name, NameKey.keepingVariationSelectors(name)])
            }
        }
        try old.close()
        let db = try AppDatabase.open(path: path)
        XCTAssertEqual(try db.foods().map(\.name).sorted(), ["☕\u{FE0F}", "🍣", "🍣\u{FE0F} (2)"])
        XCTAssertEqual(try db.read { try String.fetchAll($0, sql: "SELECT nameKey FROM food ORDER BY id") }, ["🍣", "🍣 (2)", "☕"])
        XCTAssertThrowsError(try db.addFood(Food(name: "☕", kcalPerServing: 1)))
    }

    func testNumberedNamesFitTheLimitByWholeCharacters() {
        XCTAssertEqual(Schema.numbered("Apple", 2, maxLength: 60), "Apple (2)")
        let family = "👨\u{200D}👩\u{200D}👧"
        XCTAssertEqual(Schema.numbered(String(repeating: family, count: 40), 12, maxLength: 40), String(repeating: family, count: 35) + " (12)")
        XCTAssertEqual(Schema.numbered(String(repeating: "a", count: 38) + " b", 2, maxLength: 40), String(repeating: "a", count: 36) + " (2)")
    }
}
