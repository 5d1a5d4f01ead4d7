/// Personal bests over every swim (pure): the fastest time over each distance a swimmer races (swum
/// without a rest: consecutive laps within one set), the longest swim, and the best (lowest) average
/// SWOLF in each pool length (a SWOLF depends on the pool).
public struct SwimBests: Equatable, Sendable {
    public struct Best: Equatable, Sendable {
        /// Seconds for a distance, metres for the longest swim, the SWOLF for the best SWOLF.
        public var value: Double
        public var date: LocalDate
        public var swimId: Int64
        /// The pool it was swum in, when known (a SWOLF depends on it).
        public var poolMeters: Double?
        public var poolUnit: SwimDistanceUnit = .meters
    }

    public static let distances: [SwimBestDistance] =
        [50, 100, 200, 400, 800, 1000, 1500].map { SwimBestDistance(length: $0, unit: .meters) } + [.mile]
        + [50, 100, 200, 500, 1000, 1650].map { SwimBestDistance(length: $0, unit: .yards) }
    /// Metres a second no lap is swum at (the 50 m world record is about 2.4 m/s): a faster "lap" is a
    /// piece the watch cut off, like the real watchOS 11 swim's last one (50 m in 12 s, stroke unknown).
    static let fastestLapSpeed = 2.5

    /// For each of `distances`, the fastest time; nil where no set was that long.
    public var fastest: [Best?]
    public var longest: Best?
    /// The lowest of `swolfByPool`.
    public var bestSwolf: Best?
    /// The best average SWOLF in each pool length, shortest pool first.
    public var swolfByPool: [Best]

    public var isEmpty: Bool { longest == nil }

    /// `segments` gives a swim's sets as the watch recorded them (offsets from its start).
    public init(_ details: [SwimDetail], segments: (SwimDetail) -> [ClosedRange<Double>]) {
        fastest = Self.distances.map { _ in nil }
        longest = nil
        var swolfs: [Int: Best] = [:]
        for detail in details {
            let swim = detail.swim
            func best(_ value: Double) -> Best {
                Best(value: value, date: swim.date, swimId: swim.id, poolMeters: swim.lapLengthMeters, poolUnit: swim.poolUnit)
            }
            if swim.distanceMeters > 0, swim.distanceMeters > longest?.value ?? 0 { longest = best(swim.distanceMeters) }
            let laps = detail.laps.sorted { $0.offsetSeconds < $1.offsetSeconds }
            let lapSwolfs = laps.compactMap(\.swolf).filter { $0 > 0 }
            if !lapSwolfs.isEmpty {
                let average = lapSwolfs.reduce(0, +) / Double(lapSwolfs.count)
                let pool = Int(saturating: ((swim.lapLengthMeters ?? 0) * 100).rounded())
                if average < swolfs[pool]?.value ?? .infinity { swolfs[pool] = best(average) }
            }
            guard let pool = swim.lapLengthMeters else { continue }
            let sets = SwimSets.sets(laps: detail.laps, segments: segments(detail), lapMeters: pool)
            for (index, distance) in Self.distances.enumerated() where distance.unit == swim.poolUnit {
                guard let count = distance.laps(in: pool), let time = Self.fastest(count, laps: laps, sets: sets, pool: pool) else { continue }
                if time < fastest[index]?.value ?? .infinity { fastest[index] = best(time) }
            }
        }
        swolfByPool = swolfs.sorted { $0.key < $1.key }.map(\.value)
        bestSwolf = swolfByPool.min { $0.value < $1.value }
    }

    /// The shortest time over `count` consecutive laps of one set: from the first lap's start to the last
    /// one's end, turns included. Nil when no set is that long.
    static func fastest(_ count: Int, laps: [SwimLap], sets: [SwimSet], pool: Double) -> Double? {
        guard count >= 1, count <= laps.count else { return nil }
        var best: Double?
        for set in sets where set.laps.count >= count {
            for first in set.laps.lowerBound...(set.laps.upperBound - count) {
                let window = laps[first..<(first + count)]
                guard window.allSatisfy({ $0.durationSeconds * fastestLapSpeed >= pool }) else { continue }
                let last = laps[first + count - 1]
                let time = last.offsetSeconds + last.durationSeconds - laps[first].offsetSeconds
                if time > 0, time < best ?? .infinity { best = time }
            }
        }
        return best
    }
}

/// A distance swimmers race: in metres in a metre pool, in yards in a yard pool, and the mile.
public struct SwimBestDistance: Equatable, Sendable {
    /// In `unit`; for the mile, 1609.344 (metres).
    public var length: Double
    public var unit: SwimDistanceUnit
    public var isMile = false

    /// The mile in a metre pool: the whole lengths that first reach 1609.344 m (65 × 25 m, 33 × 50 m).
    /// In a yard pool swimmers call 1650 yd the mile.
    public static let mile = SwimBestDistance(length: 1609.344, unit: .meters, isMile: true)

    /// `100 m`, `500 yd`, `mile`.
    public var label: String { isMile ? "mile" : "\(Int(length)) \(unit.rawValue)" }
    /// `fastest100mSeconds`, `fastest500ydSeconds`, `fastestMileSeconds` (JSON).
    public var jsonKey: String { isMile ? "fastestMileSeconds" : "fastest\(Int(length))\(unit.rawValue)Seconds" }

    /// How many lengths of `pool` metres make it; nil when they do not make it whole (a 100 m in a 33⅓ m pool).
    func laps(in pool: Double) -> Int? {
        guard pool > 0 else { return nil }
        let meters = unit.meters(from: length)
        if isMile { return Int(exactly: (meters / pool - 1e-9).rounded(.up)) }
        let count = (meters / pool).rounded()
        guard count >= 1, abs(count * pool - meters) < 0.01, count <= 100_000 else { return nil }
        return Int(count)
    }
}
