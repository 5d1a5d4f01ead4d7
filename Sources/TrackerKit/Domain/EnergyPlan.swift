/// How fast the user wants to move toward the goal weight: K-Count's paces, in pounds a week.
public enum WeightPace: String, CaseIterable, Codable, Sendable {
    case none, half = "0.5", one = "1", oneAndHalf = "1.5"

    public var poundsPerWeek: Double {
        switch self {
        case .none: return 0
        case .half: return 0.5
        case .one: return 1
        case .oneAndHalf: return 1.5
        }
    }

    /// `1 lb/wk`, `0.45 kg/wk`, `none`.
    public func title(_ unit: WeightUnit) -> String {
        guard self != .none else { return "none" }
        return unit == .lb ? "\(rawValue) lb/wk" : "\(Format.decimal(poundsPerWeek * WeightUnit.kilogramsPerPound, places: 2)) kg/wk"
    }
}

/// Which maintenance figure the budget and the paces use: the formula's, or the one measured from the diary.
public enum MaintenanceSource: String, CaseIterable, Codable, Sendable {
    case formula, measured
}

/// The user's calorie plan (stored as the settings `diet.pace` and `diet.maintenance`).
public struct EnergyPlan: Equatable, Sendable {
    public var pace: WeightPace
    public var source: MaintenanceSource

    public init(pace: WeightPace = .none, source: MaintenanceSource = .formula) {
        self.pace = pace
        self.source = source
    }
}
