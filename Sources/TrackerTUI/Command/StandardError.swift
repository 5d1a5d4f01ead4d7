import Glibc

/// Writes a line to stderr without Foundation's FileHandle (cheaper at start-up).
enum StandardError {
    /// Control characters in the message (a name someone typed) are shown, never sent raw.
    static func line(_ text: String) {
        let bytes = Array((shown(text) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// The text with every line sanitized (line breaks kept).
    static func shown(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Sanitizer.displayable(String($0), asciiOnly: false, splitsSequences: false) }.joined(separator: "\n")
    }
}

/// Prints a message for people: user text in it is sanitized like on screen. JSON and CSV output
/// keep the exact stored values (see `Listing.print`).
func say(_ text: String) {
    OutputWriter.standard.line(StandardError.shown(text))
}
