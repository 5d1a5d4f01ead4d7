import CLibXML2

/// One `<Workout>` being read, element by element. A swim's children fill it. A multisport workout
/// (`HKWorkoutActivityTypeSwimBikeRun`) keeps each `<WorkoutActivity>` leg apart (iOS 16+ nests the
/// leg's own events, statistics and metadata in it), and its swim legs become swims.
struct WorkoutReading {
    private enum EventKind { case lap, segment, pause, resume }

    private struct PendingEvent {
        var kind: EventKind
        var date: Double
        /// Nil when the event has none: watchOS 3 laps, stamped at the lap's end.
        var duration: Double?
        var style: Int?
        var swolf: Double?
    }

    private var swim: HealthDraft.Swim
    private let multisport: Bool
    private var legs: [(swim: HealthDraft.Swim, saysSwimming: Bool)] = []
    private var leg: (swim: HealthDraft.Swim, saysSwimming: Bool)?
    private var event: PendingEvent?
    private var eventLevel = 0

    /// Nil for a workout that is neither a swim nor a multisport one, or has no readable dates.
    init?(_ attributes: SAXAttributes, _ names: HealthNames, _ context: NumberContext) {
        let multisport = attributes.value(names.workoutActivityType, equals: "HKWorkoutActivityTypeSwimBikeRun")
        guard multisport || attributes.value(names.workoutActivityType, equals: "HKWorkoutActivityTypeSwimming"),
            var swim = Self.interval(attributes, names, context)
        else { return nil }
        swim.sourceName = attributes.string(names.sourceName) ?? attributes.string(names.source) ?? ""
        swim.writtenOffset = attributes.index(of: names.startDate).flatMap(attributes.writtenOffset(at:)) ?? 0
        if !multisport {
            if let distance = context.number(attributes, names.totalDistance),
                let meters = HealthValues.meters(distance, unit: attributes.string(names.totalDistanceUnit) ?? "m")
            {
                swim.distanceMeters = meters
            }
            if let energy = context.number(attributes, names.totalEnergyBurned),
                let kcal = HealthValues.kilocalories(energy, unit: attributes.string(names.totalEnergyBurnedUnit) ?? "kcal")
            {
                swim.activeKcal = kcal
            }
        }
        self.swim = swim
        self.multisport = multisport
    }

    /// A workout's or a leg's start, end and length of time.
    private static func interval(_ attributes: SAXAttributes, _ names: HealthNames, _ context: NumberContext) -> HealthDraft.Swim? {
        guard let start = attributes.date(names.startDate) else { return nil }
        let end = attributes.date(names.endDate)?.seconds
        let durationUnit = attributes.string(names.durationUnit) ?? "min"
        let stated = context.number(attributes, names.duration).flatMap { HealthValues.seconds($0, unit: durationUnit) }
        guard let duration = stated ?? end.map({ $0 - start.seconds }) else { return nil }
        return HealthDraft.Swim(start: start.seconds, end: end ?? start.seconds + duration, day: start.day, durationSeconds: duration, sourceName: "")
    }

    /// An element inside the workout, `level` deep (the workout's children are at 2).
    mutating func start(_ name: UnsafePointer<xmlChar>, _ attributes: SAXAttributes, level: Int, _ names: HealthNames, _ context: NumberContext) {
        if event != nil {
            if level == eventLevel + 1 && names.metadataEntry.matches(name) { readEventMetadata(attributes, names, context) }
            return
        }
        if level == 2 && multisport && names.workoutActivity.matches(name) {
            if let interval = Self.interval(attributes, names, context) {
                leg = (interval, attributes.value(names.workoutActivityType, equals: "HKWorkoutActivityTypeSwimming"))
            }
            return
        }
        let inLeg = level == 3 && leg != nil
        guard level == 2 || inLeg else { return }
        if names.metadataEntry.matches(name) {
            if inLeg { Self.readMetadata(attributes, names, into: &leg!.swim) } else { Self.readMetadata(attributes, names, into: &swim) }
        } else if names.workoutEvent.matches(name) {
            event = Self.readEvent(attributes, names, context)
            eventLevel = level
        } else if names.workoutStatistics.matches(name) {
            if inLeg { Self.readStatistics(attributes, names, context, into: &leg!.swim) } else { Self.readStatistics(attributes, names, context, into: &swim) }
        }
    }

    mutating func end(level: Int) {
        if let pending = event, level == eventLevel {
            if leg != nil && level == 3 { Self.add(pending, to: &leg!.swim) } else if level == 2 { Self.add(pending, to: &swim) }
            event = nil
        } else if level == 2, let open = leg {
            legs.append(open)
            leg = nil
        }
    }

