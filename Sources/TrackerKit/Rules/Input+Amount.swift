import Foundation

/// Numbers whose plausible values run into the thousands (a distance in metres or yards, kcal): there
/// `1,500` and `1.500` may be 1500 with a thousands separator or 1.5 with a decimal one, so they are
/// refused with the two ways to write it. A weight keeps `70,5` (a decimal comma).
extension Input {
    public static func amount(_ text: String, what: String) -> Result<Double, InputError> {
        let trimmed = text.folding(options: .widthInsensitive, locale: nil).trimmingCharacters(in: .whitespaces)
        if let (whole, fraction) = thousandsLike(trimmed) {
            let thousands = whole + fraction, decimal = Format.trimmed(Double(whole + "." + fraction) ?? 0, maxPlaces: 3)
            return .failure(InputError("“\(trimmed)” could be \(thousands) or \(decimal): write \(thousands) or \(decimal)."))
        }
        return decimal(text, what: what)
    }

    /// The digits either side of a single `,` or `.` followed by exactly three digits, when the part before
    /// it could be a thousands group (1 to 3 digits, not a lone 0: `0,500` is a half). Nil otherwise.
    static func thousandsLike(_ text: String) -> (String, String)? {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: body.contains(",") ? "," : ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = parts.first, let fraction = parts.last,
            isSeparatorAmbiguous(digitsBefore: whole.count, leadingZero: whole == "0", digitsAfter: fraction.count),
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return (String(whole), String(fraction))
    }

    /// The one rule for a separator between digits, for typed numbers and imports alike: three digits
    /// after it and a first group other than 0 could be a thousands separator.
    public static func isSeparatorAmbiguous(digitsBefore: Int, leadingZero: Bool, digitsAfter: Int) -> Bool {
        digitsAfter == 3 && digitsBefore >= 1 && !leadingZero
    }
}
