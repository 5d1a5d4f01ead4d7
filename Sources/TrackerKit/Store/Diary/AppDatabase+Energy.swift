import GRDB

/// The calorie plan, the days' intake and the measured maintenance.
extension AppDatabase {
    public func energyPlan() throws -> EnergyPlan {
        try read { db in try Self.energyPlan(db) }
    }

    static func energyPlan(_ db: Database) throws -> EnergyPlan {
        EnergyPlan(pace: try value(.pace, in: db), source: try value(.maintenanceSource, in: db))
    }

    /// The total eaten on each day from `start` to `end` that has food logged (days without are absent, not 0).
    /// Each entry counts as shown, in whole kcal, as the day panel adds them.
    static func dailyIntake(_ db: Database, from start: LocalDate, to end: LocalDate) throws -> [DailyValue] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT e.date, sum(round(\(EntryEnergySQL.kcal))) FROM foodEntry e LEFT JOIN food f ON f.id = e.foodId
                WHERE e.date BETWEEN ? AND ? GROUP BY e.date ORDER BY e.date
                """, arguments: [start.iso, end.iso])
        var result: [DailyValue] = []
        while let row = try rows.next() {
            if let date = LocalDate(iso: try row.decode(atIndex: 0)), let kcal = plausibleTotal(try row.decode(atIndex: 1)) {
                result.append(DailyValue(date: date, value: kcal))
            }
        }
        return result
    }

    /// The measured maintenance over the `days` days ending on `end`.
    public func expenditure(endingOn end: LocalDate, days: Int = Expenditure.defaultDays) throws -> Expenditure.Outcome {
        try read { db in try Self.expenditure(db, endingOn: end, days: days) }
    }

    static func expenditure(_ db: Database, endingOn end: LocalDate, days: Int) throws -> Expenditure.Outcome {
        let start = end.adding(days: 1 - days)
        return Expenditure.estimate(
            intake: try dailyIntake(db, from: start, to: end), weights: try weighIns(db, from: start, to: end),
            endingOn: end, days: days)
    }

    /// The day's energy: the formula on the weight that applies that day, the measured maintenance over the
    /// 28 days to it, the plan, and what the day's rows add up to.
    public func dayEnergy(_ detail: DayDetail) throws -> DayEnergy {
        try read { db in
            let profile = try Self.fetchProfile(db)
            let basis = detail.weightForCalculations
            let formula = basis.flatMap { b in profile.flatMap { Energy.maintenance(profile: $0, weightKg: b.kg, on: detail.date) } }
            return DayEnergy(
                date: detail.date, formulaKcal: formula,
                measured: try Self.expenditure(db, endingOn: detail.date, days: Expenditure.defaultDays),
                plan: try Self.energyPlan(db), weightKg: basis?.kg, goalKg: profile?.goalWeightKg,
                eatenKcal: detail.shownEatenKcal)
        }
    }
}

extension AppDatabase {
    /// The calories and expenditure charts for `period` with its window ending on `end`.
    public func energyReport(period: ChartPeriod, endingOn end: LocalDate) throws -> EnergyReport {
        try read { db in
            let first = try String.fetchOne(
                db,
                sql: """
                    SELECT min(date) FROM (SELECT min(date) AS date FROM day WHERE \(ValueRules.weightKg.sql("weightKg"))
                                           UNION ALL SELECT min(date) FROM foodEntry)
                    """
            ).flatMap(LocalDate.init(iso:))
            let (start, windowEnd) = period.window(endingOn: end, firstWeight: first)
            let resolution = period.resolution(spanDays: windowEnd.daysSinceEpoch - start.daysSinceEpoch)
            let intake = try Self.dailyIntake(db, from: start.adding(days: 1 - Expenditure.defaultDays), to: windowEnd)
            let weights = try Self.weighIns(db, from: start.adding(days: -Self.budgetWeightLookbackDays), to: windowEnd)
            return EnergyReport.make(
                windowStart: start, windowEnd: windowEnd, resolution: resolution, intake: intake, weights: weights,
                profile: try Self.fetchProfile(db), plan: try Self.energyPlan(db))
        }
    }

    /// How far before the window a weight is looked for to work out its first days' budgets.
    static let budgetWeightLookbackDays = 366
}
