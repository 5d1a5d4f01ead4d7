extension WorkoutCues {
    /// What happens at a phase change: the bells each one rings, so work, the phases between (get
    /// ready, warm-up, rest, block rest, cool-down) and the end sound apart.
    public enum Event: Equatable, Sendable {
        case phase(SessionPlan.Phase)
        case done

        public static func work(exercise: String, round: Int) -> Event { .phase(.work(exercise: exercise, round: round)) }

        public var bells: Int {
            switch self {
            case .phase(let phase): return phase.isWork ? 1 : 2
            case .done: return 3
            }
        }

        /// The word the hook gets as its last argument: get-ready, warm-up, work, rest, block-rest, cool-down or done.
        public var word: String {
            switch self {
            case .phase(let phase): return phase.word
            case .done: return "done"
            }
        }

        /// What the hook finds in its environment: the phase's word, and its exercise, round and block where it has them.
        public var environment: [String: String] {
            var environment = ["TRACKER_PHASE": word]
            guard case .phase(let phase) = self else { return environment }
            switch phase {
            case .work(let exercise, let round, let place):
                environment["TRACKER_EXERCISE"] = exercise
                environment["TRACKER_ROUND"] = String(round)
                if let block = place.block { environment["TRACKER_BLOCK"] = String(block) }
            case .rest(let round, let place):
                environment["TRACKER_ROUND"] = String(round)
                if let block = place.block { environment["TRACKER_BLOCK"] = String(block) }
            case .blockRest(let after): environment["TRACKER_BLOCK"] = String(after)
            case .getReady, .warmUp, .coolDown: break
            }
            return environment
        }
    }
}
