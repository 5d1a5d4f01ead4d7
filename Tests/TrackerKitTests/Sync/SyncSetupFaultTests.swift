import Foundation
import XCTest

@testable import TrackerKit

/// `sync init` stopped at any moment, or racing another `init` on one carrier, never leaves a carrier that names a
/// diary whose key is nowhere, nor a machine holding a phrase the carrier does not know (QA s8 F8, F9).
final class SyncSetupFaultTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func testAnInitStoppedAfterSavingTheKeyIsFinishedByInitAgainAndItsPhraseJoins() throws {
        let folder = try temporaryFolder() + "/carrier"
        let time = ManualTime()
        let a = try SyncReplica(folder: folder, time: time)
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        // What a kill right after the key was saved leaves: the diary has its key, the carrier no manifest yet.
        _ = try a.setup.prepareCarrier()
        try a.setup.save(diary: SyncConfiguration.newDiaryId(), key: RecoveryPhrase.newKey())
        XCTAssertFalse(FileSystem.exists(folder + "/tracker-diary.json"))
        XCTAssertThrowsError(try a.sync()) { XCTAssertTrue("\($0)".contains("was stopped before it finished: run it again"), "\($0)") }
        let phrase = try a.setup.initialize()
        XCTAssertTrue(FileSystem.exists(folder + "/tracker-diary.json"))
        XCTAssertTrue(try a.sync().succeeded)
        let b = try SyncReplica(folder: folder, time: time)
        try b.setup.join(phrase: phrase)
        XCTAssertTrue(try b.sync().succeeded)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAnInitThatFindsAnotherDiarysManifestAtTheLastStepBacksOutCompletely() throws {
        let folder = try temporaryFolder() + "/carrier"
        let time = ManualTime()
        let (a, b) = (try SyncReplica(folder: folder, time: time), try SyncReplica(folder: folder, time: time))
        _ = try b.setup.prepareCarrier()
        try b.setup.save(diary: SyncConfiguration.newDiaryId(), key: RecoveryPhrase.newKey())
        let phrase = try a.setup.initialize()  // A's init puts its manifest in first
        XCTAssertThrowsError(try b.setup.initialize()) { XCTAssertTrue("\($0)".contains("someone set up"), "\($0)") }
        XCTAssertNil(try SyncEngine(database: b.database, installation: b.installation).configuration())
        try b.setup.join(phrase: phrase)
        XCTAssertTrue(try b.sync().succeeded)
    }

    func testTwoInitsOnOneEmptyGitRemoteTheLoserBacksOutAndCanJoin() throws {
        try TestDepth.skipGitTestUnlessFull()
        let root = try temporaryFolder()
        let remote = root + "/remote.git"
        XCTAssertEqual(try ProcessRunner.run("git", ["init", "--quiet", "--bare", "--", remote]).status, 0)
        let time = ManualTime()
        let (a, b) = (try SyncReplica(folder: root + "/a-clone", time: time), try SyncReplica(folder: root + "/b-clone", time: time))
        let setupA = SyncSetup(database: a.database, carrier: .git, location: remote, workFolder: root + "/a-clone", installation: a.installation)
        let setupB = SyncSetup(database: b.database, carrier: .git, location: remote, workFolder: root + "/b-clone", installation: b.installation)
        // B has cloned the empty remote and saved its key; A's init pushes before B's does.
        let store = try setupB.prepareCarrier()
        try setupB.save(diary: SyncConfiguration.newDiaryId(), key: RecoveryPhrase.newKey())
        let phrase = try setupA.initialize()
        XCTAssertThrowsError(try setupB.finish(setupB.savedConfiguration(), prepared: store)) {
            XCTAssertTrue("\($0)".contains("someone set up \(remote)"), "\($0)")
        }
        XCTAssertNil(try SyncEngine(database: b.database, installation: b.installation).configuration())
        XCTAssertFalse(FileSystem.exists(root + "/b-clone"), "the clone left mid-merge is removed")
        try setupB.join(phrase: phrase)
        XCTAssertTrue(try SyncEngine(database: a.database, installation: a.installation, now: { time.now }).run().succeeded)
        XCTAssertTrue(try SyncEngine(database: b.database, installation: b.installation, now: { time.now }).run().succeeded)
        XCTAssertTrue(try SyncEngine(database: a.database, installation: a.installation, now: { time.now }).run().succeeded)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testAGitChildThatNeverExitsIsStoppedAtTheTimeoutAndSaidSo() throws {
        let started = Date()
        let result = try ProcessRunner.run("sleep", ["30"], timeout: 0.5)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.reason.contains("did not finish within"), result.reason)
    }

    func testAnUnreachableSshRemoteIsToldByTheLineThatSaysTheCause() {
        let result = ProcessResult(
            status: 128, output: "",
            errors: """
                ssh: connect to host 127.0.0.1 port 1: Connection refused\r
                fatal: Could not read from remote repository.

                Please make sure you have the correct access rights
                and the repository exists.
                """)
        XCTAssertEqual(result.reason, "ssh: connect to host 127.0.0.1 port 1: Connection refused")
        let rejected = ProcessResult(
            status: 1, output: "",
            errors: " ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'x'\nhint: Updates were rejected")
        XCTAssertEqual(rejected.reason, "! [rejected]        main -> main (fetch first)")
    }

    func testTheJoinCommandShownQuotesAPathTheShellWouldSplit() {
        XCTAssertEqual(ShellQuote.quote("me@host:diary-sync.git"), "me@host:diary-sync.git")
        XCTAssertEqual(ShellQuote.quote("/tmp/x/sp ace/r e.git"), "'/tmp/x/sp ace/r e.git'")
        XCTAssertEqual(ShellQuote.quote("/tmp/it's $HOME;`x`"), "'/tmp/it'\\''s $HOME;`x`'")
    }
}
