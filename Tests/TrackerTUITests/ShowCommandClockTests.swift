import Foundation
import XCTest
@testable import TrackerTUI

/// `tracker show` draws a tab for a day: the command line's day, from the same clock as every command.
final class ShowCommandClockTests: XCTestCase {
    func testShowDrawsTheCommandClocksToday() throws {
        fixCommandClock()
        let path = NSTemporaryDirectory() + "tracker-show-\(UUID().uuidString).sqlite"
        let printed = try standardOutput {
            var command = try TrackerCommand.parseAsRoot(["show", "log", "--size", "80x24", "--db", path])
            try command.run()
        }
        XCTAssertTrue(printed.contains("Sat 21 Nov 2026") && printed.contains("today"), printed)
    }

    /// What `body` writes to file descriptor 1, through a temporary file (a pipe could fill and block).
    private func standardOutput(_ body: () throws -> Void) throws -> String {
        let file = NSTemporaryDirectory() + "tracker-stdout-\(UUID().uuidString)"
        let descriptor = open(file, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        let saved = dup(STDOUT_FILENO)
        defer { unlink(file) }
        dup2(descriptor, STDOUT_FILENO)
        defer {
            dup2(saved, STDOUT_FILENO)
            close(saved)
            close(descriptor)
        }
        try body()
        return try String(contentsOfFile: file, encoding: .utf8)
    }
}
