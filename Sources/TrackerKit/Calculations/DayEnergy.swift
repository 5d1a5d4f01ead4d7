/// A day's calorie arithmetic, worded once for the Log day panel and `tracker day show`: maintenance
/// by the formula and as measured, the budget after the pace, what was eaten and what remains.
public struct DayEnergy: Equatable, Sendable {
    public enum Direction: String, Sendable { case lose, gain, hold }

    /// K-Count's floor: a budget under this is shown with a warning.
    public static let lowestAdvisedKcal = 1200.0

    public var date: LocalDate
    /// Mifflin-St Jeor × activity on the weight that applies that day; nil without a weight or a complete profile.
    public var formulaKcal: Double?
    public var measured: Expenditure.Outcome
    public var plan: EnergyPlan
    /// Toward the goal from the day's weight; `hold` without a goal or at it.
    public var direction: Direction
    /// The sum of the day's rows as shown.
    public var eatenKcal: Double

    public init(
        date: LocalDate, formulaKcal: Double?, measured: Expenditure.Outcome, plan: EnergyPlan,
        weightKg: Double?, goalKg: Double?, eatenKcal: Double
    ) {
        self.date = date
        self.formulaKcal = formulaKcal
        self.measured = measured
        self.plan = plan
        self.eatenKcal = eatenKcal
        direction = Self.direction(weightKg: weightKg, goalKg: goalKg)
    }

    /// Toward the goal from `weightKg`; `hold` without a goal or within 0.1 kg of it.
    public static func direction(weightKg: Double?, goalKg: Double?) -> Direction {
        guard let weightKg, let goalKg, abs(goalKg - weightKg) > GoalForecast.reachedWithinKg else { return .hold }
        return goalKg < weightKg ? .lose : .gain
    }

    /// What a pace adds to maintenance: −500 to lose a pound a week, +500 to gain it, 0 to hold.
    public static func paceKcal(_ pace: WeightPace, _ direction: Direction) -> Double {
        let kcal = GoalForecast.kcalPerDay(poundsPerWeek: pace.poundsPerWeek)
        switch direction {
        case .lose: return -kcal
        case .gain: return kcal
        case .hold: return 0
        }
    }

    /// The measured maintenance when it is sure enough to use (`Expenditure.Estimate.isUsable`).
    public var measuredKcal: Double? {
        if case .estimate(let estimate) = measured, estimate.isUsable { return estimate.kcal }
        return nil
    }

    /// The maintenance the budget uses: the measured one when chosen and known, else the formula's.
    public var maintenanceKcal: Double? {
        plan.source == .measured ? (measuredKcal ?? formulaKcal) : formulaKcal
    }

    public var paceKcal: Double { Self.paceKcal(plan.pace, direction) }

    public var budgetKcal: Double? { maintenanceKcal.map { CalorieBudget.kcal(maintenance: $0, change: paceKcal) } }

    /// False when the pace would need a budget under 0 kcal (the budget then reads 0).
    public var budgetReachable: Bool {
        maintenanceKcal.map { CalorieBudget.isReachableSafely(maintenance: $0, change: paceKcal) } ?? true
    }

    /// Budget less eaten, from the figures as shown (whole kcal), so the subtraction reads true.
    public var remainingKcal: Double? { budgetKcal.map { $0.rounded() - eatenKcal } }
}

extension DayEnergy {
    /// Label and value per line: Maintenance (when the formula has a figure) with the measured one under it,
    /// Budget, Eaten, Remaining or Over by.
    public func lines(unit: WeightUnit) -> [ProgressLine] {
        var lines: [ProgressLine] = []
        // The figure the budget uses is plain, the other muted.
        let measuredUsed = plan.source == .measured && measuredKcal != nil
        if let formulaKcal { lines.append(ProgressLine("Maintenance", "\(Format.kcal(formulaKcal)) formula", measuredUsed ? .muted : .plain)) }
        // Under the formula's line, or under the caller's "Maintenance: needs …" when there is no formula figure.
        lines.append(measuredLine(label: "", used: measuredUsed))
        // "1428 kcal: −0.45 kg/wk" (losing), "+1 lb/wk" (gaining): short enough for the day panel at 80 columns.
        let pace = direction == .hold ? "at goal" : (direction == .lose ? "−" : "+") + plan.pace.title(unit)
        if let budgetKcal, plan.pace != .none {
            lines.append(ProgressLine("Budget", "\(Format.kcal(budgetKcal)): \(pace)", budgetKcal < Self.lowestAdvisedKcal ? .bad : .plain))
        }
        if !budgetReachable {
            lines.append(ProgressLine("", "\(pace) is \(CalorieBudget.unreachableText)", .bad))
        } else if let budgetKcal, budgetKcal < Self.lowestAdvisedKcal {
            lines.append(ProgressLine("", "under \(Int(Self.lowestAdvisedKcal)) kcal a day: ask a doctor first", .bad))
        }
        lines.append(ProgressLine("Eaten", Format.kcal(eatenKcal)))
        if let remainingKcal {
            lines.append(
                remainingKcal >= 0
                    ? ProgressLine("Remaining", Format.kcal(remainingKcal), .good)
                    : ProgressLine("Over by", Format.kcal(-remainingKcal), .bad))
        }
        return lines
    }

    private func measuredLine(label: String, used: Bool) -> ProgressLine {
        switch measured {
        case .estimate(let estimate) where estimate.isUsable:
            // Over the last 28 days, as docs/log.md says: "3020 ± 90 kcal measured" fits the day panel at 80 columns.
            return ProgressLine(label, "\(Expenditure.rangeText(estimate)) measured", used ? .plain : .muted)
        case .estimate(let estimate):
            // Too unsure to use: its range, and what would firm it up (Progress and `tracker expenditure` say more).
            let firmUp = estimate.shortfall == .weighIns ? "weigh in" : "log food"
            return ProgressLine(label, "measured ±\(Expenditure.roundedRange(estimate)): \(firmUp)", .muted)
        case .needsLogging(_, let more):
            // Short for the day panel at 60 columns; Progress and `tracker expenditure` say "needs N more days of logging".
            return ProgressLine(label, "measured: log \(more) more \(more == 1 ? "day" : "days")", .muted)
        case .needsWeights:
            return ProgressLine(label, "measured: weigh in over two weeks", .muted)
        }
    }
}
