import CNcurses
import Glibc
import XCTest
@testable import TrackerTUI

/// TERM=dumb has a terminfo entry but cannot move the cursor: the UI refuses it as it refuses an
/// unknown TERM, instead of drawing every frame on one line.
final class TerminalFitnessTests: XCTestCase {
    /// The capability curses finds missing for `term`, on a screen that writes to /dev/null.
    private func missing(for term: String) throws -> String? {
        let output = try XCTUnwrap(fopen("/dev/null", "w")), input = try XCTUnwrap(fopen("/dev/null", "r"))
        defer { fclose(output); fclose(input) }
        let screen = try XCTUnwrap(newterm(term, output, input), "no terminfo entry for \(term)")
        let previous = set_term(screen)
        defer {
            endwin()
            if let previous { _ = set_term(previous) }
            delscreen(screen)
        }
        return TerminalFitness.missingCapability()
    }

    func testADumbTerminalIsRefused() throws {
        XCTAssertEqual(try missing(for: "dumb"), "cup")
    }

    func testXtermAndTheLinuxConsoleCanDrawTheUI() throws {
        XCTAssertNil(try missing(for: "xterm-256color"))
        XCTAssertNil(try missing(for: "linux"))
    }
}
