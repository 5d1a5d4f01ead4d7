import Foundation
import XCTest
@testable import TrackerTUI

/// `tracker show` draws a tab for a day: the command line's day, from the same clock as every command.
final class ShowCommandClockTests: XCTestCase {
    func testShowDrawsTheCommandClocksToday() throws {
        let path = NSTemporaryDirectory() + "tracker-show-\(UUID().uuidString).sqlite"
        let printed = try standardOutput {
            var command = try TestCommandParse.tracker(["show", "log", "--size", "80x24", "--db", path])
            try command.runAtTestTime()
        }
        XCTAssertTrue(printed.contains("Sat 21 Nov 2026") && printed.contains("today"), printed)
    }
}
