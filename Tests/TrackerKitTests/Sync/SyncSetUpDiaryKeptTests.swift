import Foundation
import XCTest

@testable import TrackerKit

/// QA s10 S10-0: `sync join` on a new machine whose first sync could not write one received record (a newer Tracker's
/// value, an entry whose food had not arrived) failed, and the command then removed the diary file it had made as
/// "unused": the synced diary was gone, and the machine it had registered in the carrier could never sync again. A
/// diary that holds a sync set-up (its key) is never an unused file.
final class SyncSetUpDiaryKeptTests: XCTestCase {
    func testADiarySetUpToSyncIsNeverRemovedAsUnused() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let joiner = try group.addReplica()
        XCTAssertFalse(try joiner.database.holdsNoUserData(), "a joined diary holds its key and its place in the carrier")
        let first = group.replicas[0]
        XCTAssertFalse(try first.database.holdsNoUserData(), "an initialised diary holds its key")
    }

    func testANewDiaryFileThatNeverSetUpSyncIsStillUnused() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-unused-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try AppDatabase.openFresh(path: folder + "/tracker.sqlite")
        XCTAssertTrue(try database.holdsNoUserData())
        database.closeAndRemoveIfUnused()
        XCTAssertFalse(FileSystem.exists(folder + "/tracker.sqlite"))
    }
}
