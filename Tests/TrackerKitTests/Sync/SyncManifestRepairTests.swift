import Foundation
import XCTest

@testable import TrackerKit

/// A lost or damaged `tracker-diary.json` is written again by any machine whose key opens the carrier's files, in a
/// folder and in a git remote; an emptied carrier is still refused (QA s10 S10-1).
final class SyncManifestRepairTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func pair() throws -> (SyncReplica, SyncReplica, String) {
        let folder = try temporaryFolder() + "/carrier"
        let a = try SyncReplica(folder: folder, time: ManualTime())
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        let phrase = try a.setup.initialize()
        XCTAssertTrue(try a.sync().succeeded)
        let b = try SyncReplica(folder: folder, time: a.time)
        try b.setup.join(phrase: phrase)
        XCTAssertTrue(try b.sync().succeeded)
        return (a, b, phrase)
    }

    func testALostManifestIsWrittenAgainAndSaid() throws {
        let (a, b, _) = try pair()
        let manifest = a.folder + "/tracker-diary.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: manifest))
        try FileManager.default.removeItem(atPath: manifest)
        let report = try b.sync()
        XCTAssertTrue(report.succeeded)
        XCTAssertEqual(
            report.lines.first { $0.contains("tracker-diary") },
            "Sent again: tracker-diary.json (missing) in the carrier; this machine wrote it again from its diary.")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: manifest)), original)
        XCTAssertTrue(try a.sync().succeeded)
    }

    func testADamagedKeyCheckIsWrittenAgainAndTheRightPhraseStillJoins() throws {
        let (a, _, phrase) = try pair()
        let manifest = a.folder + "/tracker-diary.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let check = try XCTUnwrap(text.range(of: "\"keyCheck\" : \"")).upperBound
        let flipped = text.replacingCharacters(in: check..<text.index(after: check), with: text[check] == "0" ? "1" : "0")
        try flipped.write(toFile: manifest, atomically: true, encoding: .utf8)
        // A new machine with the right phrase joins: the carrier's files open with it.
        let c = try SyncReplica(folder: a.folder, time: a.time)
        try c.setup.join(phrase: phrase)
        let report = try c.sync()
        XCTAssertTrue(report.succeeded)
        XCTAssertTrue(report.lines.contains { $0.contains("tracker-diary.json (damaged)") }, "\(report.lines)")
        XCTAssertEqual(try a.export(), try c.export())
        // A wrong phrase is still refused.
        let d = try SyncReplica(folder: a.folder, time: a.time)
        XCTAssertThrowsError(try d.setup.join(phrase: RecoveryPhrase.phrase(for: RecoveryPhrase.newKey()))) {
            XCTAssertTrue("\($0)".contains("not this diary's"), "\($0)")
        }
    }

    /// QA s10b B1b: two machines that each set up a diary in one synced folder before it was carried between them wrote
    /// each other's manifest over at every sync. Another diary's manifest is refused, never written over.
    func testAnotherDiarysManifestIsNeverWrittenOver() throws {
        let (a, _, _) = try pair()
        let other = try temporaryFolder() + "/carrier"
        let c = try SyncReplica(folder: other, time: a.time)
        _ = try c.setup.initialize()
        XCTAssertTrue(try c.sync().succeeded)
        let manifest = a.folder + "/tracker-diary.json"
        let theirs = try Data(contentsOf: URL(fileURLWithPath: other + "/tracker-diary.json"))
        try theirs.write(to: URL(fileURLWithPath: manifest))
        XCTAssertThrowsError(try a.sync()) { XCTAssertTrue("\($0)".contains("the carrier holds another diary"), "\($0)") }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: manifest)), theirs)
    }

    func testAnEmptiedCarrierIsStillRefusedAndNothingIsWritten() throws {
        let (a, _, _) = try pair()
        try FileManager.default.removeItem(atPath: a.folder)
        try FileManager.default.createDirectory(atPath: a.folder, withIntermediateDirectories: false)
        XCTAssertThrowsError(try a.sync()) { XCTAssertTrue("\($0)".contains("is missing: the carrier does not hold this diary"), "\($0)") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: a.folder), [])
    }

    func testAManifestDeletedInTheGitRemoteIsPushedAgain() throws {
        try TestDepth.skipGitTestUnlessFull()
        let root = try temporaryFolder()
        let remote = root + "/remote.git"
        XCTAssertEqual(try ProcessRunner.run("git", ["init", "--quiet", "--bare", "-b", "main", "--", remote]).status, 0)
        let a = try SyncReplica(folder: root + "/unused", time: ManualTime())
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        let setup = SyncSetup(database: a.database, carrier: .git, location: remote, workFolder: root + "/clone", installation: a.installation)
        _ = try setup.initialize()
        let time = a.time
        let engine = SyncEngine(database: a.database, installation: a.installation, now: { time.now })
        XCTAssertTrue(try engine.run().succeeded)
        let work = root + "/work"
        for arguments in [
            ["clone", "--quiet", "--", remote, work], ["-C", work, "rm", "--quiet", "tracker-diary.json"],
            ["-C", work, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "-m", "lost"],
            ["-C", work, "push", "--quiet", "origin", "HEAD:main"],
        ] {
            XCTAssertEqual(try ProcessRunner.run("git", arguments).status, 0, "\(arguments)")
        }
        let report = try engine.run()
        XCTAssertTrue(report.succeeded, "\(report.lines)")
        XCTAssertTrue(report.lines.contains { $0.contains("tracker-diary.json (missing)") }, "\(report.lines)")
        XCTAssertEqual(try ProcessRunner.run("git", ["-C", remote, "cat-file", "-e", "main:tracker-diary.json"]).status, 0)
    }
}
