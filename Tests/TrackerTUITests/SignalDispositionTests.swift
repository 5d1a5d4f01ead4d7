import Glibc
import XCTest
@testable import TrackerTUI

/// The UI's signal handlers live only as long as its terminal session.
final class SignalDispositionTests: XCTestCase {
    /// The handler's address: 0 is SIG_DFL, 1 is SIG_IGN.
    private func handler(_ signalNumber: Int32) -> Int {
        var action = sigaction()
        sigaction(signalNumber, nil, &action)
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
    private let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
    private let byDefault = 0

    func testRemovingTheHandlersPutsBackWhatTheProcessHadBefore() {
        let pipeBefore = signal(SIGPIPE, SIG_IGN)
        let usr1Before = signal(SIGUSR1, SIG_DFL)
        defer { signal(SIGPIPE, pipeBefore); signal(SIGUSR1, usr1Before) }
        TerminalRestore.rememberDispositions()
        TerminalRestore.installSignalHandlers()
        ExternalStop.install()
        XCTAssertNotEqual(handler(SIGPIPE), ignore, "while the UI runs, a broken pipe restores the terminal")
        XCTAssertNotEqual(handler(SIGTSTP), byDefault)
        TerminalRestore.removeSignalHandlers()
        XCTAssertEqual(handler(SIGPIPE), ignore, "the command line's choice for SIGPIPE is back")
        XCTAssertEqual(handler(SIGUSR1), byDefault)
        XCTAssertEqual(handler(SIGTSTP), byDefault)
    }
}
