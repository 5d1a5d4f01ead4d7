/// The limits of an interval program, checked on every write (the command line and the store).
public enum WorkoutProgramRules {
    public static let getReady = 0...60
    public static let warmUpOrCoolDown = 0...3600
    public static let work = WorkoutSettings.secondsRange
    public static let rest = WorkoutSettings.restRange
    public static let rounds = WorkoutSettings.roundsRange
    public static let maximumItems = 50

    /// The program as stored (name trimmed), or the first thing wrong with it.
    public static func checked(_ program: WorkoutProgram) throws -> WorkoutProgram {
        var program = program
        program.name = try Input.name(program.name, .program).get()
        func within(_ value: Int, _ range: ClosedRange<Int>, _ what: String) throws {
            guard range.contains(value) else { throw InputError("\(what) must be from \(range.lowerBound) to \(range.upperBound) seconds.") }
        }
        try within(program.getReadySeconds, getReady, "Get ready")
        try within(program.warmUpSeconds, warmUpOrCoolDown, "The warm-up")
        try within(program.coolDownSeconds, warmUpOrCoolDown, "The cool-down")
        try within(program.workSeconds, work, "Work")
        try within(program.restSeconds, rest, "Rest")
        guard rounds.contains(program.rounds) else { throw InputError("Rounds go from \(rounds.lowerBound) to \(rounds.upperBound).") }
        guard !program.items.isEmpty else { throw InputError("A program needs at least one exercise.") }
        guard program.items.count <= maximumItems else { throw InputError("A program has at most \(maximumItems) exercises.") }
        for index in program.items.indices {
            program.items[index].exercise = try Input.name(program.items[index].exercise, .exercise).get()
            if let seconds = program.items[index].seconds { try within(seconds, work, program.items[index].exercise) }
        }
        return program
    }
}
