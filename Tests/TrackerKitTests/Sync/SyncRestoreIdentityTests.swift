import Foundation
import XCTest

@testable import TrackerKit

/// Issue 29: one JSON export restored on two machines before either syncs gives one copy of each record, not two:
/// the export carries each record's sync identity and `import json` keeps it, checked like any other value.
final class SyncRestoreIdentityTests: XCTestCase {
    private let date = day("2025-11-20")
    /// The day of the tests' clock (`ManualTime`).
    private let today = day("2025-11-24")

    /// A synced diary with a swim and entries added by hand, and its export.
    private func exportedDiary() throws -> (SyncGroup, Data) {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        try a.database.addSwim(on: date, minutes: 42, meters: 1750, kcal: 390, poolLength: 25, at: group.time.now)
        try a.database.addQuickEntry(label: "Lunch", kcal: 640, on: date)
        let apple = try a.database.addFood(Food(name: "Apple", kcalPerServing: 52))
        try a.database.addEntry(foodId: try XCTUnwrap(apple.id), servings: 2, on: date)
        let laps = try a.database.addCounter(name: "Laps", at: a.clock)
        _ = try a.database.tap(counterId: laps.id, times: 5, at: a.clock)
        let pad = try a.database.savePad(id: nil, name: "Diff", target: 100, keys: [("a", laps.id)])
        try a.database.finishPadCount(padId: pad.id, at: a.clock)
        for _ in 0..<3 { _ = try a.database.logExercise("Squat", on: date) }
        try group.settle()
        return (group, try a.database.exportDocument().encoded())
    }

    private func restored(_ export: Data, in group: SyncGroup) throws -> SyncReplica {
        let replica = try SyncReplica(folder: group.folder, time: group.time)
        let summary = try JSONImporter.run(data: export, into: replica.database, today: today)
        XCTAssertEqual(summary.mode, .restored)
        return replica
    }

