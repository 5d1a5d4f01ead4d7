import Foundation

/// A weight on a day (kilograms).
public struct WeighIn: Equatable, Sendable {
    public var date: LocalDate
    public var kg: Double

    public init(date: LocalDate, kg: Double) {
        self.date = date
        self.kg = kg
    }
}

/// Weight-trend arithmetic (pure functions).
public enum WeightTrend {
    /// The Hacker's Diet smoothing: each day's trend moves 10 % of the way to that day's weight.
    public static let smoothing = 0.1

    /// Exponentially smoothed moving average, one value per weigh-in, starting at the first weight.
    public static func exponentialAverage(_ weights: [WeighIn], smoothing: Double = smoothing) -> [WeighIn] {
        var trend: Double?
        return weights.map { weighIn in
            let next = trend.map { $0 + smoothing * (weighIn.kg - $0) } ?? weighIn.kg
            trend = next
            return WeighIn(date: weighIn.date, kg: next)
        }
    }

    /// Least-squares slope in kg per week over the weigh-ins from `days` before `end` to `end`.
    /// Nil unless the weigh-ins cover a week (seven calendar days, Tuesday to Monday): two weights
    /// a day apart would turn a day's water into a weekly rate (90 → 88.5 kg reads as −10.5 kg a week).
    public static func slopePerWeek(_ weights: [WeighIn], endingOn end: LocalDate, days: Int = 28, minimumSpanDays: Int = 6) -> Double? {
        let start = end.adding(days: -days)
        let points = weights.filter { $0.date > start && $0.date <= end }
        guard points.count >= 2, let first = points.map(\.date).min(), let last = points.map(\.date).max(),
            last.daysSinceEpoch - first.daysSinceEpoch >= minimumSpanDays
        else { return nil }
        let xs = points.map { Double($0.date.daysSinceEpoch) }, ys = points.map(\.kg)
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let sxx = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        guard sxx > 0 else { return nil }
        let sxy = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        return sxy / sxx * 7
    }

    /// Averages per bucket (week or month), dated at the bucket's middle; keeps long charts readable.
    public static func averages(_ weights: [WeighIn], by resolution: Resolution) -> [WeighIn] {
        guard resolution != .daily else { return weights }
        var result: [WeighIn] = []
        var bucket: (start: LocalDate, end: LocalDate)?
        var sum = 0.0, count = 0
        func flush() {
            guard let b = bucket, count > 0 else { return }
            let middle = LocalDate(daysSinceEpoch: (b.start.daysSinceEpoch + b.end.daysSinceEpoch) / 2)
            result.append(WeighIn(date: middle, kg: sum / Double(count)))
        }
        for weighIn in weights {
            let range = resolution.bucket(containing: weighIn.date)
            if bucket?.start != range.start {
                flush()
                bucket = range
                sum = 0
                count = 0
            }
            sum += weighIn.kg
            count += 1
        }
        flush()
        return result
    }

    public enum Resolution: String, Sendable {
        case daily, weekly, monthly

        /// The first and last day of the week (ISO, Monday first) or month holding `date`.
        func bucket(containing date: LocalDate) -> (start: LocalDate, end: LocalDate) {
            switch self {
            case .daily: return (date, date)
            case .weekly:
                let monday = date.adding(days: 1 - date.isoWeekday)
                return (monday, monday.adding(days: 6))
            case .monthly:
                let first = date.firstOfMonth
                return (first, first.adding(days: first.daysInMonth - 1))
            }
        }
    }
}

/// The chart periods: EasyDiet's six and All.
public enum ChartPeriod: String, CaseIterable, Sendable {
    case oneWeek = "1W", oneMonth = "1M", threeMonths = "3M", sixMonths = "6M", oneYear = "1Y", twoYears = "2Y", all = "All"

    /// The window ending on `end`: from the day after the same day one period earlier.
    public func window(endingOn end: LocalDate, firstWeight: LocalDate?) -> (start: LocalDate, end: LocalDate) {
        switch self {
        case .oneWeek: return (end.adding(days: -6), end)
        case .oneMonth: return (end.adding(months: -1).adding(days: 1), end)
        case .threeMonths: return (end.adding(months: -3).adding(days: 1), end)
        case .sixMonths: return (end.adding(months: -6).adding(days: 1), end)
        case .oneYear: return (end.adding(months: -12).adding(days: 1), end)
        case .twoYears: return (end.adding(months: -24).adding(days: 1), end)
        case .all: return (min(firstWeight ?? end, end), end)
        }
    }

    /// How far `[` / `]` pan: one period (All does not pan).
    public func shift(_ end: LocalDate, by steps: Int) -> LocalDate {
        switch self {
        case .oneWeek: return end.adding(days: 7 * steps)
        case .oneMonth: return end.adding(months: steps)
        case .threeMonths: return end.adding(months: 3 * steps)
        case .sixMonths: return end.adding(months: 6 * steps)
        case .oneYear: return end.adding(months: 12 * steps)
        case .twoYears: return end.adding(months: 24 * steps)
        case .all: return end
        }
    }

    /// Long periods plot weekly or monthly averages (K-Count's year view) so the line stays readable.
    public func resolution(spanDays: Int) -> WeightTrend.Resolution {
        switch self {
        case .oneWeek, .oneMonth, .threeMonths, .sixMonths: return .daily
        case .oneYear, .twoYears: return .weekly
        case .all: return spanDays > 3 * 366 ? .monthly : (spanDays > 200 ? .weekly : .daily)
        }
    }
}
