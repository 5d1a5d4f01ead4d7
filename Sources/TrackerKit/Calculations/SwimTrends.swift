/// Distance over months: weekly and monthly totals, the year so far, and streaks of weeks (swimmers
/// rarely swim daily, so "3 weeks in a row" is the streak that means something).
public enum SwimTrends {
    public struct Bar: Equatable, Sendable {
        /// The first day of the week or month.
        public var start: LocalDate
        public var meters: Double
    }

    /// The first day of `date`'s week; `firstWeekday` is ISO (1 = Monday … 7 = Sunday).
    public static func weekStart(of date: LocalDate, firstWeekday: Int) -> LocalDate {
        date.adding(days: -((date.isoWeekday - firstWeekday + 14) % 7))
    }

    /// The last `count` weeks, ending with today's, oldest first; weeks without a swim are 0.
    public static func weekly(_ swims: [Swim], today: LocalDate, firstWeekday: Int, count: Int = 52) -> [Bar] {
        let current = weekStart(of: today, firstWeekday: firstWeekday)
        let starts = (0..<max(0, count)).reversed().map { current.adding(days: -7 * $0) }
        var meters: [LocalDate: Double] = [:]
        for swim in swims { meters[weekStart(of: swim.date, firstWeekday: firstWeekday), default: 0] += swim.distanceMeters }
        return starts.map { Bar(start: $0, meters: meters[$0] ?? 0) }
    }

    /// The last `count` months, ending with today's, oldest first.
    public static func monthly(_ swims: [Swim], today: LocalDate, count: Int = 12) -> [Bar] {
        let current = today.firstOfMonth
        let starts = (0..<max(0, count)).reversed().map { current.adding(months: -$0) }
        var meters: [LocalDate: Double] = [:]
        for swim in swims { meters[swim.date.firstOfMonth, default: 0] += swim.distanceMeters }
        return starts.map { Bar(start: $0, meters: meters[$0] ?? 0) }
    }

    /// Metres swum from 1 January of today's year to today.
    public static func yearToDate(_ swims: [Swim], today: LocalDate) -> Double {
        swims.filter { $0.date.year == today.year && $0.date <= today }.reduce(0) { $0 + $1.distanceMeters }
    }

    /// Weeks in a row with at least one swim: the current run ends with this week (or last week, before
    /// this week's first swim); the best is the longest run ever.
    public static func weekStreaks(days: [LocalDate], today: LocalDate, firstWeekday: Int) -> Streaks {
        // Numbered weeks are consecutive integers, as days are: the day streak's rule counts them.
        func week(_ date: LocalDate) -> LocalDate {
            let start = weekStart(of: date, firstWeekday: firstWeekday).daysSinceEpoch
            return LocalDate(daysSinceEpoch: (start >= 0 ? start : start - 6) / 7)
        }
        return Streaks.from(days: days.map(week), today: week(today))
    }
}
