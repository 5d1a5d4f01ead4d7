/// Personal bests over every swim (pure): the fastest 100 m, 400 m and 1500 m swum without a rest
/// (consecutive laps within one set), the longest swim and the best (lowest) average SWOLF.
public struct SwimBests: Equatable, Sendable {
    public struct Best: Equatable, Sendable {
        /// Seconds for a distance, metres for the longest swim, the SWOLF for the best SWOLF.
        public var value: Double
        public var date: LocalDate
        public var swimId: Int64
        /// The pool it was swum in, when known (a SWOLF depends on it).
        public var poolMeters: Double?
    }

    public static let distances: [Double] = [100, 400, 1500]
    /// Metres a second no lap is swum at (the 50 m world record is about 2.4 m/s): a faster "lap" is a
    /// piece the watch cut off, like the real watchOS 11 swim's last one (50 m in 12 s, stroke unknown).
    static let fastestLapSpeed = 2.5

    /// For each of `distances`, the fastest time; nil where no set was that long.
    public var fastest: [Best?]
    public var longest: Best?
    public var bestSwolf: Best?

    public var isEmpty: Bool { longest == nil }

    /// `segments` gives a swim's sets as the watch recorded them (offsets from its start).
    public init(_ details: [SwimDetail], segments: (SwimDetail) -> [ClosedRange<Double>]) {
        fastest = Self.distances.map { _ in nil }
        longest = nil
        bestSwolf = nil
        for detail in details {
            let swim = detail.swim
            func best(_ value: Double) -> Best { Best(value: value, date: swim.date, swimId: swim.id, poolMeters: swim.lapLengthMeters) }
            if swim.distanceMeters > 0, swim.distanceMeters > longest?.value ?? 0 { longest = best(swim.distanceMeters) }
            let swolfs = detail.laps.compactMap(\.swolf).filter { $0 > 0 }
            if !swolfs.isEmpty {
                let average = swolfs.reduce(0, +) / Double(swolfs.count)
                if average < bestSwolf?.value ?? .infinity { bestSwolf = best(average) }
            }
            guard let pool = swim.lapLengthMeters else { continue }
            let sets = SwimSets.sets(laps: detail.laps, segments: segments(detail), lapMeters: pool)
            let laps = detail.laps.sorted { $0.offsetSeconds < $1.offsetSeconds }
            for (index, distance) in Self.distances.enumerated() {
                guard let time = Self.fastest(distance, laps: laps, sets: sets, pool: pool) else { continue }
                if time < fastest[index]?.value ?? .infinity { fastest[index] = best(time) }
            }
        }
    }

    /// The shortest time over `distance` in consecutive laps of one set: from the first lap's start to the
    /// last one's end, turns included. Nil when the distance is not a whole number of laps (a 100 m in a
    /// 25 yd pool) or no set is that long.
    static func fastest(_ distance: Double, laps: [SwimLap], sets: [SwimSet], pool: Double) -> Double? {
        let count = (distance / pool).rounded()
        guard count >= 1, abs(count * pool - distance) < 0.01, count <= Double(laps.count) else { return nil }
        let length = Int(count)
        var best: Double?
        for set in sets where set.laps.count >= length {
            for first in set.laps.lowerBound...(set.laps.upperBound - length) {
                let window = laps[first..<(first + length)]
                guard window.allSatisfy({ $0.durationSeconds * fastestLapSpeed >= pool }) else { continue }
                let last = laps[first + length - 1]
                let time = last.offsetSeconds + last.durationSeconds - laps[first].offsetSeconds
                if time > 0, time < best ?? .infinity { best = time }
            }
        }
        return best
    }
}
