import Foundation
import TrackerKit

/// Reads the recovery phrase: from $TRACKER_SYNC_PHRASE, else standard input. At a terminal it is typed without
/// echo (as ssh and gpg read a passphrase; QA s10 S10-13), the terminal's mode put back whatever ends the process,
/// and a phrase that does not check out is asked for again, up to three times. Piped input is read once, as it is.
enum PhraseInput {
    static let tries = 3

    static func read() throws -> String {
        if let phrase = ProcessInfo.processInfo.environment["TRACKER_SYNC_PHRASE"], !phrase.isEmpty { return phrase }
        guard isatty(STDIN_FILENO) == 1 else { return try checked(readLine(strippingNewline: true)) }
        var problem = ""
        for attempt in 1...tries {
            // The prompt once the echo is off: what is typed after it is never shown.
            let line = withoutEcho {
                StandardError.line(attempt == 1 ? "Recovery phrase (not shown as you type): " : "Recovery phrase again: ")
                return readLine(strippingNewline: true)
            }
            StandardError.line("")
            do { return try checked(line) } catch let error as BadInput {
                problem = error.description
                if line == nil { break }
                StandardError.line("Error: \(problem)")
            }
        }
        throw BadInput(problem.isEmpty ? "no recovery phrase" : problem)
    }

    private static func checked(_ line: String?) throws -> String {
        guard let line, !line.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw BadInput("no recovery phrase: type it at the prompt, pipe it in, or set TRACKER_SYNC_PHRASE")
        }
        do { _ = try RecoveryPhrase.key(from: line) } catch { throw BadInput("\(error)") }
        return line
    }

    /// Runs `body` with the terminal's echo off; SIGINT, SIGTERM and SIGHUP put the mode back before the process ends.
    static func withoutEcho<T>(_ body: () -> T) -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return body() }
        EchoRestore.saved = original
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var previous: [sigaction] = []
        for caught in signals {
            var action = sigaction(), old = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var saved = EchoRestore.saved
                tcsetattr(STDIN_FILENO, TCSANOW, &saved)
                signal(number, SIG_DFL)
                raise(number)
            }
            sigaction(caught, &action, &old)
            previous.append(old)
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            for (caught, old) in zip(signals, previous) {
                var old = old
                sigaction(caught, &old, nil)
            }
        }
        return body()
    }
}

/// The terminal mode a signal handler puts back (a C handler captures nothing).
private enum EchoRestore {
    nonisolated(unsafe) static var saved = termios()
}