    /// The swims this workout holds: itself, or a multisport workout's swim legs.
    func finished() -> [HealthDraft.Swim] {
        guard multisport else { return [LapTimes.settled(swim.withPausesSettled())] }
        return legs.filter { $0.saysSwimming || Self.looksLikeSwimming($0.swim) }.map { leg in
            var part = leg.swim
            part.sourceName = swim.sourceName
            part.writtenOffset = swim.writtenOffset
            part.timeZone = part.timeZone ?? swim.timeZone
            if part.laps.isEmpty && part.segments.isEmpty { LapTimes.borrow(from: swim, into: &part) }
            return LapTimes.settled(part.withPausesSettled())
        }
    }

    /// A leg without an activity type: a pool, a swimming distance or stroke count, or stroke styles say it is the swim.
    private static func looksLikeSwimming(_ leg: HealthDraft.Swim) -> Bool {
        leg.location != nil || leg.lapLengthMeters != nil || leg.distanceMeters != nil || leg.strokesFromStatistics != nil
            || leg.laps.contains { $0.strokeStyle != nil }
    }

    private static func readMetadata(_ attributes: SAXAttributes, _ names: HealthNames, into swim: inout HealthDraft.Swim) {
        guard let key = attributes.string(names.key), let value = attributes.string(names.value) else { return }
        switch key {
        case "HKSwimmingLocationType": swim.location = value == "2" ? .openWater : value == "1" ? .pool : nil
        case "HKLapLength":
            let pool = HealthValues.poolLength(value)
            swim.lapLengthMeters = pool?.meters
            swim.poolUnit = pool?.unit
        case "HKTimeZone": swim.timeZone = value
        default: break
        }
    }

    private mutating func readEventMetadata(_ attributes: SAXAttributes, _ names: HealthNames, _ context: NumberContext) {
        guard let key = attributes.string(names.key), let index = attributes.index(of: names.value) else { return }
        if key == "HKSwimmingStrokeStyle" { event!.style = context.number(attributes, at: index).flatMap { Int(exactly: $0) } }
        if key == "HKSWOLFScore" { event!.swolf = context.number(attributes, at: index) }
    }

    private static func readEvent(_ attributes: SAXAttributes, _ names: HealthNames, _ context: NumberContext) -> PendingEvent? {
        let kind: EventKind
        if attributes.value(names.type, equals: "HKWorkoutEventTypeLap") {
            kind = .lap
        } else if attributes.value(names.type, equals: "HKWorkoutEventTypeSegment") {
            kind = .segment
        } else if attributes.value(names.type, equals: "HKWorkoutEventTypePause") {
            kind = .pause
        } else if attributes.value(names.type, equals: "HKWorkoutEventTypeResume") {
            kind = .resume
        } else {
            return nil
        }
        guard let date = attributes.date(names.date) else { return nil }
        let unit = attributes.string(names.durationUnit) ?? "min"
        let duration = context.number(attributes, names.duration).flatMap { HealthValues.seconds($0, unit: unit) }
        return PendingEvent(kind: kind, date: date.seconds, duration: duration)
    }

    private static func add(_ event: PendingEvent, to swim: inout HealthDraft.Swim) {
        switch event.kind {
        case .lap:
            swim.laps.append(
                SwimLap(
                    offsetSeconds: event.date - swim.start, durationSeconds: event.duration ?? .nan,
                    strokeStyle: event.style.flatMap(StrokeStyle.init(rawValue:)), swolf: event.swolf))
        case .segment:
            guard let duration = event.duration else { return }
            swim.segments.append(HealthDraft.SwimSegment(offsetSeconds: event.date - swim.start, durationSeconds: duration, swolf: event.swolf))
        case .pause: swim.pauses.append((event.date - swim.start, true))
        case .resume: swim.pauses.append((event.date - swim.start, false))
        }
    }

    private static func readStatistics(_ attributes: SAXAttributes, _ names: HealthNames, _ context: NumberContext, into swim: inout HealthDraft.Swim) {
        guard let type = attributes.string(names.type) else { return }
        let unit = attributes.string(names.unit) ?? ""
        if type == "HKQuantityTypeIdentifierHeartRate" {
            func bpm(_ name: InternedName) -> Double? { context.number(attributes, name).flatMap { HealthValues.beatsPerMinute($0, unit: unit) } }
            if let average = bpm(names.average) {
                swim.watchHeartRate = WatchHeartRate(average: average, minimum: bpm(names.minimum), maximum: bpm(names.maximum))
            }
            return
        }
        guard let sum = context.number(attributes, names.sum) else { return }
        switch type {
        case "HKQuantityTypeIdentifierDistanceSwimming": swim.distanceMeters = HealthValues.meters(sum, unit: unit) ?? swim.distanceMeters
        case "HKQuantityTypeIdentifierActiveEnergyBurned": swim.activeKcal = HealthValues.kilocalories(sum, unit: unit) ?? swim.activeKcal
        case "HKQuantityTypeIdentifierSwimmingStrokeCount": swim.strokesFromStatistics = ValueRules.strokeCount(sum)
        default: break
        }
    }
}
