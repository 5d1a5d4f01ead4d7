import Foundation

/// A path or URL as a shell reads it back whole, for a command the user is told to paste (`sync init`'s join line).
public enum ShellQuote {
    public static func quote(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789@%+=:,./-_~".unicodeScalars.contains($0) }
        if plain && !text.isEmpty && !text.hasPrefix("~") { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
