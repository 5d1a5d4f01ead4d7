/// A session: every exercise in a row, with rest between them, for a number of rounds.
public struct SessionPlan: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case work(exercise: String, round: Int)
        case rest(round: Int)
        /// A phase around the rounds: "Get ready", "Warm-up", "Cool-down" (programs).
        case prepare(String)
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
    public var workSeconds: Int { phases.reduce(0) { if case .work = $1.phase { return $0 + $1.seconds } else { return $0 } } }

    public var workCount: Int { phases.filter { if case .work = $0.phase { return true } else { return false } }.count }

    /// How many different exercises the plan works through (two over four rounds is two).
    public var exerciseCount: Int {
        Set(phases.compactMap { if case .work(let exercise, _) = $0.phase { return NameKey.of(exercise) } else { return nil } }).count
    }

    public static func == (lhs: SessionPlan, rhs: SessionPlan) -> Bool {
        lhs.name == rhs.name && lhs.rounds == rhs.rounds && lhs.phases.map(\.phase) == rhs.phases.map(\.phase)
            && lhs.phases.map(\.seconds) == rhs.phases.map(\.seconds)
    }
}