    func testOneExportRestoredOnTwoMachinesBeforeEitherSyncsGivesOneCopyOfEachRecord() throws {
        let (group, export) = try exportedDiary()
        XCTAssertTrue(String(decoding: export, as: UTF8.self).contains("\"syncId\""), "the export carries the sync identities")
        let b = try restored(export, in: group), c = try restored(export, in: group)
        for replica in [b, c] {
            try replica.setup.join(phrase: group.phrase)
            group.replicas.append(replica)
        }
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.swims().count, 1)
            XCTAssertEqual(try replica.database.entries(on: date).map(\.title).sorted(), ["Apple", "Lunch"])
            XCTAssertEqual(try replica.database.counters().first { $0.name == "Laps" }?.count, 0, "5 taps, then the count's restart")
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "counterChange", $0) }.count, 2)
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "padSession", $0) }.count, 1)
            XCTAssertEqual(try replica.database.syncRead { try AppDatabase.syncRecords(of: "workoutLog", $0) }.count, 3)
        }
        let exports = try group.replicas.map { try $0.export() }
        XCTAssertEqual(exports[1], exports[0])
        XCTAssertEqual(exports[2], exports[0])
    }

    func testAnEditMadeOnTheOriginalAfterTheExportWinsOverTheRestoredCopy() throws {
        let (group, export) = try exportedDiary()
        let a = group.replicas[0]
        let lunch = try XCTUnwrap(try a.database.entries(on: date).first { $0.label == "Lunch" })
        try a.database.updateEntry(id: lunch.id, kcal: 700)
        try group.settle()
        let b = try restored(export, in: group)
        try b.setup.join(phrase: group.phrase)
        group.replicas.append(b)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.entries(on: date).first { $0.label == "Lunch" }?.kcal, 700)
        }
    }

    private func document(_ export: Data) throws -> ExportDocument { try JSONDecoder().decode(ExportDocument.self, from: export) }

    func testAnExportWithoutIdentitiesRestoresAsBefore() throws {
        let (_, export) = try exportedDiary()
        var older = try document(export)
        for i in older.days.indices { for j in older.days[i].entries.indices { older.days[i].entries[j].syncId = nil } }
        for i in older.swims.indices { older.swims[i].syncId = nil }
        for i in older.counters.indices { for j in older.counters[i].changes.indices { older.counters[i].changes[j].syncId = nil } }
        for i in older.workouts.indices { older.workouts[i].syncIds = nil }
        for i in older.pads.indices { for j in (older.pads[i].sessions ?? []).indices { older.pads[i].sessions?[j].syncId = nil } }
        for i in older.foods.indices { older.foods[i].syncId = nil }
        for i in older.counters.indices { older.counters[i].syncId = nil }
        for i in older.exercises.indices { older.exercises[i].syncId = nil }
        for i in older.pads.indices { older.pads[i].syncId = nil }
        let database = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: try older.encoded(), into: database, today: today)
        XCTAssertEqual(summary.added["food entries"], 2)
        XCTAssertEqual(summary.added["swims"], 1)
        XCTAssertEqual(try database.syncRead { try AppDatabase.syncRecordCount($0) }, 0)
    }

    func testAMalformedOrRepeatedSyncIdentityIsRefusedByItsPath() throws {
        let (_, export) = try exportedDiary()
        let original = try document(export)
        XCTAssertEqual(original.days[0].entries.compactMap(\.syncId).count, 2)
        for bad in ["../etc/passwd x", String(repeating: "9", count: 129), "", "naïve", "a\u{0}b"] {
            var hostile = original
            hostile.days[0].entries[0].syncId = bad
            XCTAssertThrowsError(try JSONImporter.run(data: try hostile.encoded(), into: try AppDatabase.inMemory(), today: today)) {
                XCTAssertTrue("\($0)".hasPrefix("days[0].entries[0].syncId: is not a sync identity"), "\($0)")
            }
        }
        var twice = original
        twice.days[0].entries[1].syncId = twice.days[0].entries[0].syncId
        XCTAssertThrowsError(try JSONImporter.run(data: try twice.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".hasPrefix("days[0].entries[1].syncId: is the same sync identity as days[0].entries[0].syncId"), "\($0)")
        }
        var workoutTwice = original
        let firstWorkoutId = try XCTUnwrap(original.workouts[0].syncIds?.first)
        workoutTwice.workouts[0].syncIds?[2] = firstWorkoutId
        XCTAssertThrowsError(try JSONImporter.run(data: try workoutTwice.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".hasPrefix("workouts[0].syncIds[2]: is the same sync identity as workouts[0].syncIds[0]"), "\($0)")
        }
        var tooMany = original
        tooMany.workouts[0].count = 2
        XCTAssertThrowsError(try JSONImporter.run(data: try tooMany.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".hasPrefix("workouts[0].syncIds: has 3 identities for 2 times done"), "\($0)")
        }
        var swimTwice = original
        swimTwice.swims.append(swimTwice.swims[0])
        swimTwice.swims[1].startedAt = "2025-11-20T18:00:00.000Z"
        XCTAssertThrowsError(try JSONImporter.run(data: try swimTwice.encoded(), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".hasPrefix("swims[1].syncId: is the same sync identity as swims[0].syncId"), "\($0)")
        }
    }

    func testAMergeNeverBringsBackAnEntryDeletedHereAndSaysWhy() throws {
        let (group, export) = try exportedDiary()
        let a = group.replicas[0]
        for entry in try a.database.entries(on: date) { try a.database.deleteEntry(id: entry.id) }
        try a.database.logWeight(80, on: date)
        try group.settle()
        let summary = try JSONImporter.run(data: export, into: a.database, today: today)
        XCTAssertEqual(summary.mode, .merged)
        XCTAssertEqual(try a.database.entries(on: date), [], "a deleted entry stays deleted, as sync has it")
        XCTAssertTrue(summary.lines.contains { $0.contains("2 food entries not added: this diary already has them or deleted them") }, "\(summary.lines)")
    }
}

extension SyncRestoreIdentityTests {
    /// QA s8b N6: a restored entry deleted before the restored diary's first sync stays deleted everywhere.
    func testARestoredEntryDeletedBeforeTheJoinStaysDeletedEverywhere() throws {
        let (group, export) = try exportedDiary()
        let b = try SyncReplica(folder: group.folder, time: group.time)
        _ = try JSONImporter.run(data: export, into: b.database, today: day("2025-11-24"))
        let lunch = try XCTUnwrap(try b.database.entries(on: day("2025-11-20")).first { $0.label == "Lunch" })
        try b.database.deleteEntry(id: lunch.id)
        try b.setup.join(phrase: group.phrase)
        group.replicas.append(b)
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.entries(on: day("2025-11-20")).map(\.title), ["Apple"], "Lunch was deleted on b")
        }
        XCTAssertEqual(try group.replicas[0].export(), try b.export())
    }
}
