import Foundation
import XCTest

@testable import TrackerKit

/// What a diary already holds when it first syncs (QA s8b F6b, F12): the same never-synced file on two machines merges
/// to one copy of every record, and a joining diary's rows only fill what the synced diary lacks.
final class SyncFirstSyncTests: XCTestCase {
    private let date = day("2025-11-20")

    /// A diary with a food and its entries, a quick entry, a counter's taps, a pad's finished count and the workout log.
    private func filledDiary() throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        let apple = try database.addFood(Food(name: "Apple", kcalPerServing: 52))
        try database.addEntry(foodId: try XCTUnwrap(apple.id), servings: 2, on: date)
        try database.addEntry(foodId: try XCTUnwrap(apple.id), servings: 1, on: day("2025-11-21"))
        try database.addQuickEntry(label: "Lunch", kcal: 640, on: date)
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_763_600_000), today: date)
        let cups = try database.addCounter(name: "Cups", at: clock)
        for minute in 0..<3 {
            _ = try database.tap(counterId: cups.id, times: 1, at: CounterClock(now: clock.now + Double(minute * 60), today: date))
        }
        let reps = try database.addCounter(name: "Reps", at: clock)
        _ = try database.tap(counterId: reps.id, times: 7, at: clock)
        let pad = try database.savePad(id: nil, name: "Diff", target: 100, keys: [("a", reps.id)])
        _ = try database.finishPadCount(padId: pad.id, at: clock)
        try database.logExercise("Squat", on: date, times: 2)
        return database
    }

    /// F6b: one never-synced diary file copied to a second machine, each adds an entry of its own, then `init` on one
    /// and `join` on the other: one copy of every record the file held, both new entries, the same export everywhere.
    func testTheSameNeverSyncedDiaryOnTwoMachinesMergesToOneCopyOfEveryRecord() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let original = try filledDiary()
        try original.backup(to: folder + "/copy.sqlite", force: false)
        let time = ManualTime()
        let a = try SyncReplica(folder: folder + "/carrier", time: time, database: original)
        let b = try SyncReplica(folder: folder + "/carrier", time: time, database: try AppDatabase.open(path: folder + "/copy.sqlite"))
        try a.database.addQuickEntry(label: "Banana", kcal: 90, on: date)
        try b.database.addQuickEntry(label: "Cherry", kcal: 50, on: date)
        let phrase = try a.setup.initialize()
        try a.sync()
        let records = try ["foodEntry", "counterChange", "padSession", "workoutLog"].map { table in
            try a.database.syncRead { try AppDatabase.syncRecords(of: table, $0) }.count
        }
        XCTAssertEqual(records, [4, 5, 1, 2], "3 food entries and Banana; 4 taps and the pad's restart; the log's 2 times")
        time.advance(1)
        try b.setup.join(phrase: phrase)
        for replica in [b, a, b, a] {
            time.advance(1)
            XCTAssertTrue(try replica.sync().succeeded)
        }
        for replica in [a, b] {
            XCTAssertEqual(
                try replica.database.entries(on: date).map { "\($0.title) \(Int($0.kcal))" }.sorted(), ["Apple 104", "Banana 90", "Cherry 50", "Lunch 640"])
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-21")).map(\.title), ["Apple"])
            XCTAssertEqual(try replica.database.counters().map { "\($0.name) \($0.count)" }.sorted(), ["Cups 3", "Reps 0"])
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "counterChange", $0) }.count, 5, "4 taps and the pad's restart")
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "padSession", $0) }.count, 1)
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "workoutLog", $0) }.count, 2)
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// Two diaries made apart with the same rows typed in the same order stay apart when their taps differ in time
    /// (a record's identity is its table, its row and every carried value, the tap's time among them).
    func testTwoDiariesMadeApartKeepBothTheirTaps() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        let cups = try a.database.addCounter(name: "Cups", at: a.clock)
        _ = try a.database.tap(counterId: cups.id, times: 2, at: a.clock)
        try group.settle()
        group.time.advance(60)
        let b = try group.addReplica { try Self.tapOwnCounter("Cups", times: 2, on: $0) }
        try group.settle()
        XCTAssertEqual(try a.database.counters().map(\.count), [4])
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// QA s9 N7: two diaries made apart that each logged the same coffee on the same day, and the same tap at the same
    /// moment, before their first sync keep both: the identities a first sync makes carry the diary file's origin.
    func testTwoDiariesMadeApartWithTheSameFirstRowsKeepBoth() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let time = ManualTime()
        let day = LocalDate(iso: "2026-11-19")!
        let replicas = try (0..<2).map { _ in try SyncReplica(folder: folder + "/carrier", time: time) }
        for replica in replicas {
            try replica.database.addQuickEntry(label: "Coffee", kcal: 5, on: day)
            let cups = try replica.database.addCounter(name: "Cups", at: replica.clock)
            _ = try replica.database.tap(counterId: cups.id, at: replica.clock)
        }
        let phrase = try replicas[0].setup.initialize()
        try replicas[1].setup.join(phrase: phrase)
        for _ in 0..<2 { for replica in replicas { try replica.sync() } }
        for replica in replicas {
            XCTAssertEqual(try replica.database.entries(on: day).compactMap(\.label), ["Coffee", "Coffee"])
            XCTAssertEqual(try replica.database.counters().map(\.count), [2])
        }
        XCTAssertEqual(try replicas[0].export(), try replicas[1].export())
    }

    /// QA s9 N9: a diary joining with its own counter named like one the synced diary deleted keeps its counter as a new
    /// one: the taps another machine made on the deleted counter (dropped with it) do not come back anywhere.
    func testAJoinersCounterNamedLikeADeletedOneDoesNotBringBackItsDroppedTaps() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let sit = try a.database.addCounter(name: "Sit", at: a.clock)
        _ = try a.database.tap(counterId: sit.id, times: 3, at: a.clock)
        try group.settle()
        try a.database.deleteCounter(id: sit.id)
        let onB = try XCTUnwrap(b.database.counters().first { $0.name == "Sit" })
        _ = try b.database.tap(counterId: onB.id, times: 5, at: b.clock)
        try group.settle()
        let joiner = try group.addReplica { try Self.tapOwnCounter("Sit", times: 2, on: $0) }
        try group.settle()
        for replica in group.replicas { XCTAssertEqual(try replica.database.counters().map(\.count), [2]) }
        XCTAssertEqual(try a.export(), try b.export())
        XCTAssertEqual(try a.export(), try joiner.export())
    }

    /// F12: a stale diary joining keeps the synced diary's weight and memo for the days both have, fills the days only
    /// it has, and says how many of its values it let go; what it changes after the join wins as usual.
    func testAJoiningDiarysOwnRowsOnlyFillWhatTheSyncedDiaryLacks() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        let stale = try SyncReplica(folder: group.folder, time: group.time)
        try stale.database.logWeight(99, on: day("2025-11-01"))
        try stale.database.setMemo("stale memo", on: day("2025-11-01"))
        try stale.database.logWeight(98, on: day("2025-11-18"))
        group.time.advance(600)
        try a.database.logWeight(71.1, on: day("2025-11-01"))
        try a.database.setMemo("A memo 01", on: day("2025-11-01"))
        try group.settle()
        try stale.setup.join(phrase: group.phrase)
        group.replicas.append(stale)
        group.time.advance(1)
        let joined = try stale.sync()
        XCTAssertTrue(
            joined.lines.contains("Kept the synced diary's value for 2 fields this diary also had."), joined.lines.joined(separator: "\n"))
        try group.settle()
        for replica in [a, stale] {
            XCTAssertEqual(try replica.database.dayDetail(day("2025-11-01")).weightKg, 71.1)
            XCTAssertEqual(try replica.database.dayDetail(day("2025-11-01")).memo, "A memo 01")
            XCTAssertEqual(try replica.database.dayDetail(day("2025-11-18")).weightKg, 98)
        }
        try stale.database.logWeight(72, on: day("2025-11-01"))
        try group.settle()
        XCTAssertEqual(try a.database.dayDetail(day("2025-11-01")).weightKg, 72)
        XCTAssertEqual(try a.export(), try stale.export())
    }
}

extension SyncFirstSyncTests {
    /// A counter of the machine's own, tapped before it joins.
    static func tapOwnCounter(_ name: String, times: Int64, on replica: SyncReplica) throws {
        let counter = try replica.database.addCounter(name: name, at: replica.clock)
        _ = try replica.database.tap(counterId: counter.id, times: times, at: replica.clock)
    }
}
