import Glibc

/// Writes a line to stderr without Foundation's FileHandle (cheaper at start-up).
enum StandardError {
    /// Control characters in the message (a name someone typed) are shown, never sent raw.
    static func line(_ text: String) {
        let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Sanitizer.displayable(String($0), asciiOnly: false) }.joined(separator: "\n")
        let bytes = Array((safe + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

/// Prints a message for people: user text in it is sanitized like on screen. JSON and CSV output
/// use `print`, which keeps the exact stored values.
func say(_ text: String) {
    print(text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Sanitizer.displayable(String($0), asciiOnly: false) }.joined(separator: "\n"))
}
