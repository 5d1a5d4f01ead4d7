/// A range a stored number must fall in. Infinity and NaN fall in none.
public struct ValueRange: Sendable, Equatable {
    public let lower: Double
    public let upper: Double
    public let includesLower: Bool

    /// More than `lower`, at most `upper`.
    public static func above(_ lower: Double, upTo upper: Double) -> ValueRange {
        ValueRange(lower: lower, upper: upper, includesLower: false)
    }

    /// From `lower` to `upper`, both included.
    public static func from(_ lower: Double, upTo upper: Double) -> ValueRange {
        ValueRange(lower: lower, upper: upper, includesLower: true)
    }

    public func contains(_ value: Double) -> Bool {
        value.isFinite && (includesLower ? value >= lower : value > lower) && value <= upper
    }

    /// "more than 0 and at most 1000", "from 0 to 20000".
    public var text: String {
        includesLower ? "from \(Self.plain(lower)) to \(Self.plain(upper))" : "more than \(Self.plain(lower)) and at most \(Self.plain(upper))"
    }

    /// `value`, or an error that names `what` and the range.
    public func check(_ value: Double, _ what: String) throws(InputError) -> Double {
        guard contains(value) else { throw InputError("\(what.capitalizedFirst) must be \(text) (got \(Self.plain(value))).") }
        return value
    }

    static func plain(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

extension ValueRange {
    /// A stored optional value as the app may use it: nil when it breaks the range. Files written
    /// by older versions or edited by hand can hold anything; screens only ever see values in range.
    public func kept(_ value: Double?) -> Double? {
        value.flatMap { contains($0) ? $0 : nil }
    }

    /// A stored required value brought into the range: NaN and values at or below the lower end go
    /// to the lowest value a form accepts (the lower end, or one above it when the end is excluded).
    public func clamped(_ value: Double) -> Double {
        let lowest = includesLower ? lower : lower + 1
        return value.isNaN || value < lowest && !contains(value) ? lowest : min(value, upper)
    }
}

extension ValueRange {
    /// The same range as an SQL condition on `column`, for queries that pick rows by it.
    public func sql(_ column: String) -> String {
        "(\(column) \(includesLower ? ">=" : ">") \(lower) AND \(column) <= \(upper))"
    }
}
