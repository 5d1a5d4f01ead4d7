import CNcurses
import Glibc

/// Puts the terminal back as it was when a signal or crash ends the process. Everything the
/// handler touches is prepared in advance, and it only calls async-signal-safe functions
/// (write, tcsetattr, signal, raise).
/// Its statics, ExternalStop's and GracefulStop's are the app's only mutable process-wide state, on purpose: a
/// signal handler is called with the signal number alone, so what it reads can only be reached through a global.
/// Everything else is handed down or bound for a scope (ARCHITECTURE.md, "No hidden process-wide state").
enum TerminalRestore {
    nonisolated(unsafe) private static var savedModes = termios()
    nonisolated(unsafe) private static var hasSavedModes = false
    nonisolated(unsafe) private static var bytes: PreparedBytes?

    /// Every signal whose default action ends the process, taken from the platform's own range (1 to
    /// SIGRTMAX, so SIGIO and the real-time signals too): all but the few whose default POSIX makes
    /// ignore, stop or continue, SIGKILL and SIGSTOP (which cannot be caught), and the real-time signals
    /// the C library keeps for its threads (it refuses to show or change them). SIGPIPE too: while the
    /// UI runs, a broken pipe must not leave the terminal raw. The handlers are installed only while the
    /// session is active, so the command line keeps the default dispositions.
    static let handledSignals: [Int32] = {
        let notEnding: Set<Int32> = [SIGCHLD, SIGCONT, SIGURG, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGKILL, SIGSTOP]
        return (1...__libc_current_sigrtmax()).filter { number in
            var action = sigaction()
            return !notEnding.contains(number) && sigaction(number, nil, &action) == 0
        }
    }()

    /// Remembers the terminal's modes before curses changes them.
    static func saveModes() {
        hasSavedModes = tcgetattr(STDIN_FILENO, &savedModes) == 0
    }

    /// Prepares the escape sequences that undo what curses set up (alternate screen, hidden cursor,
    /// keypad mode, mouse reporting), read from terminfo for this terminal.
    static func prepareSequences(mouse: Bool) {
        var sequence: [UInt8] = []
        if mouse { sequence += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8) }
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = terminfoString(capability) { sequence += value }
        }
        bytes = PreparedBytes(sequence)
    }

    static func terminfoString(_ name: String) -> [UInt8]? {
        guard let raw = name.withCString({ tigetstr($0) }) else { return nil }
        if Int(bitPattern: raw) == -1 { return nil }
        return Array(String(cString: raw).utf8)
    }

    nonisolated(unsafe) private static var dispositionsBefore: [Int32: sigaction] = [:]

    /// What the process did with each signal before curses started (curses installs handlers of its
    /// own, which must not outlive its screen): the command line may ignore SIGPIPE, for one.
    static func rememberDispositions() {
        for signalNumber in handledSignals + [SIGTSTP] {
            var action = sigaction()
            if sigaction(signalNumber, nil, &action) == 0 { dispositionsBefore[signalNumber] = action }
        }
    }

    static func installSignalHandlers() {
        for signalNumber in handledSignals {
            signal(signalNumber, terminalRestoreSignalHandler)
        }
    }

    /// Back to the dispositions from before curses (the default when unknown).
    static func removeSignalHandlers() {
        for signalNumber in handledSignals + [SIGTSTP] {
            if var action = dispositionsBefore[signalNumber] {
                sigaction(signalNumber, &action, nil)
            } else {
                signal(signalNumber, SIG_DFL)
            }
        }
    }

    nonisolated(unsafe) private static var pathsToRemove: [UnsafeMutablePointer<CChar>] = []

    /// Files (then their folder, last) to delete if a signal ends the process, like the demo's
    /// temporary database: a closed terminal window must not leave it behind. Prepared here, so the
    /// handler only calls unlink and rmdir, which are async-signal-safe.
    static func removeOnSignal(files: [String], folder: String) {
        pathsToRemove = (files + [folder]).compactMap { strdup($0) }
    }

    /// Called from a signal handler: no allocation, no locks.
    static func restoreFromSignal() {
        restoreTerminalFromSignal()
        for (index, path) in pathsToRemove.enumerated() {
            if index == pathsToRemove.count - 1 { _ = rmdir(path) } else { _ = unlink(path) }
        }
    }

    /// The terminal part of `restoreFromSignal`, also used before a stop (SIGTSTP from outside).
    static func restoreTerminalFromSignal() {
        bytes?.write(to: STDOUT_FILENO)
        if hasSavedModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
    }

    /// The normal way out: the modes saved at start, even if curses' own restore missed something.
    static func restoreModes() {
        if hasSavedModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
    }
}

/// Restore, then die of the same signal with its default action (so the exit status is honest).
private func terminalRestoreSignalHandler(_ signalNumber: Int32) {
    if GracefulStop.note(signalNumber) { return }  // the loop leaves and closes the database first
    TerminalRestore.restoreFromSignal()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
