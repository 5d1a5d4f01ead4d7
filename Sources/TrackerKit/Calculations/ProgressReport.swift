/// Everything the Progress tab and `tracker progress` show for one period.
public struct ProgressReport: Sendable {
    public var period: ChartPeriod
    public var windowStart: LocalDate
    public var windowEnd: LocalDate
    public var resolution: WeightTrend.Resolution
    /// The weigh-ins in the window, daily.
    public var weights: [WeighIn]
    /// What the chart plots: the weigh-ins, or their weekly/monthly averages for long periods.
    public var points: [WeighIn]
    /// The smoothed trend at the same resolution: the one daily series from the first weight, averaged
    /// like the points for long periods.
    public var trend: [WeighIn]
    public var current: WeighIn?
    public var first: WeighIn?
    public var goalKg: Double?
    public var slopeKgPerWeek: Double?
    public var atTrend: GoalForecast.AtTrend
    public var paces: [GoalForecast.Pace]
    /// The maintenance the paces use: measured when the plan says so and it is known, else the formula's.
    public var maintenanceKcal: Double?
    /// Mifflin-St Jeor × activity on the current weight.
    public var formulaMaintenanceKcal: Double?
    /// Measured over the last 28 days.
    public var measured: Expenditure.Outcome = .needsWeights
    public var plan = EnergyPlan()
    public var heightCm: Double?

    public var toGoalKg: Double? { goalKg.flatMap { goal in current.map { goal - $0.kg } } }
    public var changeOverPeriod: Double? {
        guard let firstInWindow = weights.first, let last = weights.last, weights.count >= 2 else { return nil }
        return last.kg - firstInWindow.kg
    }
    public var changeSinceFirst: Double? { first.flatMap { f in current.map { $0.kg - f.kg } } }
    public var bmiNow: Double? { heightCm.flatMap { h in current.map { BMI.value(weightKg: $0.kg, heightCm: h) } } }
    public var bmiAtGoal: Double? { heightCm.flatMap { h in goalKg.map { BMI.value(weightKg: $0, heightCm: h) } } }
}

extension ProgressReport {
    static let slopeDays = 28

    /// Builds the report from every weigh-in up to the window's end and the profile.
    static func make(
        period: ChartPeriod, windowStart: LocalDate, windowEnd: LocalDate, fetched: [WeighIn],
        recent: [WeighIn], current: WeighIn?, first: WeighIn?, profile: Profile?, today: LocalDate,
        measured: Expenditure.Outcome = .needsWeights, plan: EnergyPlan = EnergyPlan()
    ) -> ProgressReport {
        let inWindow = fetched.filter { $0.date >= windowStart && $0.date <= windowEnd }
        let dailyTrend = WeightTrend.exponentialAverage(fetched).filter { $0.date >= windowStart && $0.date <= windowEnd }
        let resolution = period.resolution(spanDays: windowEnd.daysSinceEpoch - windowStart.daysSinceEpoch)
        let slope = WeightTrend.slopePerWeek(recent, endingOn: today, days: slopeDays)
        let goal = profile?.goalWeightKg
        let formula = current.flatMap { c in profile.flatMap { Energy.maintenance(profile: $0, weightKg: c.kg, on: today) } }
        var measuredKcal: Double?
        if case .estimate(let estimate) = measured, estimate.isUsable { measuredKcal = estimate.kcal }
        let maintenance = plan.source == .measured ? (measuredKcal ?? formula) : formula
        return ProgressReport(
            period: period, windowStart: windowStart, windowEnd: windowEnd, resolution: resolution,
            weights: inWindow,
            points: WeightTrend.averages(inWindow, by: resolution),
            trend: WeightTrend.averages(dailyTrend, by: resolution),
            current: current, first: first, goalKg: goal, slopeKgPerWeek: slope,
            atTrend: GoalForecast.atTrend(currentKg: current?.kg, goalKg: goal, slopeKgPerWeek: slope, today: today),
            paces: current.flatMap { c in goal.map { GoalForecast.paces(currentKg: c.kg, goalKg: $0, maintenanceKcal: maintenance, today: today) } } ?? [],
            maintenanceKcal: maintenance, formulaMaintenanceKcal: formula, measured: measured, plan: plan, heightCm: profile?.heightCm)
    }
}
