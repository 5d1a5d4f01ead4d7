/// Every period from the oldest with anything counted to the one holding `today`, oldest first, with
/// the empty periods in between as zeros: what a chart pans through. Built from `PeriodStat.group`, so
/// its figures are the command line's (`tracker counter stats`, `tracker workout stats`).
public struct PeriodSeries: Equatable, Sendable {
    /// At most this many periods (the newest): about 96 years of weeks.
    public static let limit = 5_000

    public var period: StatsPeriod
    /// Oldest first, one per period, none missing.
    public var stats: [PeriodStat]

    public init(_ newestFirst: [PeriodStat], by period: StatsPeriod, firstWeekday: Int, through today: LocalDate) {
        self.period = period
        let byStart = Dictionary(newestFirst.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
        guard let oldest = newestFirst.last?.start else {
            stats = []
            return
        }
        let last = max(period.start(of: today, firstWeekday: firstWeekday), newestFirst.first?.start ?? oldest)
        var filled: [PeriodStat] = []
        var start = last
        // Built from the newest backwards, so a stray date centuries ago cannot make the series huge.
        while start >= oldest, filled.count < Self.limit {
            let empty = PeriodStat(start: start, total: 0, activeDays: 0, goalDays: newestFirst.first?.goalDays == nil ? nil : 0)
            filled.append(byStart[start] ?? empty)
            start = period.previous(before: start)
        }
        stats = filled.reversed()
    }

    /// Everything counted in the series (saturating at ±Int64.max).
    public var total: Int64 {
        stats.reduce(Int64(0)) { sum, stat in
            let (result, overflow) = sum.addingReportingOverflow(stat.total)
            return overflow ? (stat.total > 0 ? .max : -.max) : result
        }
    }

    /// The mean per period, empty periods included (in floating point, so huge totals cannot overflow).
    public var average: Double {
        stats.isEmpty ? 0 : stats.reduce(0.0) { $0 + Double($1.total) } / Double(stats.count)
    }
}
