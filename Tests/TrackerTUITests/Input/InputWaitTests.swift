import Glibc
import XCTest
@testable import TrackerTUI

/// The key wait is timed on the monotonic clock: an early return from poll (as a wait timed by a
/// stepped wall clock gave) is waited out, and a passed deadline is never waited for again.
final class InputWaitTests: XCTestCase {
    private final class FakeTerminal: @unchecked Sendable {
        var uptime: Duration = .seconds(50)
        var asked: [Int32] = []
        var answer: (FakeTerminal, Int32) -> Int32 = { _, _ in 0 }

        var wait: InputWait {
            InputWait(
                poll: { _, milliseconds in
                    self.asked.append(milliseconds)
                    return self.answer(self, milliseconds)
                }, uptime: { self.uptime })
        }
    }

    func testAPollThatReturnsEarlyIsRepeatedForTheTimeLeft() {
        let terminal = FakeTerminal()
        terminal.answer = { terminal, milliseconds in  // wakes after half the time asked, with no input
            terminal.uptime += .milliseconds(Int64(max(1, milliseconds / 2)))
            return 0
        }
        let start = terminal.uptime
        XCTAssertEqual(terminal.wait.wait(on: 0, timeoutMs: 1000), .timedOut)
        XCTAssertEqual(Array(terminal.asked.prefix(3)), [1000, 500, 250])
        XCTAssertEqual(terminal.asked.last, 0)
        XCTAssertGreaterThanOrEqual(terminal.uptime - start, .milliseconds(999), "never ends early")
    }

    func testAWaitTimedOutOnTheMonotonicClockEndsAtOnce() {
        let terminal = FakeTerminal()
        terminal.answer = { terminal, milliseconds in
            terminal.uptime += .milliseconds(Int64(milliseconds))
            return 0
        }
        XCTAssertEqual(terminal.wait.wait(on: 0, timeoutMs: 700), .timedOut)
        XCTAssertEqual(terminal.asked, [700, 0])
    }

    func testInputAndSignalsEndTheWait() {
        let terminal = FakeTerminal()
        terminal.answer = { _, _ in 1 }
        XCTAssertEqual(terminal.wait.wait(on: 0, timeoutMs: -1), .ready)
        XCTAssertEqual(terminal.asked, [-1], "no timeout: waits for input only")
        terminal.answer = { _, _ in
            errno = EINTR
            return -1
        }
        XCTAssertEqual(terminal.wait.wait(on: 0, timeoutMs: 1000), .interrupted, "a resize or stop request is looked at")
    }

    func testMillisecondsAreRoundedUpSoAWakeUpIsNeverEarly() {
        XCTAssertEqual(InputWait.milliseconds(until: .milliseconds(1000) + .nanoseconds(1), now: .zero), 1001)
        XCTAssertEqual(InputWait.milliseconds(until: .seconds(1), now: .seconds(2)), 0)
    }
}
