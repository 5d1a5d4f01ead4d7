/// Whole numbers from stored or imported doubles without a trap: `Int(1e300)` and `Int(.nan)` crash a
/// Swift program, so every conversion of a number that came from a file goes through these. Values past
/// the type's range stop at its ends; NaN becomes 0.
extension Int {
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.223372036854775e18 {
            self = .max
        } else if value <= -9.223372036854775e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int64 {
    public init(saturating value: Double) {
        self = Int64(Int(saturating: value))
    }
}

extension Int32 {
    public init(saturating value: Double) {
        self = Int32(clamping: Int(saturating: value))
    }
}
