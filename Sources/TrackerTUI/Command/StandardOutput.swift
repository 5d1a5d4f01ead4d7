import Foundation
import TrackerKit

/// What every command prints goes through one writer that checks each write(2): a full disk or a
/// closed pipe is noticed instead of lost (stdio and FileHandle drop it, or trap).
final class OutputWriter: @unchecked Sendable {
    let descriptor: Int32
    /// The errno of the first write that failed; nothing more is written after it.
    private(set) var failure: Int32?
    /// A person is reading: user text is shown in caret notation, never sent raw.
    let isTerminal: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    static let standard = OutputWriter(descriptor: STDOUT_FILENO)

    func write(_ data: Data) {
        guard failure == nil else { return }
        failure = data.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) }
    }

    func write(_ text: String) { write(Data(text.utf8)) }
    func line(_ text: String) { write(text + "\n") }

    /// A stored value for a script: exact into a pipe or file, sanitized on a terminal.
    func valueLine(_ text: String) {
        line(isTerminal ? Sanitizer.displayable(text, asciiOnly: false, splitsSequences: false) : text)
    }

    /// Ends the process if the output could not be written: quietly with the status SIGPIPE gives
    /// (141) when the reader left early (`| head`), else exit 1 with the reason.
    func exitIfFailed() {
        guard let failure else { return }
        if failure == EPIPE { exit(128 + SIGPIPE) }
        StandardError.line("Error: could not write the output (\(String(cString: strerror(failure)))).")
        exit(1)
    }
}
