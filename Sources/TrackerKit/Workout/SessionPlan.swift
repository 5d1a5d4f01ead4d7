/// A session: every exercise in a row, with rest between them, for a number of rounds.
public struct SessionPlan: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case work(exercise: String, round: Int)
        case rest(round: Int)
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

    /// Tabata: 20 s of work, 10 s of rest, 8 rounds.
    public static func tabata(exercises: [String]) -> SessionPlan {
        SessionPlan(name: "Tabata", exercises: exercises, workSeconds: 20, restSeconds: 10, rounds: 8)
    }

    public var workCount: Int { phases.filter { if case .work = $0.phase { return true } else { return false } }.count }

    public static func == (lhs: SessionPlan, rhs: SessionPlan) -> Bool {
        lhs.name == rhs.name && lhs.rounds == rhs.rounds && lhs.phases.map(\.phase) == rhs.phases.map(\.phase)
            && lhs.phases.map(\.seconds) == rhs.phases.map(\.seconds)
    }
}
