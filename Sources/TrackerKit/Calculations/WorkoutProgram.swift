/// A named interval program (OpenHIIT, timr-tui, Seconds): a get-ready count, a warm-up, blocks of
/// intervals (each block its exercises repeated N times, with its own rest between intervals), a rest
/// between blocks, and a cool-down. No rest follows the last interval of a block: the block rest (or
/// the cool-down, or the end) comes instead.
public struct WorkoutProgram: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var exercise: String
        /// Nil: the block's work length.
        public var seconds: Int?

        public init(exercise: String, seconds: Int? = nil) {
            self.exercise = exercise
            self.seconds = seconds
        }
    }

    /// Its exercises, each for its own length or the block's work length, `rounds` times, with
    /// `restSeconds` between intervals.
    public struct Block: Equatable, Sendable {
        public var items: [Item]
        public var workSeconds: Int
        public var restSeconds: Int
        public var rounds: Int

        public init(items: [Item], workSeconds: Int = 30, restSeconds: Int = 10, rounds: Int = 1) {
            self.items = items
            self.workSeconds = workSeconds
            self.restSeconds = restSeconds
            self.rounds = rounds
        }

        public var intervalCount: Int { items.count * max(1, rounds) }
    }

    public var name: String
    public var getReadySeconds: Int
    public var warmUpSeconds: Int
    public var blocks: [Block]
    /// Rest between one block and the next (none after the last).
    public var blockRestSeconds: Int
    public var coolDownSeconds: Int

    public init(name: String, getReadySeconds: Int = 10, warmUpSeconds: Int = 0, blocks: [Block], blockRestSeconds: Int = 0, coolDownSeconds: Int = 0) {
        self.name = name
        self.getReadySeconds = getReadySeconds
        self.warmUpSeconds = warmUpSeconds
        self.blocks = blocks
        self.blockRestSeconds = blockRestSeconds
        self.coolDownSeconds = coolDownSeconds
    }

    /// A program of one block.
    public init(
        name: String, getReadySeconds: Int = 10, warmUpSeconds: Int = 0, workSeconds: Int = 30, restSeconds: Int = 10,
        rounds: Int = 1, coolDownSeconds: Int = 0, items: [Item]
    ) {
        self.init(
            name: name, getReadySeconds: getReadySeconds, warmUpSeconds: warmUpSeconds,
            blocks: [Block(items: items, workSeconds: workSeconds, restSeconds: restSeconds, rounds: rounds)], coolDownSeconds: coolDownSeconds)
    }

    /// "1 interval", "14 intervals".
    public static func intervals(_ count: Int) -> String { count == 1 ? "1 interval" : "\(count) intervals" }

    /// `14 intervals in 2 blocks, 17:05 in all` (`52:40:10` from an hour up): the total as it will run.
    public var summary: String {
        let plan = plan, total = plan.totalSeconds
        let blocks = self.blocks.count > 1 ? " in \(self.blocks.count) blocks" : ""
        return "\(Self.intervals(plan.workCount))\(blocks), \(Format.duration(total)) in all"
    }

    /// Every exercise of every block, in order (a name once per place it is used).
    public var items: [Item] { blocks.flatMap(\.items) }

    /// The same program with `change` applied to every exercise of every block.
    public func mappingItems(_ change: (Item) -> Item) -> WorkoutProgram {
        var copy = self
        for index in copy.blocks.indices { copy.blocks[index].items = copy.blocks[index].items.map(change) }
        return copy
    }

    /// The phases in order, as they will run.
    public var plan: SessionPlan {
        var plan = SessionPlan(name: name, exercises: [], workSeconds: 0, restSeconds: 0, rounds: blocks.map(\.rounds).max() ?? 1)
        var phases: [(phase: SessionPlan.Phase, seconds: Int)] = []
        if getReadySeconds > 0 { phases.append((.getReady, getReadySeconds)) }
        if warmUpSeconds > 0 { phases.append((.warmUp, warmUpSeconds)) }
        let numbered = blocks.count > 1
        for (blockIndex, block) in blocks.enumerated() {
            let place = numbered ? SessionPlan.Place(block: blockIndex + 1, blocks: blocks.count, rounds: max(1, block.rounds)) : SessionPlan.Place()
            for round in 1...max(1, block.rounds) {
                for (index, item) in block.items.enumerated() {
                    phases.append((.work(exercise: item.exercise, round: round, place), item.seconds ?? block.workSeconds))
                    let isLast = round == max(1, block.rounds) && index == block.items.count - 1
                    if block.restSeconds > 0 && !isLast { phases.append((.rest(round: round, place), block.restSeconds)) }
                }
            }
            if blockIndex < blocks.count - 1 && blockRestSeconds > 0 { phases.append((.blockRest(after: blockIndex + 1), blockRestSeconds)) }
        }
        if coolDownSeconds > 0 { phases.append((.coolDown, coolDownSeconds)) }
        plan.phases = phases
        return plan
    }
}
