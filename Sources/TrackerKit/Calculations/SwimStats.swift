/// Swim analytics (pure functions).
public enum SwimStats {
    /// Totals over some swims. A swim without distance counts in the swims, days, time and kcal, but is
    /// left out of pace and of the averages (a 40-minute 0 m swim would make every pace look slow).
    public struct Totals: Equatable, Sendable {
        public var swims: Int
        public var days: Int
        public var meters: Double
        public var seconds: Double
        public var kcal: Double
        /// Swims with no distance recorded.
        public var withoutDistance: Int
        /// The swims with a distance: what pace and the averages are made of.
        public var measured: Measured

        public struct Measured: Equatable, Sendable {
            public var days: Int
            public var seconds: Double
            public var kcal: Double
        }

        public init(_ swims: [Swim]) {
            self.swims = swims.count
            days = Set(swims.map(\.date)).count
            meters = swims.reduce(0) { $0 + $1.distanceMeters }
            seconds = swims.reduce(0) { $0 + $1.durationSeconds }
            kcal = swims.reduce(0) { $0 + ($1.activeKcal ?? 0) }
            let withDistance = swims.filter { $0.distanceMeters > 0 }
            withoutDistance = swims.count - withDistance.count
            measured = Measured(
                days: Set(withDistance.map(\.date)).count, seconds: withDistance.reduce(0) { $0 + $1.durationSeconds },
                kcal: withDistance.reduce(0) { $0 + ($1.activeKcal ?? 0) })
        }

        /// Seconds per 100 m over the swims with a distance.
        public var pace: Double? { meters > 0 ? measured.seconds / meters * 100 : nil }

        /// The one average of the Swim tab: per swim day (two swims on one day are one day, as in the
        /// calendar and the streak), over the days with a distance. Nil without such a day.
        public var perSwimDay: PerSwimDay? {
            guard measured.days > 0 else { return nil }
            let days = Double(measured.days)
            return PerSwimDay(seconds: measured.seconds / days, meters: meters / days, kcal: measured.kcal / days)
        }
    }

    public struct PerSwimDay: Equatable, Sendable {
        public var seconds: Double
        public var meters: Double
        public var kcal: Double
    }

    /// A day's value against an average, in percent (+ means more). Nil without an average to compare with.
    public static func percentDifference(_ value: Double, average: Double?) -> Double? {
        guard let average, average > 0 else { return nil }
        return (value - average) / average * 100
    }

    /// Pace against the month's pace, in percent: + means slower (more seconds per 100 m).
    public static func paceDifference(_ pace: Double?, monthPace: Double?) -> Double? {
        guard let pace, let monthPace, monthPace > 0 else { return nil }
        return (pace - monthPace) / monthPace * 100
    }

    /// The chain rule Swimlight uses: consecutive samples at most 5 minutes apart count; a longer or
    /// negative gap breaks the chain.
    public static let maximumGap = 300.0

    public struct HeartRate: Equatable, Sendable {
        public var average: Double
        public var minimum: Double
        public var maximum: Double
    }

    /// Time-weighted average (each gap weighted by its length, trapezoids), minimum and maximum.
    public static func heartRate(_ samples: [HeartRateSample]) -> HeartRate? {
        guard let first = samples.first else { return nil }
        var weighted = 0.0, time = 0.0
        for (a, b) in zip(samples, samples.dropFirst()) {
            let gap = b.offsetSeconds - a.offsetSeconds
            guard gap >= 0, gap <= maximumGap else { continue }
            weighted += (a.bpm + b.bpm) / 2 * gap
            time += gap
        }
        let bpms = samples.map(\.bpm)
        return HeartRate(average: time > 0 ? weighted / time : first.bpm, minimum: bpms.min()!, maximum: bpms.max()!)
    }

    /// Zone tops as fractions of the maximum heart rate (Swimlight).
    public static let zoneTops = [0.74, 0.84, 0.88, 0.95, 1.0]

    /// The zone (0…4) of a heart rate; nil above the maximum.
    public static func zone(of bpm: Double, maximum: Double) -> Int? {
        zoneTops.firstIndex { bpm <= $0 * maximum }
    }

    /// Seconds in each of the five zones, by Swimlight's rule: each sample's bpm is truncated to a whole
    /// number; a sample above the maximum is dropped; the gap from the previous sample goes to the zone of
    /// the later one; a gap over 5 minutes or a negative one breaks the chain, and the next sample starts it again.
    public static func timeInZones(_ samples: [HeartRateSample], maximum: Double) -> [Double] {
        var zones = [Double](repeating: 0, count: zoneTops.count)
        var previous: Double?
        for sample in samples {
            guard let zone = zone(of: Double(Int(saturating: sample.bpm)), maximum: maximum) else { continue }
            guard let start = previous else { previous = sample.offsetSeconds; continue }
            let gap = sample.offsetSeconds - start
            guard gap >= 0, gap <= maximumGap else { previous = nil; continue }
            zones[zone] += gap
            previous = sample.offsetSeconds
        }
        return zones
    }

    /// The setting when there is one, else 220 − the age on the swim's day, else 190 (Swimlight's fixed value).
    public static func maximumHeartRate(setting: Int?, birthDate: LocalDate?, on day: LocalDate) -> Int {
        if let setting { return setting }
        if let birthDate, birthDate < day { return 220 - Energy.age(birthDate: birthDate, on: day) }
        return 190
    }

    /// `1:42` per 100 m.
    public static func paceText(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite else { return "–" }
        let total = Int(saturating: seconds.rounded())
        return "\(total / 60):\(total % 60 < 10 ? "0" : "")\(total % 60)"
    }

    /// `1:05:30` or `42:10`.
    public static func durationText(_ seconds: Double) -> String {
        Format.duration(Int(saturating: seconds.rounded()))
    }
}
