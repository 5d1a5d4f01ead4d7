import Glibc

/// SIGTERM, SIGHUP and SIGINT end the app the way `q` does: the handler only notes the signal, the
/// loop (which wakes at least once a second) leaves normally, the database is closed (so the diary
/// is one file again, its write-ahead log folded in), the terminal given back, and then the process
/// dies of the same signal, so the exit status still says which. A second such signal, or any other
/// fatal one, ends the process at once (TerminalRestore), in case the first could not be honoured.
enum GracefulStop {
    nonisolated(unsafe) private static var pending: Int32 = 0

    /// Called from the signal handler: true when the signal is now pending, so the handler returns.
    static func note(_ signalNumber: Int32) -> Bool {
        guard pending == 0, signalNumber == SIGTERM || signalNumber == SIGHUP || signalNumber == SIGINT else { return false }
        pending = signalNumber
        return true
    }

    static var isRequested: Bool { pending != 0 }

    /// After the app has closed everything: dies of the pending signal, if there is one.
    static func finish() {
        guard pending != 0 else { return }
        signal(pending, SIG_DFL)
        raise(pending)
    }
}
