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

    /// A signal sent from outside closes the diary before the process dies of it (no `-wal`/`-shm` left: the e2e
    /// script checks the files); only a fault the process caused itself ends it at once.
    func testEverySignalFromOutsideClosesTheDiaryFirstAndOnlyFaultsDoNot() {
        let faults: Set<Int32> = [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT]
        for signalNumber in TerminalRestore.handledSignals {
            XCTAssertEqual(GracefulStop.closesTheDiaryFirst(signalNumber), !faults.contains(signalNumber), "signal \(signalNumber)")
        }
        for signalNumber in [SIGUSR1, SIGIO, SIGPIPE, SIGQUIT, __libc_current_sigrtmin(), __libc_current_sigrtmax(), SIGTERM] {
            XCTAssertTrue(TerminalRestore.handledSignals.contains(signalNumber), "signal \(signalNumber) is handled")
            XCTAssertTrue(GracefulStop.closesTheDiaryFirst(signalNumber), "signal \(signalNumber)")
        }
    }

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

    /// Issue 24 #4: SIGIO and the real-time signals ended the app with the terminal raw. Which signals end
    /// a process is asked of the platform here: a forked child raises each one with its default action.
    func testEverySignalWhoseDefaultActionEndsTheProcessRestoresTheTerminal() {
        var ending: Set<Int32> = []
        for number in 1...__libc_current_sigrtmax() {
            var action = sigaction()
            // SIGKILL and SIGSTOP cannot be caught, the C library keeps two real-time signals for its threads.
            guard number != SIGKILL, number != SIGSTOP, sigaction(number, nil, &action) == 0 else { continue }
            if endsAProcessByDefault(number) { ending.insert(number) }
        }
        XCTAssertTrue(ending.isSuperset(of: [SIGIO, SIGTERM, __libc_current_sigrtmin(), __libc_current_sigrtmax()]))
        XCTAssertFalse(ending.contains(SIGCHLD) || ending.contains(SIGWINCH) || ending.contains(SIGTSTP))
        XCTAssertEqual(Set(TerminalRestore.handledSignals), ending)
        let names = ending.subtracting(TerminalRestore.handledSignals).sorted().map { String(cString: strsignal($0)) }
        XCTAssertEqual(names, [], "not restored before they end the app")
    }

    /// Forks a child that raises `number` with its default disposition: true when that killed it.
    private func endsAProcessByDefault(_ number: Int32) -> Bool {
        let child = fork()
        if child == 0 {
            // Only async-signal-safe calls in the child of a threaded process.
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            var all = sigset_t()
            sigfillset(&all)
            sigprocmask(SIG_UNBLOCK, &all, nil)
            signal(number, SIG_DFL)
            raise(number)
            _exit(0)
        }
        var status: Int32 = 0
        waitpid(child, &status, WUNTRACED)
        let stopped = status & 0xFF == 0x7F
        if stopped {
            kill(child, SIGKILL)
            waitpid(child, &status, 0)
            return false
        }
        let signalled = status & 0x7F != 0 && status & 0x7F != 0x7F
        return signalled && status & 0x7F == number
    }
}
