/// What a weight must be beyond a number in range: a goal a person can have, and a weigh-in that is not
/// a slip of the decimal point.
extension Input {
    /// K-Count's goal limits: 30–200 kg, or 66–440 lb.
    public static func goalLimits(_ unit: WeightUnit) -> ClosedRange<Double> { unit == .kg ? 30...200 : 66...440 }

    /// A goal weight in `unit`, returned in kilograms. A goal of 1 kg would suggest eating 896 kcal a day.
    public static func goalWeight(_ text: String, unit: WeightUnit) -> Result<Double, InputError> {
        decimal(text, what: "a goal weight").flatMap { value in
            let limits = goalLimits(unit)
            guard limits.contains(value) else {
                return .failure(InputError("A goal weight must be between \(Int(limits.lowerBound)) and \(Int(limits.upperBound)) \(unit.rawValue)."))
            }
            return .success(unit.kilograms(from: value))
        }
    }
}

public enum WeightCheck {
    /// How far a weight may move from the last one before Tracker asks: 5 % of it, plus a kilogram for
    /// each week between them (a fast diet loses about that; a day's water is a few per cent).
    public static func allowedChangeKg(from last: WeighIn, to date: LocalDate) -> Double {
        let weeks = Double(abs(date.daysSinceEpoch - last.date.daysSinceEpoch)) / 7
        return last.kg * 0.05 + weeks
    }

    /// The question to ask when `kg` on `date` is far from the last weight (822 typed for 82.2), or nil.
    public static func question(kg: Double, on date: LocalDate, last: WeighIn?, unit: WeightUnit) -> String? {
        guard let last, abs(kg - last.kg) > allowedChangeKg(from: last, to: date) else { return nil }
        let difference = unit.format(kilograms: abs(kg - last.kg))
        return "\(unit.format(kilograms: kg)) is \(difference) \(kg > last.kg ? "more" : "less") than your last weight: keep it?"
    }
}
