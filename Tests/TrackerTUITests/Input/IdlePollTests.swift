import XCTest
@testable import TrackerTUI

final class IdlePollTests: XCTestCase {
    func testAnIdleLoopWakesEverySecondToLookForOutsideChanges() {
        let idle = AppLoop.wakeUp(untilDeadline: -1)
        XCTAssertEqual(idle.timeoutMs, 1000)
        XCTAssertFalse(idle.forDeadline, "an idle wake-up is no tick")
    }

    func testADeadlineWithinTheSecondIsWaitedForExactly() {
        XCTAssertEqual(AppLoop.wakeUp(untilDeadline: 0).timeoutMs, 0)
        XCTAssertEqual(AppLoop.wakeUp(untilDeadline: 250).timeoutMs, 250)
        XCTAssertTrue(AppLoop.wakeUp(untilDeadline: 250).forDeadline)
        XCTAssertTrue(AppLoop.wakeUp(untilDeadline: 1000).forDeadline)
    }

    func testAFarDeadlineIsNotTickedEarly() {
        let far = AppLoop.wakeUp(untilDeadline: 5000)
        XCTAssertEqual(far.timeoutMs, 1000)
        XCTAssertFalse(far.forDeadline)
    }
}
