/// What the Progress tab's calories and expenditure charts show for one window: eaten per day against
/// the budget, weekly averages, and the maintenance measured over time beside the formula's.
public struct EnergyReport: Sendable {
    public var windowStart: LocalDate
    public var windowEnd: LocalDate
    public var resolution: WeightTrend.Resolution
    /// Eaten on each day with food logged, or its weekly/monthly averages for long periods.
    public var eaten: [DailyValue]
    /// Weekly averages of what was eaten (drawn over the daily points).
    public var weeklyEaten: [DailyValue]
    /// The budget on each day with a weight to work from, at the chart's resolution.
    public var budget: [DailyValue]
    /// The measured maintenance on each day it is known, at the chart's resolution.
    public var measured: [DailyValue]
    /// The formula's maintenance on each day, at the chart's resolution.
    public var formula: [DailyValue]
    /// Days with food logged in the window, and their mean.
    public var loggedDays: Int
    public var meanEatenKcal: Double?
    /// The mean budget on those same logged days, so the two averages compare like with like.
    public var meanBudgetKcal: Double?
}

extension EnergyReport {
    /// From the intake of the window and the 27 days before it (for the first day's measured window), every
    /// weight up to the window's end, the profile and the plan.
    public static func make(
        windowStart: LocalDate, windowEnd: LocalDate, resolution: WeightTrend.Resolution,
        intake: [DailyValue], weights: [WeighIn], profile: Profile?, plan: EnergyPlan
    ) -> EnergyReport {
        let eatenDaily = intake.filter { $0.date >= windowStart && $0.date <= windowEnd }
        let measuredDaily = Expenditure.series(intake: intake, weights: weights, from: windowStart, to: windowEnd)
        let (formulaDaily, budgetDaily) = dailyBudgets(
            windowStart: windowStart, windowEnd: windowEnd, weights: weights,
            measured: measuredDaily, profile: profile, plan: plan)
        func mean(_ values: [DailyValue]) -> Double? { values.isEmpty ? nil : values.reduce(0) { $0 + $1.value } / Double(values.count) }
        let loggedDates = Set(eatenDaily.map(\.date))
        return EnergyReport(
            windowStart: windowStart, windowEnd: windowEnd, resolution: resolution,
            eaten: DailyValue.averages(eatenDaily, by: resolution),
            weeklyEaten: resolution == .daily ? DailyValue.averages(eatenDaily, by: .weekly) : [],
            budget: DailyValue.averages(budgetDaily, by: resolution),
            measured: DailyValue.averages(measuredDaily, by: resolution),
            formula: DailyValue.averages(formulaDaily, by: resolution),
            loggedDays: eatenDaily.count, meanEatenKcal: mean(eatenDaily), meanBudgetKcal: mean(budgetDaily.filter { loggedDates.contains($0.date) }))
    }

    /// The formula's maintenance and the budget for each day of the window, from the weight that applies
    /// that day (the latest on or before it), as the day panel works them out.
    static func dailyBudgets(
        windowStart: LocalDate, windowEnd: LocalDate, weights: [WeighIn], measured: [DailyValue],
        profile: Profile?, plan: EnergyPlan
    ) -> (formula: [DailyValue], budget: [DailyValue]) {
        guard let profile, windowStart <= windowEnd else { return ([], []) }
        let measuredByDay = Dictionary(measured.map { ($0.date, $0.value) }, uniquingKeysWith: { a, _ in a })
        var formula: [DailyValue] = [], budget: [DailyValue] = []
        var next = 0
        var basis: WeighIn?
        for offset in 0...(windowEnd.daysSinceEpoch - windowStart.daysSinceEpoch) {
            let date = windowStart.adding(days: offset)
            while next < weights.count && weights[next].date <= date { basis = weights[next]; next += 1 }
            guard let basis, let kcal = Energy.maintenance(profile: profile, weightKg: basis.kg, on: date) else { continue }
            formula.append(DailyValue(date: date, value: kcal))
            // As DayEnergy works it out: the measured maintenance when chosen and known, plus the pace toward the goal.
            let maintenance = plan.source == .measured ? (measuredByDay[date] ?? kcal) : kcal
            let direction = DayEnergy.direction(weightKg: basis.kg, goalKg: profile.goalWeightKg)
            budget.append(DailyValue(date: date, value: CalorieBudget.kcal(maintenance: maintenance, change: DayEnergy.paceKcal(plan.pace, direction))))
        }
        return (formula, budget)
    }
}
