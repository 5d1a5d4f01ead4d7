import Foundation

/// The rules for what users type, shared by the screens and the command line, so both accept
/// and refuse exactly the same things (K-Count's limits, plus what K-Count forgot to check).
public enum Input {
    static let maxNumberLength = 20

    /// A plain decimal: `72.5`, `72,5`, `-3`. No exponents, no `inf`/`nan`, no hex, nothing after.
    public static func decimal(_ text: String, what: String) -> Result<Double, InputError> {
        // Full-width digits and signs (what a Japanese or Chinese input method types) read as ASCII ones.
        let trimmed = text.folding(options: .widthInsensitive, locale: nil).trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .failure(InputError("Enter \(what).")) }
        if trimmed.count > maxNumberLength { return .failure(InputError("\(what.capitalizedFirst) is too long to be a number.")) }
        let normalized = trimmed.replacingOccurrences(of: ",", with: ".")
        var sawDigit = false, sawPoint = false
        for (index, character) in normalized.enumerated() {
            if character.isASCII && character.isNumber { sawDigit = true; continue }
            if character == "." && !sawPoint { sawPoint = true; continue }
            if (character == "-" || character == "+") && index == 0 { continue }
            return .failure(InputError("\(what.capitalizedFirst) must be a number, like 72.5."))
        }
        guard sawDigit, let value = Double(normalized), value.isFinite else {
            return .failure(InputError("\(what.capitalizedFirst) must be a number, like 72.5."))
        }
        return .success(value == 0 ? 0 : value)  // -0 is 0, so nothing echoes it as -0 m
    }

    /// A body weight in `unit`, returned in kilograms: above 0, at most 1000 kg / 2200 lb.
    public static func weight(_ text: String, unit: WeightUnit, what: String = "a weight") -> Result<Double, InputError> {
        decimal(text, what: what).flatMap { value in
            guard value > 0 else { return .failure(InputError("\(what.capitalizedFirst) must be more than 0.")) }
            guard value <= unit.maximum else {
                return .failure(InputError("\(what.capitalizedFirst) must be at most \(Int(unit.maximum)) \(unit.rawValue)."))
            }
            let kilograms = unit.kilograms(from: value)
            guard ValueRules.weightKg.contains(kilograms) else {
                return .failure(InputError("\(what.capitalizedFirst) must be at least \(unit == .kg ? "1 kg" : "2.2 lb")."))
            }
            return .success(kilograms)
        }
    }

    /// A height in `unit`, returned in centimetres: 60–240 cm, or 2′0″–7′10″ as `5'11"`, `5′11″`, `5 11`, `5ft 11in`.
    public static func height(_ text: String, unit: HeightUnit) -> Result<Double, InputError> {
        switch unit {
        case .cm:
            return decimal(text, what: "a height").flatMap { cm in
                (60...240).contains(cm) ? .success(cm) : .failure(InputError("Height must be between 60 and 240 cm."))
            }
        case .ftIn:
            // A plain number past any height in feet is inches: `64` is 5′4″, not 64 feet.
            if case .success(let plain) = decimal(text, what: "a height"), plain > 7 {
                guard (24...94).contains(plain) else { return .failure(InputError("Height must be between 2′0″ and 7′10″ (24 to 94 inches).")) }
                return .success(HeightUnit.centimeters(feet: 0, inches: plain))
            }
            guard let (feet, inches) = feetAndInches(text) else {
                return .failure(
                    InputError(
                        text.trimmingCharacters(in: .whitespaces).isEmpty
                            ? "Enter a height, like 5'11\"." : "Height must be feet and inches, like 5'11\" (got “\(text)”)."))
            }
            let totalInches = Double(feet) * 12 + inches
            guard inches < 12, (24...94).contains(totalInches) else {
                return .failure(InputError("Height must be between 2′0″ and 7′10″."))
            }
            return .success(HeightUnit.centimeters(feet: feet, inches: inches))
        }
    }

    private static func feetAndInches(_ text: String) -> (Int, Double)? {
        var cleaned = text.lowercased()
        for mark in ["feet", "foot", "ft", "'", "′", "’"] { cleaned = cleaned.replacingOccurrences(of: mark, with: " ") }
        for mark in ["inches", "inch", "in", "\"", "″", "”"] { cleaned = cleaned.replacingOccurrences(of: mark, with: " ") }
        let parts = cleaned.split(separator: " ")
        guard (1...2).contains(parts.count), parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), parts[0].count <= 2,
            let feet = Int(parts[0])
        else { return nil }
        guard parts.count == 2 else { return (feet, 0) }
        guard case .success(let inches) = decimal(String(parts[1]), what: "inches"), inches >= 0 else { return nil }
        return (feet, inches)
    }

    /// A name of 1–30 characters (K-Count), stored as typed apart from surrounding spaces.
    public static func personName(_ text: String) -> Result<String, InputError> {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return .failure(InputError("Enter a name.")) }
        return name(text, .person)
    }

    public static func foodName(_ text: String) -> Result<String, InputError> {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return .failure(InputError("Enter the food's name.")) }
        return name(text, .food)
    }

    /// Nothing in a health diary predates this; earlier dates are typing mistakes (`0001-01-01`).
    public static let earliestDate = LocalDate(year: 1900, month: 1, day: 1)!

    /// A date as `YYYY-MM-DD` that exists, from 1900 on.
    public static func date(_ text: String) -> Result<LocalDate, InputError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .failure(InputError("Enter a date as YYYY-MM-DD.")) }
        guard let date = LocalDate(iso: trimmed) else {
            let shown = trimmed.count > 12 ? trimmed.prefix(11) + "…" : trimmed
            return .failure(InputError("“\(shown)” is not a date; use YYYY-MM-DD."))
        }
        return notTooEarly(date)
    }

    public static func notTooEarly(_ date: LocalDate) -> Result<LocalDate, InputError> {
        date < earliestDate ? .failure(InputError("\(date.iso) is before 1900: check the year.")) : .success(date)
    }

    /// A date that can be logged: not after today (`today`, `yesterday` and `-N` too).
    public static func logDate(_ text: String, today: LocalDate) -> Result<LocalDate, InputError> {
        date(text, today: today).flatMap { notInFuture($0, today: today) }
    }

    public static func notInFuture(_ date: LocalDate, today: LocalDate) -> Result<LocalDate, InputError> {
        date > today ? .failure(InputError("\(date.iso) is in the future: only today and earlier can be logged.")) : notTooEarly(date)
    }

    /// A birth date giving an age of 16–100 today (K-Count).
    public static func birthDate(_ text: String, today: LocalDate) -> Result<LocalDate, InputError> {
        date(text).flatMap { birth in
            let age = Energy.age(birthDate: birth, on: today)
            guard ValueRules.ages.contains(age) else {
                return .failure(InputError("Age must be between 16 and 100 (this birth date gives \(age))."))
            }
            return .success(birth)
        }
    }

    public static func kcal(_ text: String, what: String = "calories") -> Result<Double, InputError> {
        amount(text, what: what).flatMap { value in
            guard value > 0 else { return .failure(InputError("\(what.capitalizedFirst) must be more than 0.")) }
            guard value <= 20_000 else { return .failure(InputError("\(what.capitalizedFirst) must be at most 20000.")) }
            return .success(value)
        }
    }

    public static func servings(_ text: String) -> Result<Double, InputError> {
        decimal(text, what: "servings").flatMap { value in
            guard value >= ValueRules.servings.lower else {
                return .failure(InputError("Servings must be at least 0.01 (the smallest amount shown)."))
            }
            guard value <= ValueRules.servings.upper else { return .failure(InputError("Servings must be at most 1000.")) }
            return .success(value)
        }
    }
}

extension String {
    public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
