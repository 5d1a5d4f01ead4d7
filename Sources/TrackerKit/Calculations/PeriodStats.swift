/// Sums per week or month, newest first, for counters and workouts ("statistics per week and month").
public enum StatsPeriod: String, CaseIterable, Sendable {
    case week, month

    /// The first day of the period before the one starting on `start`.
    public func previous(before start: LocalDate) -> LocalDate {
        switch self {
        case .week: return start.adding(days: -7)
        // adding(months:) has no month before January of year 1; a day before is earlier all the same.
        case .month: return start.year <= 1 && start.month == 1 ? start.adding(days: -1) : start.adding(months: -1)
        }
    }

    /// The first day of the period holding `date` (weeks start on `firstWeekday`, ISO 1 = Monday).
    public func start(of date: LocalDate, firstWeekday: Int) -> LocalDate {
        switch self {
        case .week: return date.adding(days: -((date.isoWeekday - firstWeekday + 7) % 7))
        case .month: return date.firstOfMonth
        }
    }
}

public struct PeriodStat: Equatable, Sendable {
    public var start: LocalDate
    /// Taps (a counter) or exercises done (workouts).
    public var total: Int64
    /// Days with anything counted or done.
    public var activeDays: Int
    /// Days whose taps reached the counter's goal (nil without a goal counted upwards).
    public var goalDays: Int?

    public init(start: LocalDate, total: Int64, activeDays: Int, goalDays: Int?) {
        self.start = start
        self.total = total
        self.activeDays = activeDays
        self.goalDays = goalDays
    }

    /// Groups per-day figures into periods, newest first. `reached` says whether a day met the goal.
    public static func group(
        _ days: [(date: LocalDate, total: Int64)], by period: StatsPeriod, firstWeekday: Int,
        reached: ((Int64) -> Bool)?
    ) -> [PeriodStat] {
        var byStart: [LocalDate: PeriodStat] = [:]
        for day in days {
            let start = period.start(of: day.date, firstWeekday: firstWeekday)
            var stat = byStart[start] ?? PeriodStat(start: start, total: 0, activeDays: 0, goalDays: reached == nil ? nil : 0)
            let (sum, overflow) = stat.total.addingReportingOverflow(day.total)
            // Symmetric bounds (never .min), so the magnitude of a total is always safe to take.
            stat.total = overflow ? (day.total > 0 ? .max : -.max) : sum
            if day.total != 0 { stat.activeDays += 1 }
            if let reached, reached(day.total) { stat.goalDays? += 1 }
            byStart[start] = stat
        }
        return byStart.values.sorted { $1.start < $0.start }
    }
}
