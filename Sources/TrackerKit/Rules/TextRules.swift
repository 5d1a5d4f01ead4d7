import Foundation

/// The kinds of name Tracker stores, with their length limits (K-Count's where it had one).
public enum NameKind: Sendable {
    case person, food, exercise, program, counter, pad, entryLabel

    public var maxLength: Int {
        switch self {
        case .person: return 30
        case .food, .counter, .entryLabel: return 60
        case .exercise, .program, .pad: return 40
        }
    }

    /// "A food name", for messages.
    public var what: String {
        switch self {
        case .person: return "A name"
        case .food: return "A food name"
        case .exercise: return "An exercise name"
        case .program: return "A program name"
        case .counter: return "A counter name"
        case .pad: return "A pad name"
        case .entryLabel: return "A label"
        }
    }
}

/// The rules for stored text, applied alike to what is typed, given on the command line or imported:
/// names are one line without control or direction-override characters, memos may have line breaks
/// and tabs but nothing else of the kind; both are stored NFC-normalised (so the Hangul or accents a
/// Mac pastes decomposed match what was typed precomposed) and within their length.
extension Input {
    /// A name of `kind`: trimmed, NFC, one line, 1...maxLength characters, nothing invisible in it
    /// (a byte-order mark in front, which a file's first cell brings, is dropped).
    public static func name(_ text: String, _ kind: NameKind) -> Result<String, InputError> {
        let unmarked = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        let trimmed = unmarked.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .failure(InputError("\(kind.what) cannot be empty.")) }
        if let problem = hiddenCharacterProblem(trimmed, allowLineBreaks: false) {
            return .failure(InputError("\(kind.what) cannot contain \(problem)."))
        }
        if trimmed.count > kind.maxLength {
            return .failure(InputError("\(kind.what) can have at most \(kind.maxLength) characters (this has \(trimmed.count))."))
        }
        return .success(trimmed)
    }

    /// A memo: NFC, line breaks, tabs and the bidi isolates and marks allowed, other controls and the direction
    /// embeddings and overrides (U+202A–U+202E) refused,
    /// at most `ValueRules.memoLength` characters. Blank text is nil (no memo).
    public static func memo(_ text: String?) -> Result<String?, InputError> {
        guard let text else { return .success(nil) }
        let normalized = multilineText(text)
        if normalized.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .success(nil) }
        if let problem = hiddenCharacterProblem(normalized, allowLineBreaks: true) {
            return .failure(InputError("A memo cannot contain \(problem)."))
        }
        if normalized.count > ValueRules.memoLength {
            return .failure(InputError("A memo can have at most \(ValueRules.memoLength) characters (this has \(normalized.count))."))
        }
        return .success(normalized)
    }

    /// Text of several lines as it is stored: NFC, and one kind of line break. CRLF and CR (Windows and
    /// old Mac files, sqlite3's char(13)) and the line and paragraph separators some editors paste are LF.
    public static func multilineText(_ text: String) -> String {
        let text = text.precomposedStringWithCanonicalMapping
        guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{2028}", with: "\n").replacingOccurrences(of: "\u{2029}", with: "\n")
    }

    /// Names are one line of text: a tab or line break in one would break every list it shows in.
    public static func requireOneLine(_ text: String, what: String) throws {
        if let problem = hiddenCharacterProblem(text, allowLineBreaks: false) { throw InputError("\(what) cannot contain \(problem).") }
    }

    /// What is wrong with `text` for the terminal, or nil: C0 and C1 controls (escape sequences),
    /// DEL, and the characters that reverse or isolate the direction of what follows.
    static func hiddenCharacterProblem(_ text: String, allowLineBreaks: Bool) -> String? {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if allowLineBreaks && (v == 0x0A || v == 0x09) { continue }
            if v < 0x20 || (0x7F..<0xA0).contains(v) || ControlCharacters.isLineSeparator(v) {
                return allowLineBreaks ? "control characters (escape sequences)" : "line breaks, tabs or other control characters"
            }
            // A memo may isolate or mark right-to-left text (U+2066–U+2069, U+200E/F, U+061C), the safe way to embed
            // it; a name may not (two names would look the same), and neither may override the direction.
            let refusedBidi = allowLineBreaks ? ControlCharacters.isDirectionOverride(v) : ControlCharacters.isBidiControl(v)
            if refusedBidi { return "direction-override characters (U+\(String(v, radix: 16, uppercase: true)))" }
            if !allowLineBreaks && isInvisibleFormat(scalar) {
                return "invisible formatting characters (U+\(String(format: "%04X", v)))"
            }
        }
        return nil
    }

    /// A format character that shows nothing (soft hyphen, zero-width space, word joiner, byte-order
    /// mark, interlinear annotation marks): two names that look the same would differ by it. The
    /// joiners emoji and Persian need, the tags of flag emoji and the visible number signs stay allowed.
    static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .format else { return false }
        switch scalar.value {
        case 0x200C, 0x200D, 0xE0020...0xE007F, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return false
        default: return true
        }
    }

}
