/// One line of what a progress report says: worded once here, for the Progress tab (which styles and
/// wraps it for its panel) and for `tracker progress` (which prints it whole).
public struct ProgressLine: Equatable, Sendable {
    public enum Tone: Sendable { case emphasis, plain, muted, good, bad }
    public var label: String
    public var value: String
    public var tone: Tone

    public init(_ label: String, _ value: String, _ tone: Tone = .plain) {
        self.label = label
        self.value = value
        self.tone = tone
    }
}

extension ProgressReport {
    /// Where the weight stands: current, goal, changes, trend, BMI.
    public func stateLines(unit: WeightUnit) -> [ProgressLine] {
        var lines: [ProgressLine] = []
        if let current { lines.append(ProgressLine("Current", "\(unit.format(kilograms: current.kg))  \(CalendarNames.short(current.date))", .emphasis)) }
        lines.append(goalKg.map { ProgressLine("Goal", unit.format(kilograms: $0)) } ?? ProgressLine("Goal", "not set (6 Data)", .muted))
        if let toGoalKg { lines.append(ProgressLine("To goal", Self.signed(toGoalKg, unit))) }
        lines.append(changeOverPeriod.map { ProgressLine("This period", Self.signed($0, unit)) } ?? ProgressLine("This period", "needs two weights", .muted))
        if let change = changeSinceFirst, let first {
            lines.append(ProgressLine("Since first", "\(Self.signed(change, unit))  (\(CalendarNames.short(first.date)))"))
        }
        lines.append(
            slopeKgPerWeek.map { ProgressLine("Trend", "\(Self.signed($0, unit))/week, last 4 weeks") }
                ?? ProgressLine("Trend", "needs a week of weights (last 4 weeks)", .muted))
        if let bmiNow { lines.append(ProgressLine("BMI now", BMI.shown(bmiNow))) }
        if let bmiAtGoal { lines.append(ProgressLine("BMI at goal", BMI.shown(bmiAtGoal))) }
        return lines
    }

    /// Time to goal: at the trend, then at each of K-Count's paces, and the maintenance they use.
    public func forecastLines(unit: WeightUnit) -> [ProgressLine] {
        var lines: [ProgressLine] = []
        switch atTrend {
        case .reached: lines.append(ProgressLine("At trend", "goal reached", .good))
        case .on(let date, let days): lines.append(ProgressLine("At trend", "\(CalendarNames.short(date)) (\(Self.duration(days)))", .good))
        case .awayFromGoal: lines.append(ProgressLine("At trend", "never: it points away from your goal", .bad))
        case .flat: lines.append(ProgressLine("At trend", "never: the trend is flat", .muted))
        case .notEnoughData: lines.append(ProgressLine("At trend", "needs a week of weights (last 4 weeks)", .muted))
        case .noGoal: break
        }
        for pace in paces {
            let rate =
                unit == .lb
                ? "\(Format.trimmed(pace.poundsPerWeek)) lb/wk"
                : "\(Format.decimal(pace.poundsPerWeek * WeightUnit.kilogramsPerPound, places: 2)) kg/wk"
            guard pace.reachableSafely else {
                lines.append(ProgressLine(rate, "\(CalendarNames.short(pace.date))  \(CalorieBudget.unreachableText)", .bad))
                continue
            }
            let target = pace.dailyTargetKcal.map { "  \(Int(saturating: $0.rounded())) kcal/day" } ?? ""
            let tooLow = (pace.dailyTargetKcal ?? .infinity) < DayEnergy.lowestAdvisedKcal
            lines.append(
                ProgressLine(
                    rate, "\(CalendarNames.short(pace.date))\(target)\(tooLow ? " (under \(Int(DayEnergy.lowestAdvisedKcal)))" : "")",
                    tooLow ? .bad : .plain))
        }
        lines.append(maintenanceLine)
        return lines
    }

    /// "formula 2664 · measured 2480 ± 90 (28 weigh-ins)", and which the paces use when it is the measured one.
    /// Short, so it fits under the paces at 80×24; `tracker expenditure` says the rest.
    var maintenanceLine: ProgressLine {
        let formula = formulaMaintenanceKcal.map { "formula \(Int(saturating: $0.rounded()))" }
        let measuredText: String
        switch measured {
        case .estimate(let estimate) where estimate.isUsable:
            let text = (formula.map { $0 + " · " } ?? "") + "measured \(Expenditure.rangeText(estimate)) (\(estimate.weighIns) weigh-ins)"
            return ProgressLine("Maintenance", text + (plan.source == .measured ? ", used" : ""))
        case .estimate(let estimate):
            let firmUp = estimate.shortfall == .weighIns ? "weigh in more" : "log more days"
            measuredText = "measured ±\(Expenditure.roundedRange(estimate)): too unsure, \(firmUp)"
        case .needsLogging(_, let more): measuredText = "measured: log \(more) more \(more == 1 ? "day" : "days")"
        case .needsWeights: measuredText = "measured: weigh in over 2 weeks"
        }
        return ProgressLine("Maintenance", (formula.map { $0 + " kcal · " } ?? "") + measuredText, formula == nil ? .muted : .plain)
    }

    /// `+1.2 kg`, `−0.4 lb`, `±0.0 kg`.
    public static func signed(_ kg: Double, _ unit: WeightUnit) -> String {
        let value = unit.value(fromKilograms: kg)
        let text = Format.decimal(abs(value), places: 1)
        return (value > 0.049 ? "+" : value < -0.049 ? "−" : "±") + text + " " + unit.rawValue
    }

    /// Rounded as people read a span, to the nearest unit (69 days are 10 weeks, not 9) and, from four months
    /// on, to the nearest half (441 days are 14.5 months), so it agrees with the date shown beside it.
    static func duration(_ days: Int) -> String {
        if days < 14 { return "\(days) days" }
        if days < 120 { return "\(Int(saturating: (Double(days) / 7).rounded())) weeks" }
        func halves(_ value: Double, _ unit: String) -> String { "\(Format.trimmed((value * 2).rounded() / 2)) \(unit)" }
        return days < 730 ? halves(Double(days) / 30.44, "months") : halves(Double(days) / 365.25, "years")
    }
}
