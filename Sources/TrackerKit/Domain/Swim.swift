import Foundation

public enum SwimLocation: String, Sendable {
    case pool
    case openWater = "open water"
}

/// HKSwimmingStrokeStyle.
public enum StrokeStyle: Int, CaseIterable, Sendable {
    case unknown = 0, mixed, freestyle, backstroke, breaststroke, butterfly, kickboard

    public var name: String {
        switch self {
        case .unknown: return "unknown"
        case .mixed: return "mixed"
        case .freestyle: return "freestyle"
        case .backstroke: return "backstroke"
        case .breaststroke: return "breaststroke"
        case .butterfly: return "butterfly"
        case .kickboard: return "kickboard"
        }
    }
}

public struct SwimLap: Equatable, Sendable {
    public var offsetSeconds: Double
    public var durationSeconds: Double
    public var strokeStyle: StrokeStyle?
    public var swolf: Double?

    public init(offsetSeconds: Double, durationSeconds: Double, strokeStyle: StrokeStyle?, swolf: Double?) {
        self.offsetSeconds = offsetSeconds
        self.durationSeconds = durationSeconds
        self.strokeStyle = strokeStyle
        self.swolf = swolf
    }
}

/// A heart-rate sample, seconds after the swim started.
public struct HeartRateSample: Equatable, Sendable {
    public var offsetSeconds: Double
    public var bpm: Double

    public init(offsetSeconds: Double, bpm: Double) {
        self.offsetSeconds = offsetSeconds
        self.bpm = bpm
    }
}

public struct Swim: Equatable, Sendable, Identifiable {
    public enum Source: String, Sendable { case appleHealth = "apple-health", manual }

    public var id: Int64
    public var startedAt: Date
    public var date: LocalDate
    public var durationSeconds: Double
    public var distanceMeters: Double
    public var activeKcal: Double?
    public var location: SwimLocation?
    public var lapLengthMeters: Double?
    public var source: Source
    public var strokes: Int?
    /// Where the swim was swum, as the watch wrote it (`HKTimeZone`), and the offset from UTC at its
    /// start: `date` is the day there. Nil for swims entered by hand.
    public var timeZone: String?
    public var utcOffsetSeconds: Int?
    /// The unit the pool is measured in (a 25 yd pool is `.yards`); metres when not known.
    public var poolUnit: SwimDistanceUnit
    /// Other apps that wrote the same swim (Strava, MySwimPro…): kept as one swim, their names remembered.
    public var otherSources: [String]
    /// The watch's own heart-rate summary of the swim, when the export gave one.
    public var watchHeartRate: WatchHeartRate?
    /// The watch that recorded a swim imported from its FIT file (`COROS`); nil otherwise.
    public var recordedBy: String?
    /// Seconds the watch was paused (Pause/Resume events): `durationSeconds` leaves them out.
    public var pausedSeconds: Double = 0
    /// The app whose copy of the swim was kept (`Apple Watch`, `MySwimPro`); nil for swims added by hand.
    public var sourceApp: String?

    public init(
        id: Int64, startedAt: Date, date: LocalDate, durationSeconds: Double, distanceMeters: Double, activeKcal: Double?,
        location: SwimLocation?, lapLengthMeters: Double?, source: Source, strokes: Int?, timeZone: String? = nil,
        utcOffsetSeconds: Int? = nil, poolUnit: SwimDistanceUnit = .meters, otherSources: [String] = [],
        watchHeartRate: WatchHeartRate? = nil, recordedBy: String? = nil
    ) {
        self.id = id
        self.startedAt = startedAt
        self.date = date
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.activeKcal = activeKcal
        self.location = location
        self.lapLengthMeters = lapLengthMeters
        self.source = source
        self.strokes = strokes
        self.timeZone = timeZone
        self.utcOffsetSeconds = utcOffsetSeconds
        self.poolUnit = poolUnit
        self.otherSources = otherSources
        self.watchHeartRate = watchHeartRate
        self.recordedBy = recordedBy
    }

    /// Where it came from, as lists and reports name it: `apple-health`, `fit` or `manual`.
    public var sourceName: String { recordedBy == nil ? source.rawValue : "fit" }

    /// The wall-clock start where it was swum (`07:05`), when the offset is known.
    public var localStartText: String? {
        guard let utcOffsetSeconds else { return nil }
        let seconds = Int(saturating: startedAt.timeIntervalSince1970.rounded(.down)) &+ utcOffsetSeconds
        let ofDay = ((seconds % 86_400) + 86_400) % 86_400
        let (hour, minute) = (ofDay / 3600, ofDay / 60 % 60)
        return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// `also recorded by Strava, MySwimPro`: the apps whose copies were merged into this swim; nil when none.
    public var alsoRecordedBy: String? {
        otherSources.isEmpty ? nil : "also recorded by " + otherSources.joined(separator: ", ")
    }

    /// Where the swim came from, as the tab's facts line says it: `added by hand`, `from COROS (FIT)` for a
    /// watch's own file, `from Apple Health`, or, when other apps' copies were merged into it, the app whose
    /// copy was kept (`from Apple Watch`).
    public var sourceText: String {
        if source == .manual { return "added by hand" }
        if let recordedBy { return "from \(recordedBy) (FIT)" }
        if !otherSources.isEmpty, let sourceApp { return "from \(sourceApp)" }
        return "from Apple Health"
    }

    /// From the start to the end, paused time included.
    public var elapsedSeconds: Double { durationSeconds + pausedSeconds }

    /// Seconds per 100 m; nil without distance.
    public var pace: Double? { distanceMeters > 0 ? durationSeconds / distanceMeters * 100 : nil }
}

/// A swim with everything measured during it.
public struct SwimDetail: Equatable, Sendable {
    public var swim: Swim
    public var laps: [SwimLap]
    public var heartRate: [HeartRateSample]
    public var metersByStroke: [StrokeStyle: Double]
    /// The sets the watch marked (`HKWorkoutEventTypeSegment`), in order; empty when it marked none.
    public var segments: [DateInterval]

    public init(swim: Swim, laps: [SwimLap], heartRate: [HeartRateSample], metersByStroke: [StrokeStyle: Double], segments: [DateInterval] = []) {
        self.swim = swim
        self.laps = laps
        self.heartRate = heartRate
        self.metersByStroke = metersByStroke
        self.segments = segments
    }
}
