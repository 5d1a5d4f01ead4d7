import CNcurses
import Glibc

enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    case cannotStart(term: String)

    var description: String {
        switch self {
        case .notATerminal:
            return "The Tracker UI needs a terminal. For plain text use `tracker show TAB`; for scripting see `tracker --help`."
        case .cannotStart(let term):
            return "Cannot start the terminal UI for TERM=\(term.isEmpty ? "(unset)" : term). Try TERM=xterm-256color."
        }
    }
}

/// The full-screen session: curses set up on start, and the terminal given back on stop, on
/// a signal and on a crash.
final class TerminalSession {
    let glyphs: Glyphs
    private let screen: OpaquePointer
    private(set) var colors: ColorPairs?
    private var isActive = true

    /// `glyphs` comes from the locale decision, which must run before this.
    /// Checked before anything else happens, so a run without a terminal creates no files.
    static func requireTerminal() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
    }

    init(glyphs: Glyphs, useColor: Bool, mouse wantsMouse: Bool = true) throws {
        try Self.requireTerminal()
        self.glyphs = glyphs
        TerminalRestore.saveModes()
        TerminalRestore.rememberDispositions()
        guard let screen = tracker_newterm() else {
            throw TerminalError.cannotStart(term: String(cString: getenv("TERM") ?? strdup("")))
        }
        _ = set_term(screen)
        guard TerminalFitness.missingCapability() == nil else {
            endwin()
            delscreen(screen)
            TerminalRestore.restoreModes()
            throw TerminalError.cannotStart(term: String(cString: getenv("TERM") ?? strdup("")))
        }
        self.screen = screen
        tracker_set_escdelay(25)
        raw()
        noecho()
        nonl()
        _ = keypad(tracker_stdscr(), true)
        _ = curs_set(0)
        // `[app] mouse = false` leaves the terminal's own selection and scrolling alone.
        let mouse =
            wantsMouse && mousemask(TRACKER_BUTTON1_PRESSED | TRACKER_BUTTON1_RELEASED | TRACKER_BUTTON4_PRESSED | TRACKER_BUTTON5_PRESSED, nil) != 0
        _ = mouseinterval(0)
        if useColor && has_colors() {
            start_color()
            use_default_colors()
            colors = ColorPairs(available: Int(tracker_color_pairs()), colours: Int(tracker_colors()))
        }
        TerminalRestore.prepareSequences(mouse: mouse)
        TerminalRestore.installSignalHandlers()
        ExternalStop.prepare(mouse: mouse)
        ExternalStop.install()
    }

    var width: Int { Int(tracker_cols()) }
    var height: Int { Int(tracker_lines()) }

    func stop() {
        guard isActive else { return }
        isActive = false
        endwin()
        TerminalRestore.restoreModes()
        TerminalRestore.removeSignalHandlers()
        delscreen(screen)
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again on `fg`.
    func suspend() {
        endwin()
        TerminalRestore.restoreModes()
        // Like the terminal's own ^Z: stop the whole foreground process group (a wrapping shell
        // too), so the job-control shell sees the job stop; `fg` continues it here.
        let previous = signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        signal(SIGTSTP, previous)
        _ = clearok(tracker_curscr(), true)
        refresh()
    }

    /// True when the terminal is gone (its other end closed, without a SIGHUP reaching us, as under
    /// setsid): a read then fails at once instead of waiting, and the loop would spin.
    var isHungUp: Bool { TerminalHangup.isHungUp(STDIN_FILENO) }

    func bell() {
        beep()
    }

    deinit { stop() }
}
