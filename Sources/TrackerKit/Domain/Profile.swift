public enum Sex: String, CaseIterable, Codable, Sendable {
    case female, male
}

/// K-Count's activity factors for the maintenance estimate.
public enum ActivityLevel: String, CaseIterable, Codable, Sendable {
    case sedentary, light, moderate, vigorous

    public var factor: Double {
        switch self {
        case .sedentary: return 1.2
        case .light: return 1.375
        case .moderate: return 1.55
        case .vigorous: return 1.725
        }
    }

    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// The one user's profile. Everything is optional: onboarding can be skipped and finished later,
/// and an import may fill in what is missing. Stored in SI units.
public struct Profile: Equatable, Codable, Sendable {
    public var name: String?
    public var sex: Sex?
    public var birthDate: LocalDate?
    public var heightCm: Double?
    public var goalWeightKg: Double?
    public var activityLevel: ActivityLevel?

    public init(
        name: String? = nil, sex: Sex? = nil, birthDate: LocalDate? = nil, heightCm: Double? = nil,
        goalWeightKg: Double? = nil, activityLevel: ActivityLevel? = nil
    ) {
        self.name = name
        self.sex = sex
        self.birthDate = birthDate
        self.heightCm = heightCm
        self.goalWeightKg = goalWeightKg
        self.activityLevel = activityLevel
    }
}

/// How the user wants things shown; stored as settings.
public struct Preferences: Equatable, Sendable {
    public var weightUnit: WeightUnit
    public var heightUnit: HeightUnit
    /// ISO weekday the calendar starts on: 1 = Monday … 7 = Sunday.
    public var firstWeekday: Int
    /// The pace toward the goal for the calorie budget (the setting `diet.pace`), set with the profile.
    public var pace: WeightPace

    public init(weightUnit: WeightUnit = .kg, heightUnit: HeightUnit = .cm, firstWeekday: Int = 1, pace: WeightPace = .none) {
        self.weightUnit = weightUnit
        self.heightUnit = heightUnit
        self.firstWeekday = firstWeekday
        self.pace = pace
    }

    public static let standard = Preferences()
}
