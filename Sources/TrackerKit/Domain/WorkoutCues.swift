import Foundation

/// How a workout tells its phases apart without looking: bells, a flash and an optional hook
/// program (like termdown's --exec-cmd), all from settings.
public struct WorkoutCues: Equatable, Sendable {
    /// Ring once a second in this many last seconds of every phase (0: no warning).
    public var warningSeconds: Int
    public var flash: Bool
    /// The hook's program and arguments, run without a shell; empty: none.
    public var hook: [String]
    /// The Tabata preset's work and rest seconds and rounds.
    public var tabata: (work: Int, rest: Int, rounds: Int)

    public init(warningSeconds: Int = 3, flash: Bool = true, hook: [String] = [], tabata: (work: Int, rest: Int, rounds: Int) = (20, 10, 8)) {
        self.warningSeconds = warningSeconds
        self.flash = flash
        self.hook = hook
        self.tabata = tabata
    }

    public static func == (lhs: WorkoutCues, rhs: WorkoutCues) -> Bool {
        lhs.warningSeconds == rhs.warningSeconds && lhs.flash == rhs.flash && lhs.hook == rhs.hook && lhs.tabata == rhs.tabata
    }

    public static let warningRange = 0...10
    public static let hookMaximumLength = 500

    /// A hook's words, split on blanks; "double quotes" keep blanks in one word. No other shell syntax.
    public static func arguments(_ text: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        for character in text {
            if character == "\"" { quoted.toggle(); inWord = true; continue }
            if character.isWhitespace && !quoted {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(character)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }

    /// The stored form of a hook setting: trimmed, without control characters, quotes balanced.
    public static func normalizedHook(_ text: String) -> Result<String, InputError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count > hookMaximumLength { return .failure(InputError("workout.hook is at most \(hookMaximumLength) characters.")) }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return .failure(InputError("workout.hook cannot hold control characters."))
        }
        if trimmed.filter({ $0 == "\"" }).count % 2 == 1 { return .failure(InputError("workout.hook has an unclosed \" quote.")) }
        return .success(trimmed)
    }
}
