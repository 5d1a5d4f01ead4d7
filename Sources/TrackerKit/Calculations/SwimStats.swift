/// Swim analytics (pure functions).
public enum SwimStats {
    /// Totals over some swims.
    public struct Totals: Equatable, Sendable {
        public var swims: Int
        public var days: Int
        public var meters: Double
        public var seconds: Double
        public var kcal: Double

        public init(_ swims: [Swim]) {
            self.swims = swims.count
            days = Set(swims.map(\.date)).count
            meters = swims.reduce(0) { $0 + $1.distanceMeters }
            seconds = swims.reduce(0) { $0 + $1.durationSeconds }
            kcal = swims.reduce(0) { $0 + ($1.activeKcal ?? 0) }
        }

        /// Seconds per 100 m over all of them.
        public var pace: Double? { meters > 0 ? seconds / meters * 100 : nil }
        public var averageMeters: Double { swims > 0 ? meters / Double(swims) : 0 }
    }

    /// A day's value against the month's average per swim day, in percent (+ means more).
    /// Nil when the month has nothing to compare with.
    public static func percentDifference(_ value: Double, monthTotal: Double, swimDays: Int) -> Double? {
        guard swimDays > 0, monthTotal > 0 else { return nil }
        let average = monthTotal / Double(swimDays)
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

    /// The zone (0…4) of a heart rate; above the maximum counts as the top zone.
    public static func zone(of bpm: Double, maximum: Double) -> Int {
        zoneTops.firstIndex { bpm <= $0 * maximum } ?? zoneTops.count - 1
    }

    /// Seconds in each of the five zones: each gap in the chain goes to the zone of the sample it starts at.
    public static func timeInZones(_ samples: [HeartRateSample], maximum: Double) -> [Double] {
        var zones = [Double](repeating: 0, count: zoneTops.count)
        for (a, b) in zip(samples, samples.dropFirst()) {
            let gap = b.offsetSeconds - a.offsetSeconds
            guard gap >= 0, gap <= maximumGap else { continue }
            zones[zone(of: a.bpm, maximum: maximum)] += gap
        }
        return zones
    }

    /// The setting when there is one, else 220 − age, else 190 (Swimlight's fixed value).
    public static func maximumHeartRate(setting: Int?, birthDate: LocalDate?, today: LocalDate) -> Int {
        if let setting { return setting }
        if let birthDate { return 220 - Energy.age(birthDate: birthDate, on: today) }
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
        let total = Int(saturating: seconds.rounded())
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
