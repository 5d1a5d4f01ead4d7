import Glibc

/// A signal sent from outside (SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGIO, a real-time signal: every one whose default
/// action ends the process) ends the app the way `q` does: the handler only notes the signal, the loop (which wakes
/// at least once a second) leaves normally, the database is closed (so the diary is one file again, its write-ahead
/// log folded in and no `-wal`/`-shm` left), the terminal given back, and then the process dies of the same signal,
/// so the exit status still says which. A fault the process caused itself (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP,
/// SIGSYS, SIGABRT from a trap) cannot wait for the loop, and neither can a second signal when the first could not
/// be honoured: those end the process at once (TerminalRestore), leaving SQLite's sidecars for the next open.
enum GracefulStop {
    nonisolated(unsafe) private static var pending: Int32 = 0

    /// Called from the signal handler: true when the signal is now pending, so the handler returns.
    static func note(_ signalNumber: Int32) -> Bool {
        guard pending == 0, closesTheDiaryFirst(signalNumber) else { return false }
        pending = signalNumber
        return true
    }

    /// Whether the signal waits for the loop to close the diary: every one but a fault. A switch, not a Set: a
    /// handler must not allocate (a lazily made static would, on first use).
    static func closesTheDiaryFirst(_ signalNumber: Int32) -> Bool {
        switch signalNumber {
        case SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT: return false
        default: return true
        }
    }

    static var isRequested: Bool { pending != 0 }

    /// After the app has closed everything: dies of the pending signal, if there is one.
    static func finish() {
        guard pending != 0 else { return }
        signal(pending, SIG_DFL)
        raise(pending)
    }
}
