public struct Exercise: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var howTo: String
    public var position: Int
    /// 0 when not rated yet, else 1–5.
    public var rating: Int

    public init(id: Int64, name: String, howTo: String, position: Int, rating: Int) {
        self.id = id
        self.name = name
        self.howTo = howTo
        self.position = position
        self.rating = rating
    }

    /// HIITFit's four, in its order.
    public static let defaults: [(name: String, howTo: String)] = [
        ("Squat", "Feet shoulder-width apart. Sit back and down until your thighs are level, chest up, then stand."),
        ("Step Up", "Step onto a sturdy step or low bench with one foot, bring the other up, step down. Alternate legs."),
        ("Burpee", "Squat, hands to the floor, jump the feet back to a plank, jump them in again, then jump up."),
        ("Sun Salute", "Reach up, fold forward, step back to a plank, lower, lift the chest, step forward, rise."),
    ]
}

/// One day of the workout history: each exercise done and how often.
public struct WorkoutDay: Equatable, Sendable {
    public var date: LocalDate
    public var counts: [(name: String, count: Int)]

    public init(date: LocalDate, counts: [(name: String, count: Int)]) {
        self.date = date
        self.counts = counts
    }

    public var total: Int { counts.reduce(0) { $0 + $1.count } }

    public static func == (lhs: WorkoutDay, rhs: WorkoutDay) -> Bool {
        lhs.date == rhs.date && lhs.counts.map(\.name) == rhs.counts.map(\.name) && lhs.counts.map(\.count) == rhs.counts.map(\.count)
    }
}

public struct Streaks: Equatable, Sendable {
    /// Consecutive days with at least one exercise, ending today (or yesterday, before today's first).
    public var current: Int
    public var best: Int

    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }

    /// From the distinct days with an exercise, in any order.
    public static func from(days: [LocalDate], today: LocalDate) -> Streaks {
        let numbers = Set(days.map(\.daysSinceEpoch))
        var best = 0
        for day in numbers where !numbers.contains(day - 1) {
            var length = 1
            while numbers.contains(day + length) { length += 1 }
            best = max(best, length)
        }
        var end = today.daysSinceEpoch
        if !numbers.contains(end) { end -= 1 }
        var current = 0
        while numbers.contains(end - current) { current += 1 }
        return Streaks(current: current, best: best)
    }
}

/// Workout settings, stored as `workout.*` settings.
public struct WorkoutSettings: Equatable, Sendable {
    public var seconds = 30
    public var restSeconds = 10
    public var rounds = 1

    public init(seconds: Int = 30, restSeconds: Int = 10, rounds: Int = 1) {
        self.seconds = seconds
        self.restSeconds = restSeconds
        self.rounds = rounds
    }

    public static let secondsRange = 3...600
    public static let restRange = 0...600
    public static let roundsRange = 1...50
}
