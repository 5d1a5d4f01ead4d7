import XCTest
import TrackerKit
@testable import TrackerTUI

extension XCTestCase {
    /// Stops the command line's clock at `time` (2026-11-21 12:00 UTC unless told) until this test ends.
    func fixCommandClock(at time: TestTime = TestTime()) {
        CommandContext.clock = time.clock
        CommandContext.zone = .utc
        addTeardownBlock {
            CommandContext.clock = .system
            CommandContext.zone = .system
        }
    }
}
