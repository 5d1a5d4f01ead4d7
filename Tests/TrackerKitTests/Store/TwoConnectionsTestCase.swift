import Foundation
import XCTest
@testable import TrackerKit

/// Two connections on one real file, as two windows (or a window and the command line) have.
class TwoConnectionsTestCase: XCTestCase {
    var path: String!
    var here: AppDatabase!
    var elsewhere: AppDatabase!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-two-\(UUID().uuidString).sqlite"
        here = try AppDatabase.openFresh(path: path)
        elsewhere = try AppDatabase.open(path: path)
    }

    override func tearDown() {
        here = nil
        elsewhere = nil
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
