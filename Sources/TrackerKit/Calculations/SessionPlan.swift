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
    public static func tabata(exercises: [String]) -> SessionPlan {
        var plan = SessionPlan(name: "Tabata", exercises: [], workSeconds: 20, restSeconds: 10, rounds: 8)
        let names = exercises.isEmpty ? ["Exercise"] : exercises
        plan.phases = (1...8).flatMap { round -> [(phase: Phase, seconds: Int)] in
            let work = (phase: Phase.work(exercise: names[(round - 1) % names.count], round: round), seconds: 20)
            return [work, (phase: Phase.rest(round: round), seconds: 10)]  // the last rest too: Tabata is 8 × 30 s = 4 minutes
        }
        return plan
    }

    public var totalSeconds: Int { phases.reduce(0) { $0 + $1.seconds } }
    public var workSeconds: Int { phases.reduce(0) { if case .work = $1.phase { return $0 + $1.seconds } else { return $0 } } }

    public var workCount: Int { phases.filter { if case .work = $0.phase { return true } else { return false } }.count }

    public static func == (lhs: SessionPlan, rhs: SessionPlan) -> Bool {
        lhs.name == rhs.name && lhs.rounds == rhs.rounds && lhs.phases.map(\.phase) == rhs.phases.map(\.phase)
            && lhs.phases.map(\.seconds) == rhs.phases.map(\.seconds)
    }
}
