/// The one rule for a day's calorie budget, for the Log panel, `day show`, Progress's paces and the
/// calories chart: maintenance plus the pace's difference, never below 0 kcal. A pace that would need
/// less than nothing (a small, light person losing 1.5 lb a week) is not reachable safely, and says so.
public enum CalorieBudget {
    public static func kcal(maintenance: Double, change: Double) -> Double {
        max(0, maintenance + change)
    }

    /// False when the pace would need a budget under 0 kcal.
    public static func isReachableSafely(maintenance: Double, change: Double) -> Bool {
        maintenance + change > 0
    }

    /// Shown in place of a budget a pace cannot have.
    public static let unreachableText = "not reachable safely"
}
