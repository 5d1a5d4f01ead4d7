import Foundation
import XCTest

@testable import TrackerKit

/// What a git remote holds that Tracker did not write (real git). QA s8b M-b6: `sync init --git` on a remote whose main
/// holds someone's files is refused; a hosting site's README commit is taken, and a squash never rewrites a commit
/// Tracker did not write, nor anything before it. M-b5: a replica folder no machine of the diary wrote blocks nothing.
final class SyncGitForeignRemoteTests: XCTestCase {
    func testInitRefusesSomeonesRepositoryAndASquashKeepsTheCommitsTrackerDidNotWrite() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 0, testCase: self)
        let user = group.root + "/user"
        try GitMachines.git(["clone", "--quiet", group.bare, user])
        try commitAsUser(user, files: ["README.md": "# my diary\n", "docs/keep.txt": "mine\n"], message: "init")

        let diary = try AppDatabase.inMemory()
        try diary.addQuickEntry(label: "Before", kcal: 100, on: day("2026-11-20"))
        XCTAssertThrowsError(try group.add(diary, clone: "clone-0")) { error in
            let said = "\(error)"
            XCTAssertTrue(said.contains("is not empty") && said.contains("docs/keep.txt") && said.contains("use an empty repository"), said)
        }
        XCTAssertNil(try SyncEngine(database: diary, installation: SyncInstallation.inTest(besides: group.root + "/clone-0")).configuration())
        XCTAssertFalse(FileSystem.exists(group.root + "/clone-0"), "the clone made for the refused init is removed")
        XCTAssertEqual(try group.commitCount(), 1, "the remote is as it was")

        // What a hosting site makes ("initialized with a README"): taken, and kept below Tracker's history.
        try GitMachines.git(["-C", user, "rm", "--quiet", "-r", "docs"])
        try commitAsUser(user, files: [:], message: "only the README")
        group.machines.removeAll()
        group.installations.removeAll()
        try group.add(diary, clone: "clone-0")
        try group.add(try AppDatabase.inMemory(), clone: "clone-1")
        try group.settle()
        let report = try group.sync(0, compaction: .now)
        guard case .squashedAbove(let before, let below)? = report.historySquash else { return XCTFail(report.lines.joined(separator: "\n")) }
        XCTAssertGreaterThan(before, 1)
        XCTAssertEqual(below, 2)
        XCTAssertTrue(report.lines.contains { $0.contains("on top of the 2 commits Tracker did not write") }, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try group.commitCount(), 3, "the user's two commits and one of Tracker's")
        XCTAssertEqual(try GitMachines.git(["-C", group.bare, "log", "--format=%s", "main"]).split(separator: "\n").suffix(2), ["only the README", "init"])

        // A commit someone pushes on top of Tracker's later: kept too, with everything before it.
        try GitMachines.git(["-C", user, "pull", "--quiet", "origin", "main"])
        try commitAsUser(user, files: ["README.md": "# my diary, edited\n"], message: "edit the README")
        try group.machines[1].addQuickEntry(label: "B", kcal: 200, on: day("2026-11-20"))
        try group.settle()
        let squashedAgain = try group.sync(1, compaction: .now)
        guard case .squashedAbove(_, let keptNow)? = squashedAgain.historySquash else { return XCTFail("B did not squash") }
        XCTAssertTrue(
            squashedAgain.lines.contains { $0.contains("on top of the 3 commits Tracker did not write") }, squashedAgain.lines.joined(separator: "\n"))
        XCTAssertEqual(keptNow, 3, "the user's three commits; Tracker's own earlier squash below the edit is not one of them (QA s9)")
        XCTAssertEqual(try GitMachines.git(["-C", group.bare, "log", "--format=%s", "main"]).split(separator: "\n").count, 5)
        try group.settle()
        XCTAssertEqual(try group.machines[1].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["B", "Before"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    func testAFolderNoMachineOfTheDiaryWroteIsSaidOnceAndBlocksNeitherTheSyncNorTheSquash() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        let user = group.root + "/user"
        try GitMachines.git(["clone", "--quiet", "--branch", "main", group.bare, user])
        let junk = String(decoding: (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }, as: UTF8.self)
        // A planted segment 1, and a folder whose only file is past a gap.
        try commitAsUser(user, files: ["replicas/deadbeefdeadbeef/00000001.seg": junk, "replicas/cafebabecafebabe/00000002.seg": junk], message: "planted")

        try group.machines[0].addQuickEntry(label: "A", kcal: 100, on: day("2026-11-20"))
        let first = try group.sync(0)
        XCTAssertTrue(first.succeeded, first.lines.joined(separator: "\n"))
        XCTAssertEqual(first.lines.filter { $0.hasPrefix("Unknown folder") && $0.contains("remove it") }.count, 2, first.lines.joined(separator: "\n"))
        XCTAssertTrue(first.refused.isEmpty && first.waiting.isEmpty)
        let again = try group.sync(0)
        XCTAssertTrue(again.succeeded)
        XCTAssertFalse(again.lines.contains { $0.hasPrefix("Unknown folder") }, "said once")
        let status = try XCTUnwrap(SyncStatus.read(group.machines[0]))
        XCTAssertEqual(status.unknownFolders, ["cafebabecafebabe", "deadbeefdeadbeef"].map { "replicas/\($0) in the git remote \(group.bare)" })

        try group.machines[1].addQuickEntry(label: "B", kcal: 200, on: day("2026-11-20"))
        let compacted = try group.sync(1, compaction: .now)
        XCTAssertTrue(compacted.succeeded, compacted.lines.joined(separator: "\n"))
        XCTAssertEqual(compacted.compactionWaits, [])
        XCTAssertEqual(compacted.historyWaits, [])
        guard case .squashed? = compacted.historySquash else { return XCTFail(compacted.lines.joined(separator: "\n")) }
        XCTAssertEqual(try group.commitCount(), 1)
        try group.settle()
        XCTAssertEqual(try group.machines[0].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["A", "B"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    private func commitAsUser(_ clone: String, files: [String: String], message: String) throws {
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: FileSystem.parent(of: clone + "/" + path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: clone + "/" + path))
        }
        try GitMachines.git(["-C", clone, "add", "-A"])
        try GitMachines.git(["-C", clone, "-c", "user.name=Someone", "-c", "user.email=someone@example.org", "commit", "--quiet", "-m", message])
        try GitMachines.git(["-C", clone, "push", "--quiet", "origin", "HEAD:refs/heads/main"])
    }
}
