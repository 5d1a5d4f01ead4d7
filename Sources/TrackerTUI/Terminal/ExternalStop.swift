import CNcurses
import Glibc

/// SIGTSTP sent from outside (`kill -TSTP`), not the Ctrl-Z key: give the terminal back before
/// stopping, and take it again on SIGCONT before any key can arrive. The keypad and mouse modes
/// are written by the handler itself: curses would only send them at its next read, after the
/// first key, so the first arrow after `fg` came in the shell's cursor-key mode and was lost.
enum ExternalStop {
    nonisolated(unsafe) private static var programModes = termios()
    nonisolated(unsafe) private static var hasProgramModes = false
    nonisolated(unsafe) private static var resumeBytes: PreparedBytes?
    /// Set by the handler after SIGCONT; `takeResumed` reads and clears it, and the loop repaints everything.
    nonisolated(unsafe) static var resumed: sig_atomic_t = 0

    /// Remembers the modes and sequences curses set up; call once curses is fully started.
    static func prepare(mouse: Bool) {
        hasProgramModes = tcgetattr(STDIN_FILENO, &programModes) == 0
        var sequence: [UInt8] = []
        for capability in ["smcup", "smkx", "civis"] {
            if let value = TerminalRestore.terminfoString(capability) { sequence += value }
        }
        if mouse, let on = tracker_mouse_on_sequence() { sequence += Array(String(cString: on).utf8) }
        resumeBytes = PreparedBytes(sequence)
    }

    /// Removed with the others by `TerminalRestore.removeSignalHandlers`.
    static func install() { signal(SIGTSTP, externalStopHandler) }

    /// When the stop came (CLOCK_MONOTONIC, the system clock's uptime), read in the handler.
    nonisolated(unsafe) static var stoppedAt = timespec()

    /// The moment of the stop, once after each resume (nil otherwise): the caller must repaint everything.
    static func takeResumed() -> Duration? {
        guard resumed != 0 else { return nil }
        resumed = 0
        return .seconds(Int64(stoppedAt.tv_sec)) + .nanoseconds(Int64(stoppedAt.tv_nsec))
    }

    /// Called from the handler after SIGCONT: only tcsetattr and write.
    fileprivate static func reenter() {
        if hasProgramModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, &programModes) }
        resumeBytes?.write(to: STDOUT_FILENO)
        resumed = 1
    }
}

private func externalStopHandler(_ signalNumber: Int32) {
    let savedErrno = errno
    clock_gettime(CLOCK_MONOTONIC, &ExternalStop.stoppedAt)  // async-signal-safe
    TerminalRestore.restoreTerminalFromSignal()
    signal(SIGTSTP, SIG_DFL)
    var stopSet = sigset_t()
    sigemptyset(&stopSet)
    sigaddset(&stopSet, SIGTSTP)
    // The handler runs with SIGTSTP blocked: unblock it so raise stops the process here.
    sigprocmask(SIG_UNBLOCK, &stopSet, nil)
    raise(SIGTSTP)
    // Continued (fg, or SIGCONT).
    signal(SIGTSTP, externalStopHandler)
    ExternalStop.reenter()
    errno = savedErrno
}
