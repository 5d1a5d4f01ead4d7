import Crypto
import Foundation
import XCTest

@testable import TrackerKit

/// What reaches the carrier is sealed: a wrong key, a changed, cut, renamed or foreign file is
/// refused and named and changes nothing; a newer format is kept; no plaintext leaves the machine.
final class SyncSecurityTests: XCTestCase {
    func testTheRecoveryPhraseGivesBackTheKeyAndCatchesATypo() throws {
        let key = RecoveryPhrase.newKey()
        let phrase = RecoveryPhrase.phrase(for: key)
        XCTAssertEqual(phrase.split(separator: "-").count, 14)
        let back = try RecoveryPhrase.key(from: phrase.lowercased().replacingOccurrences(of: "-", with: " "))
        XCTAssertEqual(back.withUnsafeBytes { Data($0) }, key.withUnsafeBytes { Data($0) })
        var typo = Array(phrase)
        typo[5] = typo[5] == "A" ? "B" : "A"
        XCTAssertThrowsError(try RecoveryPhrase.key(from: String(typo)))
        XCTAssertThrowsError(try RecoveryPhrase.key(from: "ABCD"))
    }

    func testASegmentOpensOnlyWithItsKeyDiaryReplicaAndNumber() throws {
        let key = RecoveryPhrase.newKey()
        let sealed = try SegmentCodec.seal(Data("hello".utf8), key: key, diary: "d", replica: "r", sequence: 1)
        XCTAssertEqual(try SegmentCodec.open(sealed, key: key, diary: "d", replica: "r", sequence: 1), Data("hello".utf8))
        let refusals: [() throws -> Data] = [
            { try SegmentCodec.open(sealed, key: RecoveryPhrase.newKey(), diary: "d", replica: "r", sequence: 1) },
            { try SegmentCodec.open(sealed, key: key, diary: "other", replica: "r", sequence: 1) },
            { try SegmentCodec.open(sealed, key: key, diary: "d", replica: "q", sequence: 1) },
            { try SegmentCodec.open(sealed, key: key, diary: "d", replica: "r", sequence: 2) },
            { try SegmentCodec.open(sealed.prefix(sealed.count - 1), key: key, diary: "d", replica: "r", sequence: 1) },
        ]
        for refusal in refusals { XCTAssertThrowsError(try refusal()) { XCTAssertEqual($0 as? SegmentCodec.Failure, .refused) } }
        var newer = sealed
        newer[7] = 9
        XCTAssertThrowsError(try SegmentCodec.open(newer, key: key, diary: "d", replica: "r", sequence: 1)) {
            XCTAssertEqual($0 as? SegmentCodec.Failure, .newerFormat(9))
        }
    }

    func testATamperedOrTruncatedSegmentIsRefusedByNameAndChangesNothing() throws {
        for damage in [{ (data: inout Data) in data[data.count / 2] ^= 1 }, { (data: inout Data) in data = data.prefix(data.count - 10) }] {
            let group = try SyncGroup(count: 2, testCase: self)
            let (a, b) = (group.replicas[0], group.replicas[1])
            try a.database.logWeight(80, on: day("2026-11-20"))
            try a.sync()
            let file = try XCTUnwrap(group.carrierFiles().first { $0.path.hasSuffix(".seg") })
            var data = file.data
            damage(&data)
            try data.write(to: URL(fileURLWithPath: file.path))
            let before = try b.exportOfRecords()
            let report = try b.sync()
            XCTAssertFalse(report.succeeded)
            XCTAssertTrue(report.refused.first?.contains(file.path) ?? false, "\(report.refused)")
            XCTAssertEqual(try b.exportOfRecords(), before)
        }
    }

