/// Swim distances and paces as the swimmer reads them: a yard pool's swim in yards and per 100 yd,
/// a metre pool's in metres, totals (and swims with no pool length) in the unit of `swim.distanceUnit`.
/// The Swim tab and the `swim` commands both word them here.
public struct SwimFormat: Sendable {
    /// The unit for totals.
    public var totals: SwimDistanceUnit

    public init(totals: SwimDistanceUnit = .meters) {
        self.totals = totals
    }

    /// The unit one swim is shown in: its pool's, or the totals' when it has no pool length.
    public func unit(of swim: Swim) -> SwimDistanceUnit {
        swim.lapLengthMeters == nil ? totals : swim.poolUnit
    }

    /// `1750 yd`, `1600 m` (whole units); from 10 km on, `12.5 km`.
    public static func distance(_ meters: Double, in unit: SwimDistanceUnit) -> String {
        if unit == .meters && meters >= 10_000 { return "\(Format.decimal(meters / 1000, places: 1)) km" }
        return "\(Int(saturating: unit.value(fromMeters: meters).rounded())) \(unit.rawValue)"
    }

    /// `2:11/100 yd` from seconds per 100 m (100 yd take 0.9144 of the time 100 m take).
    public static func pace(_ secondsPer100Meters: Double?, in unit: SwimDistanceUnit) -> String {
        "\(SwimStats.paceText(secondsPer100Meters.map { unit.meters(from: $0) }))/100 \(unit.rawValue)"
    }

    /// `25 yd pool`, `50 m pool`.
    public static func pool(_ swim: Swim) -> String? {
        swim.lapLengthMeters.map { "\(Format.trimmed(swim.poolUnit.value(fromMeters: $0))) \(swim.poolUnit.rawValue) pool" }
    }

    /// A pool length alone, in the unit it was built in: `25 yd` for 22.86 m (a whole number of yards
    /// and not of metres), else `50 m`.
    public static func poolLength(_ meters: Double) -> String {
        let yards = meters / SwimDistanceUnit.metersPerYard
        let isYardPool = abs(yards - yards.rounded()) < 0.001 && abs(meters - meters.rounded()) > 0.001
        return isYardPool ? "\(Format.trimmed(yards.rounded())) yd" : "\(Format.trimmed(meters)) m"
    }

    /// A swim's distance as a number in `unit`, and its pace in seconds per 100 of that unit: for lists
    /// that name the unit once, in a header.
    public static func figures(_ swim: Swim, in unit: SwimDistanceUnit) -> (distance: Double, pacePer100: Double?) {
        (unit.value(fromMeters: swim.distanceMeters), swim.pace.map { unit.meters(from: $0) })
    }

    /// `meters` or `yards`: the name of a column of distances in `unit`.
    public static func columnName(_ unit: SwimDistanceUnit) -> String { unit == .meters ? "meters" : "yards" }

    public func distance(of swim: Swim) -> String { Self.distance(swim.distanceMeters, in: unit(of: swim)) }
    /// Part of a swim (a stroke's distance, a set) in the swim's unit.
    public func distance(of swim: Swim, meters: Double) -> String { Self.distance(meters, in: unit(of: swim)) }
    public func pace(of swim: Swim) -> String { Self.pace(swim.pace, in: unit(of: swim)) }
    public func total(_ meters: Double) -> String { Self.distance(meters, in: totals) }
    public func totalPace(_ secondsPer100Meters: Double?) -> String { Self.pace(secondsPer100Meters, in: totals) }

    /// The pool a best was swum in, in its own unit: `25 m`, `25 yd`.
    public static func bestPool(_ best: SwimBests.Best) -> String? {
        best.poolMeters.map { "\(Format.trimmed(best.poolUnit.value(fromMeters: $0), maxPlaces: 1)) \(best.poolUnit.rawValue)" }
    }

    /// Distance by stroke in the one order every screen and command lists it: farthest first (a tie by
    /// the style's number, unknown last, so the order never changes between runs).
    public static func byStroke(_ meters: [StrokeStyle: Double]) -> [(key: StrokeStyle, value: Double)] {
        func rank(_ style: StrokeStyle) -> Int { style == .unknown ? Int.max : style.rawValue }
        return meters.sorted { $0.value != $1.value ? $0.value > $1.value : rank($0.key) < rank($1.key) }
    }
}
