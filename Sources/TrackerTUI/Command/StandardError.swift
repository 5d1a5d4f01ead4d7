import Glibc

/// Writes a line to stderr without Foundation's FileHandle (cheaper at start-up).
enum StandardError {
    static func line(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
