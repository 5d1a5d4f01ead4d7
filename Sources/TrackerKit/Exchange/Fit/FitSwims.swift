/// The swims of a FIT activity as import drafts: each swimming session (pool or open water, also the
/// swim leg of a multisport file) with its lengths as laps (stroke style; SWOLF = seconds + strokes),
/// its FIT laps that hold swimming as sets (idle lengths and rest laps are the rests between them),
/// distance by stroke style, heart rate, pool length and unit.
enum FitSwims {
    enum SessionField {
        static let startTime: UInt8 = 2, sport: UInt8 = 5, subSport: UInt8 = 6, elapsed: UInt8 = 7, timer: UInt8 = 8, distance: UInt8 = 9
        static let strokes: UInt8 = 10, calories: UInt8 = 11, averageHeartRate: UInt8 = 16, maximumHeartRate: UInt8 = 17
        static let swimStroke: UInt8 = 43, poolLength: UInt8 = 44, poolLengthUnit: UInt8 = 46, minimumHeartRate: UInt8 = 64
    }

    enum LapField {
        static let startTime: UInt8 = 2, elapsed: UInt8 = 7, timer: UInt8 = 8, distance: UInt8 = 9, activeLengths: UInt8 = 40, averageSwolf: UInt8 = 73
    }

    enum LengthField {
        static let startTime: UInt8 = 2, elapsed: UInt8 = 3, timer: UInt8 = 4, strokes: UInt8 = 5, swimStroke: UInt8 = 7, type: UInt8 = 12
    }

    static let swimming = 5.0
    static let lapSwimming = 17.0, openWater = 18.0

    static func drafts(_ activity: FitActivity) -> [HealthDraft.Swim] {
        activity.sessions.filter { $0.value(SessionField.sport) == swimming }.compactMap { draft($0, activity) }
    }

    /// FIT `swim_stroke` as the stroke styles Tracker knows: drill is the kickboard, IM is mixed.
    static func style(_ fitStroke: Double?) -> StrokeStyle {
        switch fitStroke {
        case 0: return .freestyle
        case 1: return .backstroke
        case 2: return .breaststroke
        case 3: return .butterfly
        case 4: return .kickboard
        case 5, 6, 7: return .mixed
        default: return .unknown
        }
    }

    private static func draft(_ session: FitMessage, _ activity: FitActivity) -> HealthDraft.Swim? {
        guard let start = session.date(SessionField.startTime) ?? activity.lengths.first?.date(LengthField.startTime),
            let elapsed = session.value(SessionField.elapsed).map({ $0 / 1000 }) ?? session.date(FitField.timestamp).map({ $0 - start }),
            elapsed > 0
        else { return nil }
        let end = start + elapsed
        func within(_ time: Double?) -> Bool { time.map { $0 >= start && $0 < end } ?? false }
        let moving = session.value(SessionField.timer).map { $0 / 1000 }
        var swim = HealthDraft.Swim(
            start: start, end: end, day: LocalDate(daysSinceEpoch: 0), durationSeconds: moving.flatMap { $0 > 0 ? $0 : nil } ?? elapsed,
            sourceName: activity.makerName)
        swim.writtenOffset = activity.localOffset ?? 0
        swim.activeKcal = session.value(SessionField.calories)
        let subSport = session.value(SessionField.subSport)
        let pool = session.value(SessionField.poolLength).map { $0 / 100 }.flatMap { $0 > 0 ? $0 : nil }
        swim.location = subSport == openWater ? .openWater : (subSport == lapSwimming || pool != nil) ? .pool : nil
        if swim.location == .pool, let pool {
            swim.lapLengthMeters = pool
            swim.poolUnit = session.value(SessionField.poolLengthUnit) == 1 ? .yards : .meters
        }
        let lengths = activity.lengths.filter { within($0.date(LengthField.startTime)) }
        let active = lengths.filter { $0.value(LengthField.type) != 0 }
        swim.laps = active.map { lap(from: $0, start: start) }
        swim.segments = activity.laps.filter { within($0.date(LapField.startTime)) }.compactMap { set(from: $0, start: start) }
        swim.strokes = Int(session.value(SessionField.strokes) ?? active.reduce(0) { $0 + ($1.value(LengthField.strokes) ?? 0) })
        swim.distanceMeters = session.value(SessionField.distance).map { $0 / 100 } ?? swim.lapLengthMeters.map { Double(active.count) * $0 }
        if let pool = swim.lapLengthMeters, !active.isEmpty {
            for length in active { swim.strokeMeters[style(length.value(LengthField.swimStroke)).rawValue, default: 0] += pool }
        } else if let distance = swim.distanceMeters, distance > 0 {
            swim.strokeMeters[style(session.value(SessionField.swimStroke)).rawValue] = distance
        }
        swim.heartRate = activity.heartRate.filter { within($0.seconds) }.map { HeartRateSample(offsetSeconds: $0.seconds - start, bpm: $0.bpm) }
        if let average = session.value(SessionField.averageHeartRate) {
            swim.watchHeartRate = WatchHeartRate(
                average: average, minimum: session.value(SessionField.minimumHeartRate), maximum: session.value(SessionField.maximumHeartRate))
        }
        return swim
    }

    /// A length swum: its time, stroke style and SWOLF (seconds plus strokes, as the watch counts it).
    private static func lap(from length: FitMessage, start: Double) -> SwimLap {
        let seconds = (length.value(LengthField.elapsed) ?? length.value(LengthField.timer) ?? .nan) / 1000
        let strokes = length.value(LengthField.strokes)
        return SwimLap(
            offsetSeconds: (length.date(LengthField.startTime) ?? start) - start, durationSeconds: seconds,
            strokeStyle: style(length.value(LengthField.swimStroke)), swolf: strokes.map { seconds.rounded() + $0 })
    }

    /// A FIT lap that holds swimming (a set); nil for a rest lap (only idle lengths, no distance).
    private static func set(from lap: FitMessage, start: Double) -> HealthDraft.SwimSegment? {
        let swum = lap.value(LapField.activeLengths).map { $0 > 0 } ?? ((lap.value(LapField.distance) ?? 0) > 0)
        guard swum, let lapStart = lap.date(LapField.startTime), let seconds = (lap.value(LapField.elapsed) ?? lap.value(LapField.timer)) else { return nil }
        return HealthDraft.SwimSegment(offsetSeconds: lapStart - start, durationSeconds: seconds / 1000, swolf: lap.value(LapField.averageSwolf))
    }
}
