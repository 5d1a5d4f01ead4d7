import Foundation
import TrackerKit

/// A path as a user types or pastes it into a prompt. Terminals paste a dragged file quoted
/// (`'/home/me/my dir/export.zip' `), shell-escaped (`/home/me/my\ dir/export.zip`) or as a
/// `file://` address; people type `~/export.zip`. A path that names something as typed is taken
/// as typed, so a file whose name really has quotes or a backslash is still found.
enum TypedPath {
    static func resolve(_ typed: String) -> String {
        let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        let asTyped = expandingTilde(trimmed)
        guard !FileSystem.exists(asTyped) else { return asTyped }
        return expandingTilde(unquoted(trimmed))
    }

    /// For a file about to be written, where nothing exists yet to compare with: only a whole
    /// quoted or escaped paste is taken apart.
    static func resolveForWriting(_ typed: String) -> String {
        expandingTilde(unquoted(typed.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    static func unquoted(_ text: String) -> String {
        if text.hasPrefix("file://") {
            let rest = String(text.dropFirst("file://".count))
            return rest.removingPercentEncoding ?? rest
        }
        for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            let inner = String(text.dropFirst().dropLast())
            return quote == "'" ? inner : unescaped(inner)
        }
        return text.contains("\\") ? unescaped(text) : text
    }

    /// `\x` is `x`, as the shell reads it outside quotes.
    private static func unescaped(_ text: String) -> String {
        var result = "", escaping = false
        for character in text {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return escaping ? result + "\\" : result
    }

    /// `~` is `$HOME`, as in the shell and the configuration file (Foundation's expansion reads the password
    /// database, another home when HOME is set elsewhere); `~user` is that user's home.
    static func expandingTilde(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if path == "~" || path.hasPrefix("~/") { return FileSystem.homeDirectory(environment: environment) + path.dropFirst() }
        return (path as NSString).expandingTildeInPath
    }
}
