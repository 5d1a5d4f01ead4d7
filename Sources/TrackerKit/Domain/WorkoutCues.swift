import Foundation

/// How a workout tells its phases apart without looking: bells, a flash and an optional hook
/// program (like termdown's --exec-cmd). The warning and the Tabata preset are the diary's settings;
/// bell, flash and hook belong to this machine (the configuration file), never to a diary.
public struct WorkoutCues: Equatable, Sendable {
    /// What this machine's configuration says (`[workout]` bell and flash, `[hooks] workout_phase`).
    public struct Machine: Equatable, Sendable {
        public var bell: Bool
        public var flash: Bool
        public var hook: [String]
        public init(bell: Bool = true, flash: Bool = true, hook: [String] = []) {
            self.bell = bell
            self.flash = flash
            self.hook = hook
        }
    }

    /// Ring once a second in this many last seconds of every phase (0: no warning).
    public var warningSeconds: Int
    public var bell: Bool
    public var flash: Bool
    /// The hook's program and arguments, run without a shell; empty: none.
    public var hook: [String]
    /// The Tabata preset's work and rest seconds and rounds.
    public var tabata: (work: Int, rest: Int, rounds: Int)

    public init(
        warningSeconds: Int = 3, bell: Bool = true, flash: Bool = true, hook: [String] = [], tabata: (work: Int, rest: Int, rounds: Int) = (20, 10, 8)
    ) {
        self.warningSeconds = warningSeconds
        self.bell = bell
        self.flash = flash
        self.hook = hook
        self.tabata = tabata
    }

    public static func == (lhs: WorkoutCues, rhs: WorkoutCues) -> Bool {
        lhs.warningSeconds == rhs.warningSeconds && lhs.bell == rhs.bell && lhs.flash == rhs.flash && lhs.hook == rhs.hook && lhs.tabata == rhs.tabata
    }

    public static let warningRange = 0...10

    /// The words of a hook as older versions kept it in the diary (split on blanks; "double quotes" keep blanks in one
    /// word), only to say how to write it in the configuration file; nothing runs from it.
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
}
