import Foundation

/// The name of an app that wrote data Tracker imported (a copy of a swim from Strava): shown, never
/// typed, so a bad one is cleaned rather than refused. Applied on import and again on every read,
/// so a name stored before the rule, or by hand, shows the same way.
extension Input {
    /// At most this many characters (the last one `…` when cut).
    public static let appNameLength = 40

    /// NFC; controls (escape sequences) and direction-override characters dropped; line breaks and tabs
    /// as spaces, runs of spaces as one; cut to `appNameLength`. Nil when nothing is left.
    public static func appName(_ text: String) -> String? {
        var cleaned = ""
        var lastWasSpace = true
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            let v = scalar.value
            let isSpace = v == 0x09 || v == 0x0A || v == 0x0D || v == 0x20 || ControlCharacters.isLineSeparator(v)
            if isSpace {
                if !lastWasSpace { cleaned.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else if !(v < 0x20 || (0x7F..<0xA0).contains(v) || ControlCharacters.isBidiControl(v)) {
                cleaned.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        let trimmed = cleaned.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return trimmed.count <= appNameLength ? trimmed : String(trimmed.prefix(appNameLength - 1)) + "…"
    }

    /// Each name cleaned, the empty ones and repeats left out.
    public static func appNames(_ names: [String]) -> [String] {
        var kept: [String] = []
        for name in names.compactMap(appName) where !kept.contains(name) { kept.append(name) }
        return kept
    }
}
