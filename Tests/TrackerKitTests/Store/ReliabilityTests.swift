import Foundation
import GRDB
import XCTest
@testable import TrackerKit

final class ReliabilityTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-reliability-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private let today = LocalDate(iso: "2026-11-21")!

    func testAFullDiskGivesAClearErrorAndChangesNothing() throws {
        let path = folder + "/full.sqlite"
        let db = try AppDatabase.open(path: path)
        try db.logWeight(70, on: today)
        // SQLite then reports SQLITE_FULL exactly as it does for a full filesystem.
        let pages = try db.read { try Int.fetchOne($0, sql: "PRAGMA page_count") ?? 0 }
        try db.writer.barrierWriteWithoutTransaction { try $0.execute(sql: "PRAGMA max_page_count = \(pages)") }
        let memo = String(repeating: "긴 메모 ", count: 780)  // 3,900 characters, 9 KB: more than the pages left
        XCTAssertThrowsError(try db.setMemo(memo, on: today)) { error in
            XCTAssertEqual(error as? StoreError, .diskFull, "\(error)")
            XCTAssertTrue("\(error)".contains("The disk is full: nothing was saved."))
        }
        XCTAssertEqual(try db.dayDetail(today).weightKg, 70)
        XCTAssertNil(try db.dayDetail(today).memo, "the failed transaction left nothing behind")
        XCTAssertEqual(try db.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }

    func testTwoInstancesWriteTheSameFileAtOnce() throws {
        let path = folder + "/shared.sqlite"
        let ui = try AppDatabase.open(path: path)
        let cron = try AppDatabase.open(path: path)
        let counter = try ui.addCounter(name: "Taps", at: CounterClock(now: Date(), today: today))
        let failures = Failures()
        let group = DispatchGroup()
        let day = today
        DispatchQueue.global().async(group: group) {
            for _ in 0..<300 {
                do { try ui.tap(counterId: counter.id, at: CounterClock(now: Date(), today: day)) } catch { failures.add("ui: \(error)") }
            }
        }
        DispatchQueue.global().async(group: group) {
            for offset in 0..<300 {
                do { try cron.logWeight(60 + Double(offset % 40), on: day.adding(days: -offset)) } catch { failures.add("cron: \(error)") }
            }
        }
        group.wait()
        XCTAssertEqual(failures.all, [], "no “database is locked” reaches either side")
        XCTAssertEqual(try ui.counter(id: counter.id)?.count, 300)
        XCTAssertEqual(try ui.weights().count, 300, "the UI's connection sees the other's writes")
        XCTAssertEqual(try cron.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }

    /// A database from each earlier schema version, with data of its time, opens with everything kept.
    func testMigrationFromEveryEarlierSchemaVersionKeepsAllData() throws {
        let identifiers = Schema.migrator.migrations
        XCTAssertEqual(identifiers.first, "v1-settings")
        // Every version in the full run; the quick one an even spread with the first and the one before the last.
        for (index, version) in TestDepth.sample(Array(identifiers.enumerated().dropLast()), quick: 6) {
            let path = folder + "/\(version).sqlite"
            let old = try DatabaseQueue(path: path)
            try Schema.migrator.migrate(old, upTo: version)
            try old.write { db in
                try db.execute(sql: "INSERT INTO setting(key, value) VALUES ('units.weight', 'lb')")
                if index >= 1 {
                    try db.execute(
                        sql: """
                            INSERT INTO day(date, weightKg, memo) VALUES ('2026-11-20', 72.5, 'memo');
                            INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES ('Oats', 'oats', 150, 'cup');
                            INSERT INTO foodEntry(date, foodId, servings) VALUES ('2026-11-20', 1, 2);
                            INSERT INTO profile(id, name, sex) VALUES (1, 'Ana', 'female');
                            """)
                }
                if index >= 2 { try db.execute(sql: "INSERT INTO workoutLog(date, exercise) VALUES ('2026-11-20', 'Squat')") }
                if index >= 3 {
                    try db.execute(
                        sql: """
                            INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES ('Laps', 'laps', 3, 0, 1, '2026-11-20T10:00:00.000Z');
                            INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (1, '2026-11-20T10:01:00.000Z', '2026-11-20', 3, 3, 'tap');
                            """)
                }
            }
            try old.close()
            let current = try AppDatabase.open(path: path)
            XCTAssertTrue(try current.read { try Schema.migrator.hasCompletedMigrations($0) }, "\(version) upgraded")
            XCTAssertEqual(try current.preferences().weightUnit, .lb, "\(version): settings kept")
            if index >= 1 {
                XCTAssertEqual(try current.dayDetail(LocalDate(iso: "2026-11-20")!).weightKg, 72.5, "\(version): weights kept")
                XCTAssertEqual(try current.entries(on: LocalDate(iso: "2026-11-20")!).first?.kcal, 300, "\(version): food kept")
                XCTAssertEqual(try current.profile()?.name, "Ana")
            }
            if index >= 2 { XCTAssertEqual(try current.workoutHistory().count, 1, "\(version): workouts kept") }
            if index >= 3 { XCTAssertEqual(try current.counter(named: "Laps")?.count, 3, "\(version): counters kept") }
        }
    }

    func testA50MBLineIsRefusedWithMemoryBounded() throws {
        let path = folder + "/long-line.xml"
        var data = Data("<?xml version=\"1.0\"?><HealthData locale=\"en\"><Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"".utf8)
        // The parser refuses an attribute over 10 MB: 50 MB in the full run, 12 MB (over the limit all the same) in the quick one.
        data.append(Data(repeating: UInt8(ascii: "x"), count: (TestDepth.isFull ? 50 : 12) * 1024 * 1024))
        data.append(Data("\" unit=\"kg\" startDate=\"2026-11-20 07:00:00 +0100\" endDate=\"2026-11-20 07:00:00 +0100\" value=\"70\"/></HealthData>".utf8))
        try data.write(to: URL(fileURLWithPath: path))
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try AppleHealthImporter.run(path: path, into: db)) { error in
            XCTAssertTrue("\(error)".contains("line 1"), "\(error)")
        }
        XCTAssertEqual(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM day") }, 0)
    }

    func testEveryFileIsOwnerOnly() throws {
        FilePermissions.restrictNewFiles()
        let path = folder + "/private/tracker.sqlite"
        let db = try AppDatabase.open(path: path)
        try db.logWeight(70, on: today)
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int, 0o600, file)
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder + "/private")[.posixPermissions] as? Int, 0o700)
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ text: String) { lock.withLock { items.append(text) } }
    var all: [String] { lock.withLock { items } }
}
