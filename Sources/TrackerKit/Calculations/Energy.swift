/// Energy and body calculations (pure functions).
public enum Energy {
    /// Age in whole years on `date`.
    public static func age(birthDate: LocalDate, on date: LocalDate) -> Int {
        var years = date.year - birthDate.year
        if (date.month, date.day) < (birthDate.month, birthDate.day) { years -= 1 }
        return years
    }

    /// Mifflin-St Jeor basal metabolic rate in kcal/day.
    public static func basalMetabolicRate(weightKg: Double, heightCm: Double, age: Int, sex: Sex) -> Double {
        10 * weightKg + 6.25 * heightCm - 5 * Double(age) + (sex == .male ? 5 : -161)
    }

    /// Maintenance calories on `date` from the weight that applies that day (not today's, as K-Count did).
    /// Nil when the profile lacks what the formula needs.
    public static func maintenance(profile: Profile, weightKg: Double, on date: LocalDate) -> Double? {
        guard let sex = profile.sex, let birth = profile.birthDate, let height = profile.heightCm,
            let activity = profile.activityLevel
        else { return nil }
        let bmr = basalMetabolicRate(weightKg: weightKg, heightCm: height, age: age(birthDate: birth, on: date), sex: sex)
        return bmr * activity.factor
    }
}

public enum BMI {
    public enum Category: String, Sendable {
        case underweight = "Underweight", normal = "Normal", overweight = "Overweight", obese = "Obese"
    }

    public static func value(weightKg: Double, heightCm: Double) -> Double {
        let metres = heightCm / 100
        return weightKg / (metres * metres)
    }

    /// `25.0 Overweight`: the value to one decimal and the category of that shown value, so a
    /// 24.96 read as 25.0 is never called Normal.
    public static func shown(_ bmi: Double) -> String {
        let rounded = Format.rounded(bmi, places: 1)
        return "\(Format.decimal(rounded, places: 1)) \(category(rounded).rawValue)"
    }

    /// WHO categories.
    public static func category(_ bmi: Double) -> Category {
        switch bmi {
        case ..<18.5: return .underweight
        case ..<25: return .normal
        case ..<30: return .overweight
        default: return .obese
        }
    }
}
