/// A named interval program (OpenHIIT, timr-tui): a get-ready count, a warm-up, rounds of the
/// exercises (each with its own length or the program's), rest between, and a cool-down.
public struct WorkoutProgram: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var exercise: String
        /// Nil: the program's work length.
        public var seconds: Int?

        public init(exercise: String, seconds: Int? = nil) {
            self.exercise = exercise
            self.seconds = seconds
        }
    }

    public var name: String
    public var getReadySeconds: Int
    public var warmUpSeconds: Int
    public var workSeconds: Int
    public var restSeconds: Int
    public var rounds: Int
    public var coolDownSeconds: Int
    public var items: [Item]

    public init(
        name: String, getReadySeconds: Int = 10, warmUpSeconds: Int = 0, workSeconds: Int = 30, restSeconds: Int = 10,
        rounds: Int = 1, coolDownSeconds: Int = 0, items: [Item]
    ) {
        self.name = name
        self.getReadySeconds = getReadySeconds
        self.warmUpSeconds = warmUpSeconds
        self.workSeconds = workSeconds
        self.restSeconds = restSeconds
        self.rounds = rounds
        self.coolDownSeconds = coolDownSeconds
        self.items = items
    }

    /// The phases in order: get ready, warm-up, the rounds (rest between exercises), cool-down.
    public var plan: SessionPlan {
        var plan = SessionPlan(name: name, exercises: [], workSeconds: workSeconds, restSeconds: restSeconds, rounds: rounds)
        var phases: [(phase: SessionPlan.Phase, seconds: Int)] = []
        if getReadySeconds > 0 { phases.append((.prepare("Get ready"), getReadySeconds)) }
        if warmUpSeconds > 0 { phases.append((.prepare("Warm-up"), warmUpSeconds)) }
        for round in 1...max(1, rounds) {
            for (index, item) in items.enumerated() {
                phases.append((.work(exercise: item.exercise, round: round), item.seconds ?? workSeconds))
                let isLast = round == rounds && index == items.count - 1
                if restSeconds > 0 && !isLast { phases.append((.rest(round: round), restSeconds)) }
            }
        }
        if coolDownSeconds > 0 { phases.append((.prepare("Cool-down"), coolDownSeconds)) }
        plan.phases = phases
        return plan
    }
}
