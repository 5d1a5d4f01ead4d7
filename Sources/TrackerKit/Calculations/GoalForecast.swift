/// When the goal weight is reached: at the current trend, and at K-Count's three steady paces.
public enum GoalForecast {
    /// K-Count's paces in pounds a week, and the daily calorie difference each needs (3,500 kcal a pound).
    public static let pacesInPoundsPerWeek: [Double] = [0.5, 1, 1.5]

    public static func kcalPerDay(poundsPerWeek: Double) -> Double { poundsPerWeek * 500 }

    /// Within this of the goal counts as there.
    public static let reachedWithinKg = 0.1

    public enum AtTrend: Equatable, Sendable {
        case reached
        case on(LocalDate, days: Int)
        case awayFromGoal
        case flat
        case notEnoughData
        case noGoal
    }

    public static func atTrend(currentKg: Double?, goalKg: Double?, slopeKgPerWeek: Double?, today: LocalDate) -> AtTrend {
        guard let goalKg else { return .noGoal }
        guard let currentKg, let slope = slopeKgPerWeek else { return .notEnoughData }
        let remaining = goalKg - currentKg
        if abs(remaining) <= reachedWithinKg { return .reached }
        if abs(slope) < 0.01 { return .flat }
        guard (remaining > 0) == (slope > 0) else { return .awayFromGoal }
        let days = wholeDays(remaining / slope * 7)
        guard days < 365 * 50 else { return .flat }
        return .on(today.adding(days: days), days: days)
    }

    /// Days rounded up, after dropping the float noise of a division that is exact in decimals
    /// (10.2 kg at 0.1 kg a day is 102 days, not 102.000000001 → 103).
    static func wholeDays(_ days: Double) -> Int {
        Int(saturating: (days - 1e-6).rounded(.up))
    }

    public struct Pace: Equatable, Sendable {
        public var poundsPerWeek: Double
        public var kcalPerDay: Double
        public var days: Int
        public var date: LocalDate
        /// Maintenance minus (losing) or plus (gaining) the daily difference, never below 0 (CalorieBudget);
        /// nil without maintenance.
        public var dailyTargetKcal: Double?
        /// False when the target would be under 0 kcal.
        public var reachableSafely = true
    }

    /// One line per pace; empty when there is no goal or it is already reached.
    public static func paces(currentKg: Double, goalKg: Double, maintenanceKcal: Double?, today: LocalDate) -> [Pace] {
        let remaining = goalKg - currentKg
        guard abs(remaining) > reachedWithinKg else { return [] }
        let losing = remaining < 0
        return pacesInPoundsPerWeek.map { pounds in
            let kgPerWeek = pounds * WeightUnit.kilogramsPerPound
            let days = wholeDays(abs(remaining) / kgPerWeek * 7)
            let kcal = kcalPerDay(poundsPerWeek: pounds), change = losing ? -kcal : kcal
            return Pace(
                poundsPerWeek: pounds, kcalPerDay: kcal, days: days, date: today.adding(days: days),
                dailyTargetKcal: maintenanceKcal.map { CalorieBudget.kcal(maintenance: $0, change: change) },
                reachableSafely: maintenanceKcal.map { CalorieBudget.isReachableSafely(maintenance: $0, change: change) } ?? true)
        }
    }
}
