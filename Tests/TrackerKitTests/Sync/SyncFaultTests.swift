import Foundation
import GRDB
import XCTest

@testable import TrackerKit

/// A sync stopped at any point loses nothing and the next one completes.
final class SyncFaultTests: XCTestCase {
    func testKilledAfterCommitBeforeTheSegmentIsInTheCarrierTheNextSyncSendsIt() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.logWeight(80, on: day("2026-11-20"))
        let engine = SyncEngine(database: a.database, installation: a.installation, now: { [time = group.time] in time.now })
        // The transaction commits, then the process dies before the outbox reaches the folder.
        _ = try a.database.syncWrite { try engine.exchange($0) }
        XCTAssertTrue(try XCTUnwrap(SyncStatus.read(a.database)).pendingOutbox)
        try b.sync()
        XCTAssertNil(try b.database.dayDetail(day("2026-11-20")).weightKg)
        try a.sync()
        XCTAssertFalse(try XCTUnwrap(SyncStatus.read(a.database)).pendingOutbox)
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 80)
    }

    func testKilledBeforeCommitLeavesTheDiaryAsItWasAndTheNextSyncSendsEverything() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2026-11-20"))
        let engine = SyncEngine(database: a.database, installation: a.installation, now: { [time = group.time] in time.now })
        struct Killed: Error {}
        XCTAssertThrowsError(
            try a.database.syncWrite { db in
                _ = try engine.exchange(db)
                throw Killed()
            })
        XCTAssertFalse(try XCTUnwrap(SyncStatus.read(a.database)).pendingOutbox)
        try group.settle()
        XCTAssertEqual(try b.database.entries(on: day("2026-11-20")).map(\.label), ["Lunch"])
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAMachineRestoredFromAnOldBackupGetsBackWhatItHadSentAndDoublesNothing() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let folder = FileSystem.parent(of: group.folder)
        let path = folder + "/laptop.sqlite", backup = folder + "/backup.sqlite"
        var laptop: AppDatabase? = try AppDatabase.open(path: path)
        let installation = SyncInstallation.inTest(besides: group.folder)
        try SyncSetup(database: laptop!, carrier: .folder, location: group.folder, workFolder: group.folder, installation: installation).join(
            phrase: group.phrase)
        let sync = { (database: AppDatabase) in
            try SyncEngine(database: database, installation: installation, now: { [time = group.time] in time.now }).run(
                carrier: FolderCarrier(folder: group.folder))
        }
        try laptop!.addQuickEntry(label: "Before backup", kcal: 100, on: day("2026-11-20"))
        _ = try sync(laptop!)
        try laptop!.backup(to: backup, force: true)
        group.time.advance(60)
        try laptop!.addQuickEntry(label: "After backup", kcal: 200, on: day("2026-11-20"))
        _ = try sync(laptop!)
        laptop!.close()
        laptop = nil
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: backup, toPath: path)
        let restored = try AppDatabase.open(path: path)
        group.time.advance(60)
        try restored.addQuickEntry(label: "After restore", kcal: 300, on: day("2026-11-20"))
        _ = try sync(restored)
        try group.settle()
        _ = try sync(restored)
        let labels = try restored.entries(on: day("2026-11-20")).compactMap(\.label)
        XCTAssertEqual(labels.sorted(), ["After backup", "After restore", "Before backup"])
        XCTAssertEqual(try group.replicas[0].database.entries(on: day("2026-11-20")).compactMap(\.label).sorted(), labels.sorted())
        XCTAssertEqual(try group.replicas[0].export(), String(decoding: try restored.exportDocument().encoded(), as: UTF8.self))
        restored.close()
    }
}
