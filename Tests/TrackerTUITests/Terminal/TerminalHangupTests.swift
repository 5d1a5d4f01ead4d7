import Glibc
import XCTest
@testable import TrackerTUI

final class TerminalHangupTests: XCTestCase {
    func testAPseudoTerminalWhoseMasterClosedIsHungUp() throws {
        // posix_openpt and friends are not in Swift's Glibc module: the same through /dev/ptmx.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(master, 0)
        var unlock: Int32 = 0
        XCTAssertEqual(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock), 0)
        var number: UInt32 = 0
        XCTAssertEqual(ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number), 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(slave, 0)
        defer { close(slave) }
        XCTAssertFalse(TerminalHangup.isHungUp(slave), "a live terminal with nothing typed")
        _ = "x".withCString { write(master, $0, 1) }
        XCTAssertFalse(TerminalHangup.isHungUp(slave), "a live terminal with a key waiting")
        close(master)
        XCTAssertTrue(TerminalHangup.isHungUp(slave), "the window closed")
    }

    func testAClosedDescriptorCountsAsGone() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[1])
        XCTAssertTrue(TerminalHangup.isHungUp(ends[0]), "the writer closed: end of input")
        close(ends[0])
        XCTAssertTrue(TerminalHangup.isHungUp(ends[0]), "not open at all")
    }
}
