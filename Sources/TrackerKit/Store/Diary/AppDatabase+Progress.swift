import GRDB

extension AppDatabase {
    /// The report for `period` with its window ending on `end` (today unless panned back).
    /// Reads every weight up to the window's end (the trend is one series from the first weight, so a
    /// day's trend is the same at every zoom), the last 4 weeks, and single rows.
    public func progressReport(period: ChartPeriod, endingOn end: LocalDate, today: LocalDate) throws -> ProgressReport {
        try read { db in
            let first = try Self.weighIn(db, sql: "SELECT date, weightKg FROM day WHERE \(ValueRules.weightKg.sql("weightKg")) ORDER BY date LIMIT 1")
            let (start, windowEnd) = period.window(endingOn: end, firstWeight: first?.date)
            let fetched = try Self.weighIns(db, from: first?.date ?? start, to: windowEnd)
            let recent = try Self.weighIns(db, from: today.adding(days: -ProgressReport.slopeDays), to: today)
            let current = try Self.latestWeight(onOrBefore: today, in: db).map { WeighIn(date: $0.date, kg: $0.kg) }
            return ProgressReport.make(
                period: period, windowStart: start, windowEnd: windowEnd, fetched: fetched, recent: recent,
                current: current, first: first, profile: try Self.fetchProfile(db), today: today,
                measured: try Self.expenditure(db, endingOn: today, days: Expenditure.defaultDays),
                plan: try Self.energyPlan(db))
        }
    }

    static func weighIns(_ db: Database, from start: LocalDate, to end: LocalDate) throws -> [WeighIn] {
        var result: [WeighIn] = []
        let rows = try Row.fetchCursor(
            db, sql: "SELECT date, weightKg FROM day WHERE date BETWEEN ? AND ? AND \(ValueRules.weightKg.sql("weightKg")) ORDER BY date",
            arguments: [start.iso, end.iso])
        while let row = try rows.next() {
            if let date = LocalDate(iso: try row.decode(atIndex: 0)), let kg = ValueRules.weightKg.kept(try row.decode(atIndex: 1)) {
                result.append(WeighIn(date: date, kg: kg))
            }
        }
        return result
    }

    private static func weighIn(_ db: Database, sql: String) throws -> WeighIn? {
        guard let row = try Row.fetchOne(db, sql: sql), let date = LocalDate(iso: try row.decode(atIndex: 0)),
            let kg = ValueRules.weightKg.kept(try row.decode(atIndex: 1))
        else { return nil }
        return WeighIn(date: date, kg: kg)
    }
}
