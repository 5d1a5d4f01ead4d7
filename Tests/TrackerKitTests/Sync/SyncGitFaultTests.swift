import Foundation
import XCTest

@testable import TrackerKit

/// Git carrier faults with the reset-based receive (real git): a remote that refuses rewrites, a clone restored
/// from an old backup, and a copied diary writing one number under the same machine id.
final class SyncGitFaultTests: XCTestCase {
    func testARemoteThatRefusesRewritesKeepsSyncingAndTheReportSaysTheHistoryKeepsGrowing() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 2, testCase: self, denyRewrites: true)
        try group.settle()
        try group.machines[0].addQuickEntry(label: "A", kcal: 100, on: day("2026-11-20"))
        let before = try group.commitCount()
        let report = try group.sync(0, compaction: .now)
        XCTAssertTrue(report.didCompact)
        XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
        guard case .refusedByRemote(let reason)? = report.historySquash else { return XCTFail(report.lines.joined(separator: "\n")) }
        XCTAssertTrue(reason.contains("non-fast-forward"), reason)
        XCTAssertEqual(report.lines.filter { $0.contains("allow force-push on main") }.count, 1, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try group.commitCount(), before + 1, "the compaction's commit goes on the line; nothing was rewritten")
        try group.machines[1].addQuickEntry(label: "B", kcal: 200, on: day("2026-11-20"))
        try group.settle()
        XCTAssertEqual(try group.machines[1].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["A", "B"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    func testSquashingWaitsForAMachineWhoseTrackerDoesNotSayItTakesARewrittenHistory() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        let b = try group.configuration(1)
        // An older Tracker on B never wrote the marker (it would merge the old history back in).
        try GitMachines.git(["-C", b.workFolder, "rm", "--quiet", "replicas/\(b.replica)/reads-rewritten-history"])
        try GitMachines.git(["-C", b.workFolder, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "old"])
        try GitMachines.git(["-C", b.workFolder, "push", "--quiet", "origin", "HEAD:refs/heads/main"])
        try group.machines[0].addQuickEntry(label: "A", kcal: 100, on: day("2026-11-20"))
        let report = try group.sync(0, compaction: .now)
        XCTAssertTrue(report.didCompact)
        XCTAssertNil(report.historySquash)
        XCTAssertEqual(report.historyWaits, [b.replica])
        XCTAssertTrue(report.lines.contains { $0.contains("History not squashed: machine \(b.replica)") }, report.lines.joined(separator: "\n"))
        XCTAssertGreaterThan(try group.commitCount(), 1)
    }

    /// Killed after the reset of a receive: HEAD is the remote's squashed commit while the files are still the old ones
    /// (another machine's segments its compaction removed). The next sync finishes the receive and brings none back.
    func testAReceiveKilledAfterItsResetIsFinishedByTheNextSyncAndBringsNothingBack() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        for number in 1...3 {
            try group.machines[0].addQuickEntry(label: "A \(number)", kcal: 100, on: day("2026-11-20"))
            try group.sync(0)
        }
        try group.sync(1)
        guard case .squashed? = try group.sync(0, compaction: .now).historySquash else { return XCTFail("A did not squash") }
        let aFolder = "replicas/" + (try group.configuration(0)).replica, bClone = try group.configuration(1).workFolder
        XCTAssertFalse(try group.files(under: aFolder).contains { $0.hasSuffix(".seg") })
        try GitMachines.git(["-C", bClone, "fetch", "--quiet", "origin"])
        try GitMachines.git(["-C", bClone, "reset", "--quiet", "--mixed", "refs/remotes/origin/main"])  // and then killed
        XCTAssertTrue(FileSystem.exists(bClone + "/" + aFolder + "/00000001.seg"), "the old files are still in B's clone")
        try group.machines[1].addQuickEntry(label: "B after", kcal: 200, on: day("2026-11-20"))
        XCTAssertTrue(try group.sync(1).succeeded)
        XCTAssertFalse(try group.files(under: aFolder).contains { $0.hasSuffix(".seg") }, "A's compacted segments stay removed")
        try group.settle()
        XCTAssertEqual(try group.machines[0].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["A 1", "A 2", "A 3", "B after"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    func testACloneRestoredFromAnOldBackupNeverDeletesItsOwnFilesFromTheRemote() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 1, testCase: self)
        let path = group.root + "/laptop.sqlite", saved = group.root + "/saved"
        let laptop = try AppDatabase.open(path: path)
        let index = try group.add(laptop, clone: "laptop-clone")
        for number in 1...3 {
            try laptop.addQuickEntry(label: "Before \(number)", kcal: 100, on: day("2026-11-20"))
            try group.sync(index)
        }
        let clone = try group.configuration(index).workFolder, own = "replicas/" + (try group.configuration(index)).replica
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        try laptop.backup(to: saved + "/laptop.sqlite", force: true)
        try FileManager.default.copyItem(atPath: clone, toPath: saved + "/clone")
        for number in 1...2 {
            try laptop.addQuickEntry(label: "After \(number)", kcal: 100, on: day("2026-11-20"))
            try group.sync(index)
        }
        let sent = try group.files(under: own)
        laptop.close()
        // The laptop is restored from the backup: the diary and its clone as they were three syncs ago.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.removeItem(atPath: clone)
        try FileManager.default.copyItem(atPath: saved + "/laptop.sqlite", toPath: path)
        try FileManager.default.copyItem(atPath: saved + "/clone", toPath: clone)
        group.machines[index] = try AppDatabase.open(path: path)
        try group.machines[index].addQuickEntry(label: "After restore", kcal: 100, on: day("2026-11-20"))
        XCTAssertTrue(try group.sync(index).succeeded)
        let kept = try group.files(under: own)
        XCTAssertTrue(Set(kept).isSuperset(of: sent), "\(kept) lost some of \(sent)")
        try group.settle()
        XCTAssertEqual(try group.machines[0].entries(on: day("2026-11-20")).count, 6)
        XCTAssertEqual(try group.export(0), try group.export(index))
        group.machines[index].close()
    }

    func testACopiedDiaryRacingOnOneNumberIsRefusedWithResetMachineAndLosesNothing() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 1, testCase: self)
        let path = group.root + "/original.sqlite", copyPath = group.root + "/copy.sqlite"
        let original = try AppDatabase.open(path: path)
        let a = try group.add(original, clone: "original-clone")
        try group.settle()
        try original.backup(to: copyPath, force: true)
        let copied = try AppDatabase.open(path: copyPath)
        try FileManager.default.copyItem(atPath: group.root + "/original-clone", toPath: group.root + "/copy-clone")
        try copied.syncWrite { try AppDatabase.setSyncSetting("workFolder", group.root + "/copy-clone", $0) }
        group.machines.append(copied)
        // A whole HOME copied: the installation's id came along, so only the number collision tells the copy apart.
        let copiedHome = SyncInstallation.inTest(besides: group.root + "/copy-clone")
        try FileManager.default.createDirectory(atPath: FileSystem.parent(of: copiedHome.path), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: group.installations[a].path, toPath: copiedHome.path)
        group.installations.append(copiedHome)
        let c = group.machines.count - 1
        // Both write their next segment under the same id and number; the original's is in its clone but not pushed yet.
        try original.addQuickEntry(label: "On the original", kcal: 100, on: day("2026-11-20"))
        try copied.addQuickEntry(label: "On the copy", kcal: 200, on: day("2026-11-20"))
        let engine = SyncEngine(database: original, installation: group.installations[a], now: { [time = group.time] in time.now })
        _ = try original.syncWrite { try engine.exchange($0) }
        try original.syncWrite { try SyncEngine.writeOutbox($0) }
        XCTAssertTrue(try group.sync(c).succeeded)
        let remoteBefore = try GitMachines.git(["-C", group.bare, "rev-parse", "main"])
        XCTAssertThrowsError(try group.sync(a)) { XCTAssertTrue("\($0)".contains("tracker sync reset-machine"), "\($0)") }
        XCTAssertEqual(try GitMachines.git(["-C", group.bare, "rev-parse", "main"]), remoteBefore, "nothing pushed")
        _ = try SyncMachineReset(database: original, installation: group.installations[a]).run()
        try group.settle()
        for machine in [a, c] {
            XCTAssertEqual(try group.machines[machine].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["On the copy", "On the original"])
        }
        XCTAssertEqual(try group.export(0), try group.export(c))
        original.close()
        copied.close()
    }
}
