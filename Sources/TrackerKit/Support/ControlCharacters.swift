/// Characters that change how a terminal shows text instead of being shown.
public enum ControlCharacters {
    /// The bidi marks, embeddings, overrides and isolates: U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069.
    @inlinable public static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }

    /// The embeddings and overrides, U+202A–U+202E: each changes the direction of everything after it up to a
    /// U+202C that may never come (the "Trojan Source" characters). The isolates (U+2066–U+2069) and marks are the
    /// recommended, self-contained way to put right-to-left text in a line, and are not among them.
    @inlinable public static func isDirectionOverride(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v)
    }

    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: line breaks a terminal may honour.
    @inlinable public static func isLineSeparator(_ v: UInt32) -> Bool {
        v == 0x2028 || v == 0x2029
    }
}