    func testSegmentsSwappedBetweenNumbersOrFromAnotherDiaryAreRefused() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.logWeight(80, on: day("2026-11-20"))
        try a.sync()
        try a.database.logWeight(81, on: day("2026-11-21"))
        group.time.advance(1)
        try a.sync()
        let segments = group.carrierFiles().filter { $0.path.hasSuffix(".seg") }.sorted { $0.path < $1.path }
        XCTAssertEqual(segments.count, 2)
        try segments[1].data.write(to: URL(fileURLWithPath: segments[0].path))
        try segments[0].data.write(to: URL(fileURLWithPath: segments[1].path))
        let before = try b.exportOfRecords()
        XCTAssertFalse(try b.sync().succeeded)
        XCTAssertEqual(try b.exportOfRecords(), before)

        let other = try SyncGroup(count: 1, testCase: self)
        try other.replicas[0].database.logWeight(70, on: day("2026-11-22"))
        try other.replicas[0].sync()
        let foreign = try XCTUnwrap(other.carrierFiles().first { $0.path.hasSuffix(".seg") })
        let replicaFolder = foreign.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        try FileManager.default.createDirectory(atPath: group.folder + "/replicas/" + replicaFolder, withIntermediateDirectories: true)
        try foreign.data.write(to: URL(fileURLWithPath: group.folder + "/replicas/" + replicaFolder + "/00000001.seg"))
        let report = try b.sync()
        // A folder whose only file is another diary's is no machine of this one (QA s8b M-b5): named, not waited for.
        XCTAssertEqual(report.unknownFolders, [replicaFolder], report.lines.joined(separator: "\n"))
        XCTAssertTrue(report.lines.contains { $0.hasPrefix("Unknown folder") && $0.contains(replicaFolder) }, report.lines.joined(separator: "\n"))
        XCTAssertNil(try b.database.dayDetail(day("2026-11-22")).weightKg)
    }

    func testJoiningWithAnotherDiarysPhraseIsRefused() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let stranger = try SyncReplica(folder: group.folder, time: group.time)
        XCTAssertThrowsError(try stranger.setup.join(phrase: RecoveryPhrase.phrase(for: RecoveryPhrase.newKey())))
        XCTAssertNil(try SyncEngine(database: stranger.database, installation: stranger.installation).configuration())
    }

    func testASegmentFromANewerTrackerIsKeptAndWaitsForAnUpdate() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.logWeight(80, on: day("2026-11-20"))
        try a.sync()
        let writerId = try XCTUnwrap(a.database.syncRead { try SyncConfiguration.load($0) }).replica
        let file = try XCTUnwrap(group.carrierFiles().filter { $0.path.contains("/\(writerId)/") && $0.path.hasSuffix(".seg") }.max { $0.path < $1.path })
        var data = file.data
        data[7] = SegmentCodec.currentVersion + 1
        try data.write(to: URL(fileURLWithPath: file.path))
        let report = try b.sync()
        XCTAssertTrue(report.lines.contains { $0.contains("update Tracker") })
        XCTAssertTrue(FileSystem.exists(file.path))
        XCTAssertNil(try b.database.dayDetail(day("2026-11-20")).weightKg)
        // Waited for like a missing or refused file (QA S10-5): the sync fails (exit 1) and `sync status` says why.
        XCTAssertFalse(report.succeeded)
        XCTAssertEqual(report.waiting.count, 1)
        XCTAssertTrue(
            report.waiting.allSatisfy { $0.hasPrefix("waiting for \(writerId)'s segment ") && $0.hasSuffix(": written by a newer Tracker — update Tracker") })
        XCTAssertEqual(try SyncStatus.read(b.database)?.waiting, report.waiting)
        // The machine that wrote it, running this older Tracker, keeps it (no "Sent again … damaged") and says to update.
        let writer = try a.sync()
        XCTAssertEqual(FileManager.default.contents(atPath: file.path)?[7], SegmentCodec.currentVersion + 1, "not overwritten")
        XCTAssertTrue(writer.resent.isEmpty, "\(writer.resent)")
        XCTAssertFalse(writer.succeeded, "the writer's sync does not end as a success either: cron sees its exit code")
        XCTAssertTrue(writer.lines.contains { $0.contains("this machine's own file, was written by a newer Tracker; update Tracker") }, "\(writer.lines)")
        // Put back as this version wrote it (as an updated Tracker would read it): it applies.
        try file.data.write(to: URL(fileURLWithPath: file.path))
        try b.sync()
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 80)
    }

    func testNoMemoFoodNameOrWeightReachesTheCarrierInTheClear() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let a = group.replicas[0]
        try a.database.setMemo("Secret memo Zanzibar", on: day("2026-11-20"))
        try a.database.logWeight(83.7, on: day("2026-11-20"))
        _ = try a.database.addFood(Food(name: "Quokka crisps", kcalPerServing: 123))
        // A swim with laps and heart rate, a pad and its finished count (numbers with a point: no hex id or base64 holds one).
        try a.database.addSwim(on: day("2026-11-20"), minutes: 43, meters: 1789.5, kcal: 417.5, poolLength: 25, at: group.time.now)
        try a.database.syncWrite { db in
            try db.execute(sql: "INSERT INTO swimHeartRate(swimId, offsetSeconds, bpm) SELECT id, 30, 187.5 FROM swim")
            try db.execute(sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds) SELECT id, 0, 47.25 FROM swim")
        }
        let counter = try a.database.addCounter(name: "Basophil Narwhal", at: a.clock)
        let pad = try a.database.savePad(id: nil, name: "Pelican pad", target: 100, keys: [("a", counter.id)])
        _ = try a.database.tap(counterId: counter.id, times: 7, at: a.clock)
        try a.database.finishPadCount(padId: pad.id, at: a.clock)
        try group.settle()
        let b = group.replicas[1].database
        XCTAssertEqual(try b.dayDetail(day("2026-11-20")).memo, "Secret memo Zanzibar")
        XCTAssertEqual(try b.swims().first?.distanceMeters, 1789.5)
        XCTAssertEqual(try b.padSessions(padId: try XCTUnwrap(b.pads().first).id).first?.cells.first?.name, "Basophil Narwhal")
        let secrets = ["Zanzibar", "Quokka", "83.7", "1789.5", "417.5", "47.25", "187.5", "Pelican", "Narwhal", "laps", "heartRate"]
        for file in group.carrierFiles() {
            let text = String(decoding: file.data, as: UTF8.self)
            for secret in secrets { XCTAssertFalse(text.contains(secret), "\(secret) in \(file.path)") }
        }
    }
}

