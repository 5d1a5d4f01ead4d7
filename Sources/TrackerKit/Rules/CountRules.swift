/// What a counter's count can hold: ±Int64.max (Int64.min is left out, so the range is symmetric and
/// `abs` is safe). Every way a count moves (a tap, an add, a set, and sync's recount of the changes
/// that arrived) goes through this one rule.
public enum CountRules {
    public static let limit = Int64.max

    /// `count + delta`, or nil when that is past what a counter holds.
    public static func adding(_ delta: Int64, to count: Int64) -> Int64? {
        let (sum, overflow) = count.addingReportingOverflow(delta)
        return overflow || sum == Int64.min ? nil : sum
    }

    /// `count + delta`, stopped at ±Int64.max (sync cannot refuse a change another machine already made).
    public static func clampedAdding(_ delta: Int64, to count: Int64) -> Int64 {
        adding(delta, to: count) ?? (delta > 0 ? limit : -limit)
    }
}
