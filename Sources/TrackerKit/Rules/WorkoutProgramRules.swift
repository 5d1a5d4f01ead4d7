/// The limits of an interval program, checked on every write (the command line, the app and imports).
public enum WorkoutProgramRules {
    public static let getReady = 0...60
    public static let warmUpOrCoolDown = 0...3600
    public static let blockRest = 0...3600
    public static let work = WorkoutSettings.secondsRange
    public static let rest = WorkoutSettings.restRange
    public static let rounds = WorkoutSettings.roundsRange
    /// Exercises in all blocks together.
    public static let maximumItems = 50
    public static let maximumBlocks = 20

    /// The program as stored (names trimmed), or the first thing wrong with it.
    public static func checked(_ program: WorkoutProgram) throws -> WorkoutProgram {
        var program = program
        program.name = try Input.name(program.name, .program).get()
        try within(program.getReadySeconds, getReady, "Get ready")
        try within(program.warmUpSeconds, warmUpOrCoolDown, "The warm-up")
        try within(program.coolDownSeconds, warmUpOrCoolDown, "The cool-down")
        try within(program.blockRestSeconds, blockRest, "The rest between blocks")
        guard !program.blocks.isEmpty else { throw InputError("A program needs at least one block.") }
        guard program.blocks.count <= maximumBlocks else { throw InputError("A program has at most \(maximumBlocks) blocks.") }
        guard program.items.count <= maximumItems else { throw InputError("A program has at most \(maximumItems) exercises.") }
        for index in program.blocks.indices {
            program.blocks[index] = try checked(program.blocks[index], number: program.blocks.count > 1 ? index + 1 : nil)
        }
        return program
    }

    private static func checked(_ block: WorkoutProgram.Block, number: Int?) throws -> WorkoutProgram.Block {
        var block = block
        let prefix = number.map { "Block \($0): " } ?? ""
        do {
            try within(block.workSeconds, work, "Work")
            try within(block.restSeconds, rest, "Rest")
            guard rounds.contains(block.rounds) else { throw InputError("Rounds go from \(rounds.lowerBound) to \(rounds.upperBound).") }
            guard !block.items.isEmpty else { throw InputError("A program needs at least one exercise.") }
            for index in block.items.indices {
                block.items[index].exercise = try Input.name(block.items[index].exercise, .exercise).get()
                if let seconds = block.items[index].seconds { try within(seconds, work, block.items[index].exercise) }
            }
        } catch let error as InputError {
            throw InputError(prefix + error.message)
        }
        return block
    }

    private static func within(_ value: Int, _ range: ClosedRange<Int>, _ what: String) throws {
        guard range.contains(value) else { throw InputError("\(what) must be from \(range.lowerBound) to \(range.upperBound) seconds.") }
    }
}
