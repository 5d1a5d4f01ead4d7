import Foundation
/// A swim's distance or pool length as a swimmer types it: `1500`, `1500 m`, `1650 yd`, `25yd`, `25 yards`.
extension Input {
    /// In metres, with the unit typed (`unit` when none was). `large` reads a distance the way amounts are
    /// read (`1,500` is refused as ambiguous); an example that is a swim is given for anything else.
    public static func swimLength(
        _ text: String, what: String, unit: SwimDistanceUnit, large: Bool = false, example: String
    ) -> Result<(meters: Double, unit: SwimDistanceUnit), InputError> {
        var number = text.folding(options: .widthInsensitive, locale: nil).trimmingCharacters(in: .whitespaces)
        var typed = unit
        let suffixes: [(String, SwimDistanceUnit)] = [
            ("yards", .yards), ("yard", .yards), ("yds", .yards), ("yd", .yards), ("metres", .meters), ("meters", .meters), ("metre", .meters),
            ("meter", .meters), ("m", .meters),
        ]
        if let (suffix, unit) = suffixes.first(where: { number.lowercased().hasSuffix($0.0) }) {
            number = String(number.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            typed = unit
        }
        let value = large ? amount(number, what: what) : decimal(number, what: what)
        return value.mapError { error in
            error.message.hasSuffix("like 72.5.") ? InputError("\(what.capitalizedFirst) must be a number, like \(example).") : error
        }.map { (typed.meters(from: $0), typed) }
    }
}
