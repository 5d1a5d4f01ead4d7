/// A counter's goal: above 0, reached counting up (the seed's rule); or, for a counter that counts
/// down, below its restart value, reached counting down (plates from 10 down to 0).
public enum CounterGoalRules {
    public static func allows(_ goal: Int64, step: Int64, start: Int64) -> Bool {
        goal > 0 || countsDown(to: goal, step: step, start: start)
    }

    /// True when the goal is reached going down: the step is negative and the goal below the restart value.
    public static func countsDown(to goal: Int64, step: Int64, start: Int64) -> Bool {
        step < 0 && goal < start
    }

    /// The reason a goal is refused, in words that fit a form field.
    public static func refusal(step: Int64, start: Int64) -> String {
        step > 0 ? "A goal must be more than 0." : "A goal must be more than 0, or below \(start) to count down to it."
    }
}

extension Counter {
    private var goalCountsDown: Bool { goal.map { CounterGoalRules.countsDown(to: $0, step: step, start: restartAt) } ?? false }

    /// True once the count has come to the goal, from the side the goal lies on.
    public var reachedGoal: Bool {
        guard let goal else { return false }
        return goalCountsDown ? count <= goal : count >= goal
    }

    /// How far along to the goal, 0…1: from 0 up to the goal, or from the restart value down to it.
    public var goalProgress: Double? {
        guard let goal else { return nil }
        let (from, to) = goalCountsDown ? (Double(restartAt), Double(goal)) : (0.0, Double(goal))
        guard from != to else { return 1 }
        return min(1, max(0, (Double(count) - from) / (to - from)))
    }
}
