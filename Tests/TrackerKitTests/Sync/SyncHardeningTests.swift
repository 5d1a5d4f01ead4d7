import Foundation
import XCTest

@testable import TrackerKit

/// QA session 7: a lost or damaged carrier file (F1), a copied diary (F9), a planted symbolic link (F8),
/// counts past 64 bits (F5) and a git URL that looks like an option (M10).
final class SyncHardeningTests: XCTestCase {
    private func segment(_ replica: SyncReplica, _ number: Int, in group: SyncGroup) throws -> String {
        let id = try XCTUnwrap(SyncStatus.read(replica.database)).configuration.replica
        return SegmentStore(root: group.folder).path(of: id, number)
    }

    /// A writes three segments (one weight each) before B reads any.
    private func threeSegments() throws -> (SyncGroup, SyncReplica, SyncReplica) {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        for (index, date) in ["2026-11-20", "2026-11-21", "2026-11-22"].enumerated() {
            try a.database.logWeight(70 + Double(index), on: day(date))
            group.time.advance(1)
            try a.sync()
        }
        return (group, a, b)
    }

    func testAMissingSegmentIsSaidOnEverySyncLaterOnesWaitAndItsWriterSendsItAgain() throws {
        let (group, a, b) = try threeSegments()
        try FileManager.default.removeItem(atPath: try segment(a, 2, in: group))
        for _ in 0..<2 {
            let report = try b.sync()
            XCTAssertFalse(report.succeeded)
            XCTAssertTrue(report.lines.joined().contains("segment 2 (missing)"), report.lines.joined(separator: "\n"))
        }
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-20")).weightKg, 70)
        XCTAssertNil(try b.database.dayDetail(day("2026-11-22")).weightKg, "a segment after the gap was applied")
        XCTAssertEqual(try XCTUnwrap(SyncStatus.read(b.database)).waiting.count, 1)
        let repair = try a.sync()
        XCTAssertTrue(repair.succeeded)
        XCTAssertTrue(repair.lines.joined().contains("00000002.seg (missing)"), repair.lines.joined(separator: "\n"))
        XCTAssertTrue(try b.sync().succeeded)
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-21")).weightKg, 71)
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-22")).weightKg, 72)
        XCTAssertEqual(try XCTUnwrap(SyncStatus.read(b.database)).waiting, [])
        try group.settle()
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testADamagedSegmentAndAMissingLastOneAreWrittenAgainByTheirWriter() throws {
        let (group, a, b) = try threeSegments()
        let second = try segment(a, 2, in: group)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: second))
        bytes[bytes.count - 3] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: second))
        try FileManager.default.removeItem(atPath: try segment(a, 3, in: group))
        XCTAssertFalse(try b.sync().succeeded)
        let repair = try a.sync()
        XCTAssertTrue(repair.lines.joined().contains("00000002.seg (damaged)"), repair.lines.joined(separator: "\n"))
        XCTAssertTrue(repair.lines.joined().contains("00000003.seg (missing)"), repair.lines.joined(separator: "\n"))
        XCTAssertTrue(try b.sync().succeeded)
        XCTAssertEqual(try b.database.dayDetail(day("2026-11-22")).weightKg, 72)
        XCTAssertTrue(try a.sync().resent.isEmpty, "a repaired file is checked again and found whole")
    }

    func testADiaryCopiedToAnotherMachineIsRefusedWhenBothWroteOneNumberAndResetMachineLosesNothing() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (e, f) = (group.replicas[0], group.replicas[1])
        try group.settle()
        let copyPath = FileSystem.parent(of: group.folder) + "/copy.sqlite"
        try e.database.backup(to: copyPath, force: true)
        // A whole HOME copied: the installation's id came along, so only the number collision tells the copy apart.
        let h = try SyncReplicaOnFile(path: copyPath, group: group, installation: e.installation)
        try e.database.logWeight(71, on: day("2026-11-20"))
        try e.sync()
        // The folder carrier has not brought E's new file to H yet; H writes the same number.
        let eFile = try segment(e, try XCTUnwrap(SyncStatus.read(e.database)).configuration.sequence, in: group)
        let aside = eFile + ".aside"
        try FileManager.default.moveItem(atPath: eFile, toPath: aside)
        try h.database.logWeight(81, on: day("2026-11-19"))
        _ = try h.sync()
        try FileManager.default.removeItem(atPath: eFile)
        try FileManager.default.moveItem(atPath: aside, toPath: eFile)
        XCTAssertThrowsError(try h.sync()) { XCTAssertTrue("\($0)".contains("sync reset-machine"), "\($0)") }
        XCTAssertNil(try h.database.dayDetail(day("2026-11-20")).weightKg, "the refused sync changed the diary")
        let ids = try SyncMachineReset(database: h.database, installation: h.installation).run()
        XCTAssertNotEqual(ids.old, ids.new)
        XCTAssertTrue(try h.sync().succeeded)
        try group.settle()
        XCTAssertTrue(try h.sync().succeeded)
        for replica in [e.database, f.database, h.database] {
            XCTAssertEqual(try replica.dayDetail(day("2026-11-19")).weightKg, 81)
            XCTAssertEqual(try replica.dayDetail(day("2026-11-20")).weightKg, 71)
        }
        h.database.close()
    }

    func testASymbolicLinkInTheCarrierIsNeverFollowedAndIsNamed() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        try b.database.logWeight(70, on: day("2026-11-20"))
        try b.sync()
        let folder = FileSystem.parent(of: try segment(b, 1, in: group))
        let outside = FileSystem.parent(of: group.folder) + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: outside)
        try b.database.logWeight(71, on: day("2026-11-21"))
        XCTAssertThrowsError(try b.sync()) { XCTAssertTrue("\($0)".contains("\(folder) in the carrier is a symbolic link"), "\($0)") }
        // Another machine's folder that is a link is refused and named; what the others sent is read all the same.
        let onA = try a.sync()
        XCTAssertFalse(onA.succeeded)
        XCTAssertTrue(onA.lines.contains { $0.contains(folder) && $0.contains("symbolic link") }, onA.lines.joined(separator: "\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [])
        // A planted link in place of one file: refused on reading, and the writer replaces the link itself.
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let victim = outside + "/victim"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: folder + "/00000001.seg", withDestinationPath: victim)
        XCTAssertThrowsError(try b.sync()) { XCTAssertTrue("\($0)".contains("symbolic link"), "\($0)") }
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep")
    }

    func testTwoBigSetsOnTwoMachinesStopAtTheLimitInsteadOfWrapping() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let counter = try a.database.addCounter(name: "Push-ups", at: a.clock)
        try group.settle()
        let onB = try XCTUnwrap(b.database.counters().first { $0.name == "Push-ups" })
        _ = try a.database.setCount(counterId: counter.id, to: 5_000_000_000_000_000_000, at: a.clock)
        _ = try b.database.setCount(counterId: onB.id, to: 5_000_000_000_000_000_000, at: b.clock)
        try a.sync()
        let report = try b.sync()
        XCTAssertTrue(report.lines.joined().contains("past what a counter can hold"), report.lines.joined(separator: "\n"))
        try group.settle()
        XCTAssertEqual(try a.database.counters().first { $0.name == "Push-ups" }?.count, Int64.max)
        XCTAssertEqual(try b.database.counters().first { $0.name == "Push-ups" }?.count, Int64.max)
        XCTAssertThrowsError(try b.database.tap(counterId: onB.id, at: b.clock))
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testTheCountRuleIsSymmetric() {
        XCTAssertNil(CountRules.adding(1, to: Int64.max))
        XCTAssertNil(CountRules.adding(-1, to: -Int64.max), "Int64.min is outside ±Int64.max")
        XCTAssertEqual(CountRules.adding(-5, to: 3), -2)
        XCTAssertEqual(CountRules.clampedAdding(Int64.max, to: 10), Int64.max)
        XCTAssertEqual(CountRules.clampedAdding(Int64.min, to: -10), -Int64.max)
    }

    func testAGitURLBeginningWithADashIsRefusedBeforeGitRuns() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-dash-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let marker = folder + "/ran"
        let carrier = GitCarrier(remote: "--upload-pack=touch \(marker)", clone: folder + "/clone")
        XCTAssertThrowsError(try carrier.receive()) { XCTAssertTrue("\($0)".contains("begins with “-”"), "\($0)") }
        XCTAssertFalse(FileSystem.exists(marker))
        XCTAssertFalse(FileSystem.exists(folder + "/clone"))
    }
}

/// A replica whose diary is a file (copied from another replica's), syncing through the group's folder.
final class SyncReplicaOnFile {
    let database: AppDatabase
    let group: SyncGroup
    let installation: SyncInstallation

    init(path: String, group: SyncGroup, installation: SyncInstallation) throws {
        database = try AppDatabase.open(path: path)
        self.group = group
        self.installation = installation
    }

    @discardableResult
    func sync() throws -> SyncReport {
        try SyncEngine(database: database, installation: installation, now: { [time = group.time] in time.now }).run(
            carrier: FolderCarrier(folder: group.folder))
    }
}