/// A carrier set up by a newer Tracker (QA S10-5): `sync join` and `sync` say to update, and change nothing.
final class SyncNewerManifestTests: XCTestCase {
    func testAManifestOfANewerFormatIsRefusedWithUpdateTracker() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        try group.settle()  // the carrier holds a file that opens with the key, as a diary in use does
        let path = group.folder + "/tracker-diary.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"format\" : 1", with: "\"format\" : 2").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("\"format\" : 2"))
        let joiner = try SyncReplica(folder: group.folder, time: group.time)
        XCTAssertThrowsError(try joiner.setup.join(phrase: group.phrase)) { error in
            XCTAssertTrue("\(error)".contains("written by a newer Tracker (format 2): update Tracker"), "\(error)")
        }
        XCTAssertNil(try joiner.database.syncRead { try SyncConfiguration.load($0) }, "nothing was changed")
        // A machine of the diary keeps the newer manifest: it is not "damaged", and is not written again in this format.
        do {
            let report = try group.replicas[0].sync()
            XCTAssertFalse(report.succeeded)
            XCTAssertTrue(report.lines.joined().contains("update Tracker"), report.lines.joined(separator: "\n"))
        } catch {
            XCTAssertTrue("\(error)".contains("update Tracker"), "\(error)")
        }
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("\"format\" : 2"), "the newer manifest is kept")
    }
}
