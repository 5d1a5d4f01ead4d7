import Foundation
import XCTest

@testable import TrackerKit

/// Issue 29 #5, found with the real binary: a sync stopped with Ctrl-Z (the app's start sync) held the git clone's lock,
/// and a cron `tracker sync` waited for it forever. A second sync now waits a bounded time and then says why.
final class SyncLockTests: XCTestCase {
    func testASecondSyncGivesUpOnALockHeldElsewhereAndSaysSo() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-lock-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tracker-sync.lock"
        let held = try CarrierLock(lockFile: path, waitSeconds: 0)
        XCTAssertThrowsError(try CarrierLock(lockFile: path, waitSeconds: 0)) { error in
            XCTAssertTrue("\(error)".hasPrefix("another sync of this diary is running"), "\(error)")
        }
        held.release()
        let next = try CarrierLock(lockFile: path, waitSeconds: 0)
        next.release()
    }
}
