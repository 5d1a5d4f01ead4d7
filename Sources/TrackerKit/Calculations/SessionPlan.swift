/// A session: every exercise in a row, with rest between them, for a number of rounds.
public struct SessionPlan: Equatable, Sendable {
    /// Where a work or rest phase stands: its block (nil in a plan of one block) and that block's rounds
    /// (nil: the plan's).
    public struct Place: Equatable, Sendable {
        public var block: Int?
        public var blocks: Int
        public var rounds: Int?

        public init(block: Int? = nil, blocks: Int = 1, rounds: Int? = nil) {
            self.block = block
            self.blocks = blocks
            self.rounds = rounds
        }
    }

    public enum Phase: Equatable, Sendable {
        case getReady, warmUp
        case work(exercise: String, round: Int, Place = Place())
        case rest(round: Int, Place = Place())
        /// The long rest after a block of a program (its number), before the next block.
        case blockRest(after: Int)
        case coolDown

        /// The phase's kind in words, as the hook gets it: get-ready, warm-up, work, rest, block-rest, cool-down.
        public var word: String {
            switch self {
            case .getReady: return "get-ready"
            case .warmUp: return "warm-up"
            case .work: return "work"
            case .rest: return "rest"
            case .blockRest: return "block-rest"
            case .coolDown: return "cool-down"
            }
        }

        /// "Get ready", "Warm-up", "Rest", "Block rest", "Cool-down"; nil for work (its exercise is shown).
        public var label: String? {
            switch self {
            case .getReady: return "Get ready"
            case .warmUp: return "Warm-up"
            case .work: return nil
            case .rest: return "Rest"
            case .blockRest: return "Block rest"
            case .coolDown: return "Cool-down"
            }
        }

        public var isWork: Bool { if case .work = self { return true } else { return false } }
    }

    public var name: String
    public var phases: [(phase: Phase, seconds: Int)]
    public var rounds: Int

    public init(name: String, exercises: [String], workSeconds: Int, restSeconds: Int, rounds: Int) {
        self.name = name
        self.rounds = rounds
        var phases: [(Phase, Int)] = []
        for round in 1...max(1, rounds) {
            for (index, exercise) in exercises.enumerated() {
                phases.append((.work(exercise: exercise, round: round), workSeconds))
                let isLast = round == rounds && index == exercises.count - 1
                if restSeconds > 0 && !isLast { phases.append((.rest(round: round), restSeconds)) }
            }
        }
        self.phases = phases
    }

    /// Tabata: eight rounds of 20 s work and 10 s rest, 4 minutes in all. Each round is one exercise,
    /// taking the list in turn (a one-exercise list repeats it eight times).
    /// The work, rest and rounds are settings (`workout.tabata*`); 20, 10 and 8 make the classic one.
    public static func tabata(exercises: [String], work: Int = 20, rest: Int = 10, rounds: Int = 8) -> SessionPlan {
        var plan = SessionPlan(name: "Tabata", exercises: [], workSeconds: work, restSeconds: rest, rounds: rounds)
        let names = exercises.isEmpty ? ["Exercise"] : exercises
        plan.phases = (1...max(1, rounds)).flatMap { round -> [(phase: Phase, seconds: Int)] in
            let work = (phase: Phase.work(exercise: names[(round - 1) % names.count], round: round), seconds: work)
            // The last rest too: the classic Tabata is 8 × 30 s = 4 minutes.
            return rest > 0 ? [work, (phase: Phase.rest(round: round), seconds: rest)] : [work]
        }
        return plan
    }

    public var totalSeconds: Int { phases.reduce(0) { $0 + $1.seconds } }
    public var workSeconds: Int { phases.reduce(0) { $1.phase.isWork ? $0 + $1.seconds : $0 } }

    public var workCount: Int { phases.filter { $0.phase.isWork }.count }

    /// How many different exercises the plan works through (two over four rounds is two).
    public var exerciseCount: Int {
        Set(phases.compactMap { if case .work(let exercise, _, _) = $0.phase { return NameKey.of(exercise) } else { return nil } }).count
    }

    public static func == (lhs: SessionPlan, rhs: SessionPlan) -> Bool {
        lhs.name == rhs.name && lhs.rounds == rhs.rounds && lhs.phases.map(\.phase) == rhs.phases.map(\.phase)
            && lhs.phases.map(\.seconds) == rhs.phases.map(\.seconds)
    }
}
