import Foundation

public enum WeightUnit: String, CaseIterable, Codable, Sendable {
    case kg, lb

    public static let kilogramsPerPound = 0.45359237

    public func kilograms(from value: Double) -> Double {
        self == .kg ? value : value * Self.kilogramsPerPound
    }

    public func value(fromKilograms kg: Double) -> Double {
        self == .kg ? kg : kg / Self.kilogramsPerPound
    }

    /// One decimal and the unit: `72.4 kg`, `159.6 lb`.
    public func format(kilograms kg: Double) -> String {
        "\(Format.decimal(value(fromKilograms: kg), places: 1)) \(rawValue)"
    }

    /// The largest weight Tracker accepts, in this unit (K-Count: 1000 kg ≈ 2200 lb).
    public var maximum: Double { self == .kg ? 1000 : 2200 }
}

public enum HeightUnit: String, CaseIterable, Codable, Sendable {
    case cm
    case ftIn = "ft-in"

    /// `180 cm` or `5′11″`.
    public func format(centimeters cm: Double) -> String {
        switch self {
        case .cm:
            return "\(Format.decimal(cm, places: 0)) cm"
        case .ftIn:
            let (feet, inches) = HeightUnit.feetAndInches(centimeters: cm)
            return "\(feet)′\(inches)″"
        }
    }

    /// Whole feet and inches, rounded to the nearest inch.
    public static func feetAndInches(centimeters cm: Double) -> (Int, Int) {
        let totalInches = Int(saturating: (cm / 2.54).rounded())
        return (totalInches / 12, totalInches % 12)
    }

    public static func centimeters(feet: Int, inches: Double) -> Double {
        (Double(feet) * 12 + inches) * 2.54
    }
}

/// Number formatting that does not depend on the user's locale.
public enum Format {
    /// The one rounding rule for every number shown, in the app and on the command line: halves
    /// away from zero on the decimal digits the user typed (56.65 → 56.7, although the double is
    /// 56.6499…; printf alone would give 56.6).
    public static func decimal(_ value: Double, places: Int) -> String {
        String(format: "%.\(places)f", rounded(value, places: places))
    }

    /// `value` rounded to `places` decimals by the rule `decimal` shows.
    public static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        let scaled = value * scale
        // Past 2^52 a double has no fraction left to round (and the product may overflow).
        guard scaled.isFinite, abs(scaled) < 4.5e15 else { return value }
        return scaled.rounded() / scale
    }

    /// A number from `places` decimals down to none, each rounded by the one rule, for a cell that shows
    /// the longest that fits: 180.8 → ["180.8", "181"], never a cut "180".
    public static func shortForms(_ value: Double, places: Int) -> [String] {
        stride(from: max(0, places), through: 0, by: -1).map { decimal(value, places: $0) }
    }

    /// Whole kcal with no decimals: `1,850` is not used, `1850 kcal` is.
    public static func kcal(_ value: Double) -> String {
        "\(Int(saturating: value.rounded())) kcal"
    }

    /// A food's calories per serving as stored, up to two decimals by the one rounding rule: 7.5 kcal a
    /// gram reads `7.5 kcal`, not a whole `8 kcal` the food does not have.
    public static func kcalPerServing(_ value: Double) -> String {
        "\(trimmed(rounded(value, places: 2))) kcal"
    }

    /// A duration as a clock, every screen's and command's: `0:30`, `42:10`, `52:40:10` from an hour up (never
    /// minutes past 59, "3160:10").
    public static func duration(_ seconds: Int) -> String {
        let total = max(0, seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// A number without trailing zeros: 1.5 → "1.5", 2.0 → "2"; beyond 10^15 (what no form accepts, but a
    /// message may quote) in exponent form, 1e+300, not 301 digits.
    public static func trimmed(_ value: Double, maxPlaces: Int = 2) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? String(format: "%g", value) : "\(value)" }
        var text = String(format: "%.\(maxPlaces)f", value)
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text
    }
}
