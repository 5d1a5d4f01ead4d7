/// Metres or yards: a pool's own unit, and the unit chosen for totals (`swim.distanceUnit`).
public enum SwimDistanceUnit: String, CaseIterable, Sendable {
    case meters = "m"
    case yards = "yd"

    public static let metersPerYard = 0.9144

    public func value(fromMeters meters: Double) -> Double {
        self == .meters ? meters : meters / Self.metersPerYard
    }

    public func meters(from value: Double) -> Double {
        self == .meters ? value : value * Self.metersPerYard
    }

    /// The setting's words (`metres`, `yards`) and the unit's own symbol.
    public init?(setting text: String) {
        switch text.lowercased() {
        case "metres", "meters", "m": self = .meters
        case "yards", "yd": self = .yards
        default: return nil
        }
    }
}
