/// How sure a measured maintenance is, from the data it was measured on: the scatter of the weigh-ins around
/// their straight line (and how many there are and how far apart), and the spread of the logged days' intake
/// (and how many days are missing). Stated as the half-width of a 95 % range: "3020 ± 90 kcal".
///
/// The slope's standard error is the textbook one, σ / √Sxx, with σ² the residual variance of the fit. Two or
/// three weigh-ins say almost nothing about their own scatter (two lie exactly on their line), so σ² is pooled
/// with a prior scale swing of `priorSwingKg` worth `priorWeight` weigh-ins: a few weigh-ins get the typical
/// day-to-day swing, many get their own. The mean intake of the logged days stands for the whole window's:
/// its standard error is s / √m, scaled by the share of days not logged (none missing: the intake is as logged).
public enum ExpenditureUncertainty {
    /// The day-to-day swing of a body-weight reading (water, food in the gut), as a standard deviation.
    public static let priorSwingKg = 0.5
    /// How many weigh-ins the prior swing counts as.
    public static let priorWeight = 4.0
    /// Two standard errors: about 95 % of a normal distribution.
    public static let coverageFactor = 1.96
    /// A measured maintenance less sure than this (± kcal) is shown but not used for the budget.
    public static let usableWithinKcal = 300.0

    /// The sums of the weigh-ins (x in days) and of the logged intake that the range is made from.
    public struct Sums: Sendable {
        public var weighIns: Int
        /// Σ(x − x̄)² of the weigh-in days.
        public var sxx: Double
        /// Σ of the squared residuals around the least-squares line (kg²).
        public var residuals: Double
        public var loggedDays: Int
        public var windowDays: Int
        /// The sample variance of the logged days' intake (kcal²); 0 with fewer than two days.
        public var intakeVariance: Double
    }

    /// What would firm an unsure estimate up the most: more weigh-ins, or more days with food logged.
    public enum Shortfall: String, Sendable { case weighIns, logging }

    public static func shortfall(_ sums: Sums) -> Shortfall {
        let parts = errors(sums)
        return parts.slope >= parts.intake ? .weighIns : .logging
    }

    /// Half the 95 % range of the measured maintenance, in kcal.
    public static func halfRangeKcal(_ sums: Sums) -> Double {
        let parts = errors(sums)
        return coverageFactor * (parts.slope * parts.slope + parts.intake * parts.intake).squareRoot()
    }

    /// The two standard errors (kcal): of the weight's slope times 7,700, and of the mean intake.
    private static func errors(_ sums: Sums) -> (slope: Double, intake: Double) {
        guard sums.sxx > 0, sums.weighIns >= 2, sums.loggedDays > 0 else { return (.infinity, 0) }
        let freedom = Double(sums.weighIns - 2) + priorWeight
        let swing = (max(0, sums.residuals) + priorWeight * priorSwingKg * priorSwingKg) / freedom
        let slopeError = (swing / sums.sxx).squareRoot() * Expenditure.kcalPerKg
        let missingShare = Double(max(0, sums.windowDays - sums.loggedDays)) / Double(max(1, sums.windowDays))
        let intakeError = (max(0, sums.intakeVariance) / Double(sums.loggedDays) * missingShare).squareRoot()
        return (slopeError, intakeError)
    }

    /// The sums for the weigh-ins `points` (day numbers and kg) and the logged intake values.
    static func sums(points: [(x: Double, kg: Double)], intake: [Double], windowDays: Int) -> Sums {
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.x } / max(1, n), meanY = points.reduce(0) { $0 + $1.kg } / max(1, n)
        let sxx = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        let sxy = points.reduce(0) { $0 + ($1.x - meanX) * ($1.kg - meanY) }
        let syy = points.reduce(0) { $0 + ($1.kg - meanY) * ($1.kg - meanY) }
        let meanIntake = intake.reduce(0, +) / Double(max(1, intake.count))
        let intakeSquares = intake.reduce(0) { $0 + ($1 - meanIntake) * ($1 - meanIntake) }
        return Sums(
            weighIns: points.count, sxx: sxx, residuals: sxx > 0 ? syy - sxy * sxy / sxx : 0, loggedDays: intake.count, windowDays: windowDays,
            intakeVariance: intake.count > 1 ? intakeSquares / Double(intake.count - 1) : 0)
    }
}

extension Expenditure {
    /// The range rounded to 10 kcal (and at least 10): the figure is no surer than that.
    public static func roundedRange(_ estimate: Estimate) -> Int {
        guard estimate.uncertaintyKcal.isFinite else { return 9990 }
        return max(10, min(9990, Int((estimate.uncertaintyKcal / 10).rounded()) * 10))
    }

    /// "3020 ± 90 kcal".
    public static func rangeText(_ estimate: Estimate) -> String {
        "\(Int(saturating: estimate.kcal.rounded())) ± \(roundedRange(estimate)) kcal"
    }
}
