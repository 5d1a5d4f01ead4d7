import Foundation
import XCTest

@testable import TrackerKit

/// QA s11 S11-1: `sync init` killed after the set-up but before it showed the recovery phrase. Every sync and `init`
/// again say so and how to see it, until it is shown; a machine that joined was never owed a phrase.
final class SyncPhraseNeverShownTests: XCTestCase {
    func testAnInitStoppedBeforeShowingThePhraseIsSaidUntilItIsShown() throws {
        let root = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        let first = try SyncReplica(folder: root + "/carrier", time: ManualTime())
        let phrase = try first.setup.initialize()  // the command was killed here, before it printed the phrase
        let synced = try first.sync()
        XCTAssertTrue(synced.succeeded)
        XCTAssertTrue(synced.lines.contains(SyncSetup.phraseNeverShownLine), synced.lines.joined(separator: "\n"))
        XCTAssertThrowsError(try first.setup.initialize()) { XCTAssertTrue("\($0)".contains("run `tracker sync phrase`"), "\($0)") }

        let joiner = try SyncReplica(folder: root + "/carrier", time: first.time)
        try joiner.setup.join(phrase: phrase)
        XCTAssertFalse(try joiner.sync().lines.contains(SyncSetup.phraseNeverShownLine))

        try SyncSetup.notePhraseShown(first.database)
        XCTAssertFalse(try first.sync().lines.contains(SyncSetup.phraseNeverShownLine))
        XCTAssertThrowsError(try first.setup.initialize()) { XCTAssertFalse("\($0)".contains("never shown"), "\($0)") }
    }
}
