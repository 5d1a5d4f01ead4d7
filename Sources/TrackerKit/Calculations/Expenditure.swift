/// Adaptive maintenance ("expenditure"): what the body really burned, measured from what was eaten and
/// how the weight moved, as MacroFactor and the adaptive-TDEE spreadsheets do.
///
///     expenditure ≈ mean daily intake − (weight change a day × energy per kg)
public enum Expenditure {
    /// Energy in a kilogram of body weight lost or gained: 7,700 kcal/kg, the 3,500 kcal a pound of
    /// Wishnofsky (1958, Am J Clin Nutr 6:542) that K-Count's paces also use (3,500 × 2.2046 ≈ 7,716).
    public static let kcalPerKg = 7700.0
    public static let defaultDays = 28
    public static let allowedDays = 14...365

    /// At least half the window's days must have food logged. Fewer, and the mean intake of a few days is
    /// set against a whole month's weight change: the days left out are often the days of eating more,
    /// and the estimate goes high by their surplus.
    public static func requiredLoggedDays(window days: Int) -> Int { max(7, (days + 1) / 2) }

    /// The weights must span at least half the window too: a slope from a few days is mostly water.
    public static func requiredWeightSpan(window days: Int) -> Int { max(7, days / 2) }

    public struct Estimate: Equatable, Sendable {
        public var kcal: Double
        public var from: LocalDate
        public var to: LocalDate
        public var loggedDays: Int
        public var meanIntakeKcal: Double
        /// The trend's change over the window (kg), from its slope.
        public var trendChangeKg: Double
        /// The weigh-ins in the window.
        public var weighIns: Int = 0
        /// Half the 95 % range (`ExpenditureUncertainty`): the estimate is `kcal ± uncertaintyKcal`.
        public var uncertaintyKcal: Double = 0
        /// What would firm the estimate up the most.
        public var shortfall = ExpenditureUncertainty.Shortfall.weighIns

        /// Sure enough to set the budget; a less sure estimate is shown with its range and what would firm it up.
        public var isUsable: Bool { uncertaintyKcal <= ExpenditureUncertainty.usableWithinKcal }
    }

    public enum Outcome: Equatable, Sendable {
        case estimate(Estimate)
        /// Days with food logged so far in the window, and how many more are needed.
        case needsLogging(logged: Int, more: Int)
        case needsWeights
    }

    /// The estimate over the `days` days ending on `end`. `intake` holds a total for each day with food
    /// logged (days without entries are absent, not 0); `weights` the daily weigh-ins (any range).
    ///
    /// The weight's change is the slope of the least-squares line through the window's weigh-ins: the
    /// smoothest trend that does not lag. The exponential trend (α = 0.1) trails a steady loss by about
    /// nine days, so its change over a first month understates the loss by a third.
    public static func estimate(intake: [DailyValue], weights: [WeighIn], endingOn end: LocalDate, days: Int = defaultDays) -> Outcome {
        let start = end.adding(days: 1 - days)
        let eaten = intake.filter { $0.date >= start && $0.date <= end }
        let required = requiredLoggedDays(window: days)
        guard eaten.count >= required else { return .needsLogging(logged: eaten.count, more: required - eaten.count) }
        guard let slope = WeightTrend.slopePerWeek(weights, endingOn: end, days: days, minimumSpanDays: requiredWeightSpan(window: days))
        else { return .needsWeights }
        let meanIntake = eaten.reduce(0) { $0 + $1.value } / Double(eaten.count)
        let perDay = slope / 7
        let points = weights.filter { $0.date >= start && $0.date <= end }.map { (x: Double($0.date.daysSinceEpoch - start.daysSinceEpoch), kg: $0.kg) }
        let sums = ExpenditureUncertainty.sums(points: points, intake: eaten.map(\.value), windowDays: days)
        return .estimate(
            Estimate(
                kcal: meanIntake - perDay * kcalPerKg, from: start, to: end, loggedDays: eaten.count,
                meanIntakeKcal: meanIntake, trendChangeKg: perDay * Double(days), weighIns: points.count,
                uncertaintyKcal: ExpenditureUncertainty.halfRangeKcal(sums), shortfall: ExpenditureUncertainty.shortfall(sums)))
    }

    /// The estimate on each day from `from` to `to` (each over the `days` before it), where there is one sure
    /// enough to use (`Estimate.isUsable`): the same figures as `estimate` day by day, from running sums over a
    /// sliding window (ten years of days in a few milliseconds, where calling `estimate` for each day takes hundreds).
    public static func series(intake: [DailyValue], weights: [WeighIn], from: LocalDate, to: LocalDate, days: Int = defaultDays) -> [DailyValue] {
        guard from <= to else { return [] }
        let food = intake.sorted { $0.date < $1.date }, scale = weights.sorted { $0.date < $1.date }
        let required = requiredLoggedDays(window: days), span = requiredWeightSpan(window: days)
        // x is days from `from`: whole numbers, so the x sums stay exact.
        func x(_ date: LocalDate) -> Double { Double(date.daysSinceEpoch - from.daysSinceEpoch) }
        var foodLow = 0, foodHigh = 0, foodSum = 0.0, foodSquares = 0.0
        var low = 0, high = 0, sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumXY = 0.0, sumYY = 0.0
        var result: [DailyValue] = []
        for offset in 0...(to.daysSinceEpoch - from.daysSinceEpoch) {
            let end = from.adding(days: offset), start = end.adding(days: 1 - days)
            while foodHigh < food.count && food[foodHigh].date <= end {
                foodSum += food[foodHigh].value; foodSquares += food[foodHigh].value * food[foodHigh].value; foodHigh += 1
            }
            while foodLow < foodHigh && food[foodLow].date < start {
                foodSum -= food[foodLow].value; foodSquares -= food[foodLow].value * food[foodLow].value; foodLow += 1
            }
            while high < scale.count && scale[high].date <= end {
                let (px, py) = (x(scale[high].date), scale[high].kg)
                sumX += px; sumY += py; sumXX += px * px; sumXY += px * py; sumYY += py * py; high += 1
            }
            while low < high && scale[low].date < start {
                let (px, py) = (x(scale[low].date), scale[low].kg)
                sumX -= px; sumY -= py; sumXX -= px * px; sumXY -= px * py; sumYY -= py * py; low += 1
            }
            let logged = foodHigh - foodLow, n = Double(high - low)
            guard logged >= required, high - low >= 2,
                scale[high - 1].date.daysSinceEpoch - scale[low].date.daysSinceEpoch >= span
            else { continue }
            let sxx = sumXX - sumX * sumX / n, sxy = sumXY - sumX * sumY / n, syy = sumYY - sumY * sumY / n
            guard sxx > 0 else { continue }
            let mean = foodSum / Double(logged)
            let sums = ExpenditureUncertainty.Sums(
                weighIns: high - low, sxx: sxx, residuals: syy - sxy * sxy / sxx, loggedDays: logged, windowDays: days,
                intakeVariance: logged > 1 ? (foodSquares - Double(logged) * mean * mean) / Double(logged - 1) : 0)
            guard ExpenditureUncertainty.halfRangeKcal(sums) <= ExpenditureUncertainty.usableWithinKcal else { continue }
            result.append(DailyValue(date: end, value: mean - sxy / sxx * kcalPerKg))
        }
        return result
    }
}
