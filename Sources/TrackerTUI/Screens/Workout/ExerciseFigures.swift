import TrackerKit

/// Stick figures for the exercises, a few frames each: the terminal's answer to HIITFit's video.
/// Plain ASCII, so they look the same in every locale. Exercises without their own figure get jumping jacks.
enum ExerciseFigures {
    static let height = 5
    static let width = 11

    static func frames(for exercise: String) -> [[String]] {
        switch NameKey.of(exercise) {
        case "squat": return squat
        case "step up": return stepUp
        case "burpee": return burpee
        case "sun salute": return sunSalute
        default: return jumpingJack
        }
    }

    /// The frame for a running exercise: one a second, so the animation costs no extra wake-ups.
    static func frame(for exercise: String, second: Int) -> [String] {
        let all = frames(for: exercise)
        return all[((second % all.count) + all.count) % all.count]
    }

    static let squat: [[String]] = [
        [
            "    O      ",
            "   /|\\     ",
            "    |      ",
            "   / \\     ",
            "  /   \\    ",
        ],
        [
            "           ",
            "    O      ",
            "  --|--    ",
            "   /_\\_    ",
            "  /    \\   ",
        ],
    ]

    static let stepUp: [[String]] = [
        [
            "   O       ",
            "  /|\\      ",
            "   |       ",
            "  / \\ ____ ",
            " /   |    |",
        ],
        [
            "      O    ",
            "     /|\\   ",
            "      |    ",
            "    _/|___ ",
            "      |   |",
        ],
    ]

    static let burpee: [[String]] = [
        [
            "   \\O/     ",
            "    |      ",
            "    |      ",
            "   / \\     ",
            "           ",
        ],
        [
            "           ",
            "           ",
            "    O      ",
            "   /|\\_    ",
            "   /_|     ",
        ],
        [
            "           ",
            "           ",
            "           ",
            " O_____    ",
            " /    \\\\   ",
        ],
        [
            "           ",
            "           ",
            "    O      ",
            "   /|\\_    ",
            "   /_|     ",
        ],
    ]

    static let sunSalute: [[String]] = [
        [
            "   \\ /     ",
            "    O      ",
            "    |      ",
            "    |      ",
            "   / \\     ",
        ],
        [
            "           ",
            "   ___     ",
            "  /   O    ",
            "  |  /     ",
            "  |_/      ",
        ],
        [
            "           ",
            "           ",
            "  O        ",
            "   \\____   ",
            "   /    \\  ",
        ],
        [
            "           ",
            "  O        ",
            "   \\       ",
            "    \\____  ",
            "          \\",
        ],
    ]

    static let jumpingJack: [[String]] = [
        [
            "    O      ",
            "   /|\\     ",
            "    |      ",
            "   / \\     ",
            "           ",
        ],
        [
            "  \\ O /    ",
            "    |      ",
            "    |      ",
            "   /  \\    ",
            "  /    \\   ",
        ],
    ]
}
