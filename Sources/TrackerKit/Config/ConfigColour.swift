import Foundation

/// A colour as the configuration file writes it: one of the 16 by name, one of 256 by number, or "#rrggbb".
/// What the terminal can show is decided where it is drawn (the nearest of its 8, 16 or 256 colours).
public enum ConfigColour: Hashable, Sendable {
    case indexed(Int)
    case rgb(red: Int, green: Int, blue: Int)

    public static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]

    public static func parse(_ text: String) -> Result<ConfigColour, InputError> {
        let lowered = text.lowercased().replacingOccurrences(of: "_", with: "-")
        if let index = names.firstIndex(of: lowered) { return .success(.indexed(index)) }
        if lowered == "grey" || lowered == "gray" { return .success(.indexed(8)) }
        if lowered.hasPrefix("#"), lowered.count == 7, let value = Int(lowered.dropFirst(), radix: 16) {
            return .success(.rgb(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF))
        }
        if let number = Int(lowered), (0...255).contains(number) { return .success(.indexed(number)) }
        return .failure(InputError("“\(text.prefix(30))” is not a colour: a name (\(names.prefix(8).joined(separator: ", ")), bright-…), 0–255 or \"#rrggbb\""))
    }
}
