import CNcurses

/// What a terminal must be able to do for the full-screen UI: move the cursor and clear the screen.
/// TERM=dumb (an editor's shell buffer, some CI logs) has a terminfo entry, so curses starts on it,
/// then every frame comes out on one line; such a terminal is refused like an unknown one.
enum TerminalFitness {
    /// terminfo's names: cursor addressing and clear screen.
    static let required = ["cup", "clear"]

    /// The first capability the current curses terminal lacks, nil when it can draw the UI.
    static func missingCapability() -> String? {
        required.first { TerminalRestore.terminfoString($0) == nil }
    }
}
