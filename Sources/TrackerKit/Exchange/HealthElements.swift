import CLibXML2
import Foundation

/// What the SAX2 callbacks of an Apple Health export do: they turn the few elements Tracker uses into a
/// `HealthDraft` and let everything else pass. A top-level element that is not wanted is skipped with
/// all it holds; a `<Record>` of any other type is recognised by its bytes, before a String is made.
final class HealthElements {
    private(set) var draft = HealthDraft()
    private(set) var sawRoot = false
    /// Set when the document cannot be a Health export; the parser stops at once.
    private(set) var refusal: ImportError?
    private let heartRateSpill: HeartRateSpill
    private let slots = InternedNames(capacity: 32)
    private let names: Names

    // Only libxml2's callbacks touch these, one at a time, on the parsing thread: no runtime
    // exclusivity checks (they cost a fifth of the time spent in the callbacks).
    /// How many elements are open.
    @exclusivity(unchecked) private(set) var depth = 0
    /// Elements deeper than this belong to a skipped element (Int.max when none is skipped).
    @exclusivity(unchecked) private var skippedBelow = Int.max
    @exclusivity(unchecked) private var record: HealthRecord?
    @exclusivity(unchecked) private var workout: HealthDraft.Swim?
    @exclusivity(unchecked) private var event: PendingEvent?

    init(spill: HeartRateSpill) {
        heartRateSpill = spill
        names = Names(slots)
    }

    /// Returns false when the parse must stop.
    func start(_ name: UnsafePointer<xmlChar>, _ attributes: SAXAttributes) -> Bool {
        let level = depth
        depth += 1
        if level > skippedBelow { return true }
        if level == 0 {
            guard names.healthData.matches(name) else {
                refusal = .notAHealthExport("its root element is <\(String(cString: name))>, not <HealthData>")
                return false
            }
            sawRoot = true
        } else if level == 1 {
            if names.record.matches(name) {
                record = readRecord(attributes)
                if record == nil { skippedBelow = level }
            } else if names.workout.matches(name) {
                workout = readWorkoutStart(attributes)
                if workout == nil { skippedBelow = level }
            } else {
                if names.me.matches(name) { readMe(attributes) }
                skippedBelow = level
            }
        } else if names.metadataEntry.matches(name) {
            readMetadata(attributes, level: level)
        } else if level == 2 && workout != nil && names.workoutEvent.matches(name) {
            event = readEvent(attributes)
        } else if level == 2 && workout != nil && names.workoutStatistics.matches(name) {
            readStatistics(attributes, into: &workout!)
        }
        return true
    }

    func end() {
        depth -= 1
        let level = depth
        if level >= skippedBelow {
            if level == skippedBelow { skippedBelow = .max }
            return
        }
        if level == 1 {
            if record != nil { draft.add(record.take()!, spill: heartRateSpill) }
            if workout != nil { draft.swims.append(workout.take()!) }
        } else if level == 2, event != nil, workout != nil {
            addEvent(event, to: &workout!)
            event = nil
        }
    }

    // MARK: Records

    private func recordKind(_ type: UnsafeBufferPointer<UInt8>) -> HealthRecord.Kind? {
        // The five identifiers have five different lengths: one compare of bytes rules out the rest.
        switch type.count {
        case 33: return SAXAttributes.bytes(type, equal: "HKQuantityTypeIdentifierHeartRate") ? .heartRate : nil
        case 32: return SAXAttributes.bytes(type, equal: "HKQuantityTypeIdentifierBodyMass") ? .bodyMass : nil
        case 45: return SAXAttributes.bytes(type, equal: "HKQuantityTypeIdentifierDietaryEnergyConsumed") ? .dietaryEnergy : nil
        case 40: return SAXAttributes.bytes(type, equal: "HKQuantityTypeIdentifierDistanceSwimming") ? .distanceSwimming : nil
        case 43: return SAXAttributes.bytes(type, equal: "HKQuantityTypeIdentifierSwimmingStrokeCount") ? .strokeCount : nil
        default: return nil
        }
    }

    private func readRecord(_ attributes: SAXAttributes) -> HealthRecord? {
        guard let type = attributes.value(names.type), let kind = recordKind(type) else { return nil }
        // One pass for the rest: a record has nine or so attributes.
        var start: Int?, end: Int?, value: Int?, unit: Int?, style: Int?
        for index in 0..<attributes.count {
            guard let name = attributes.name(at: index) else { continue }
            if names.startDate.matches(name) { start = index }
            else if names.endDate.matches(name) { end = index }
            else if names.value.matches(name) { value = index }
            else if names.unit.matches(name) { unit = index }
            else if kind == .strokeCount && names.strokeStyle.matches(name) { style = index }
        }
        guard let start, let end, let startDate = attributes.date(at: start),
              // Most records end when they start: the same bytes are not read twice.
              let endDate = attributes.sameValue(start, end) ? startDate : attributes.date(at: end),
              let number = value.flatMap(attributes.number(at:)) else { return nil }
        return HealthRecord(kind: kind, start: startDate.seconds, end: endDate.seconds, day: startDate.day, value: number,
                            unit: unit.map(attributes.string(at:)) ?? "",
                            style: style.flatMap { Int(attributes.string(at: $0)) })  // 2015-era exports write metadata as attributes
    }

    // MARK: Workouts

    struct PendingEvent {
        var type: Int
        var date: Double
        var duration: Double
        var style: Int?
        var swolf: Double?
    }

    private func readWorkoutStart(_ attributes: SAXAttributes) -> HealthDraft.Swim? {
        guard attributes.value(names.workoutActivityType, equals: "HKWorkoutActivityTypeSwimming"),
              let start = attributes.date(names.startDate), let end = attributes.date(names.endDate) else { return nil }
        let durationUnit = attributes.string(names.durationUnit) ?? "min"
        let duration = attributes.number(names.duration).flatMap { HealthValues.seconds($0, unit: durationUnit) } ?? (end.seconds - start.seconds)
        var swim = HealthDraft.Swim(start: start.seconds, end: end.seconds, day: start.day, durationSeconds: duration,
                                    sourceName: attributes.string(names.sourceName) ?? attributes.string(names.source) ?? "")
        if let distance = attributes.number(names.totalDistance),
           let meters = HealthValues.meters(distance, unit: attributes.string(names.totalDistanceUnit) ?? "m") {
            swim.distanceMeters = meters
        }
        if let energy = attributes.number(names.totalEnergyBurned),
           let kcal = HealthValues.kilocalories(energy, unit: attributes.string(names.totalEnergyBurnedUnit) ?? "kcal") {
            swim.activeKcal = kcal
        }
        return swim
    }

    /// A `<MetadataEntry>`: a stroke style in a record, a workout's location or lap length, a lap's
    /// stroke style or SWOLF score. Its key and value become Strings only where one of those can be.
    private func readMetadata(_ attributes: SAXAttributes, level: Int) {
        if level == 2, record != nil, attributes.value(names.key, equals: "HKSwimmingStrokeStyle") {
            record!.style = attributes.string(names.value).flatMap { Int($0) }
        } else if level == 2, workout != nil, let key = attributes.string(names.key), let value = attributes.string(names.value) {
            switch key {
            case "HKSwimmingLocationType": workout!.location = value == "2" ? .openWater : value == "1" ? .pool : nil
            case "HKLapLength": workout!.lapLengthMeters = HealthValues.length(value)
            default: break
            }
        } else if level == 3, event != nil, let key = attributes.string(names.key), let value = attributes.string(names.value) {
            if key == "HKSwimmingStrokeStyle" { event!.style = Int(value) }
            if key == "HKSWOLFScore" { event!.swolf = Double(value) }
        }
    }

    private func readEvent(_ attributes: SAXAttributes) -> PendingEvent? {
        let type: Int
        if attributes.value(names.type, equals: "HKWorkoutEventTypeLap") {
            type = 1
        } else if attributes.value(names.type, equals: "HKWorkoutEventTypeSegment") {
            type = 2
        } else {
            return nil
        }
        guard let date = attributes.date(names.date) else { return nil }
        let unit = attributes.string(names.durationUnit) ?? "min"
        let duration = attributes.number(names.duration).flatMap { HealthValues.seconds($0, unit: unit) } ?? 0
        return PendingEvent(type: type, date: date.seconds, duration: duration)
    }

    private func addEvent(_ event: PendingEvent?, to swim: inout HealthDraft.Swim) {
        guard let event, event.type == 1 else { return }
        swim.laps.append(SwimLap(offsetSeconds: event.date - swim.start, durationSeconds: event.duration,
                                 strokeStyle: event.style.flatMap(StrokeStyle.init(rawValue:)), swolf: event.swolf))
    }

    private func readStatistics(_ attributes: SAXAttributes, into swim: inout HealthDraft.Swim) {
        guard let type = attributes.string(names.type), let sum = attributes.number(names.sum) else { return }
        let unit = attributes.string(names.unit) ?? ""
        if type == "HKQuantityTypeIdentifierDistanceSwimming", let meters = HealthValues.meters(sum, unit: unit) {
            swim.distanceMeters = meters
        } else if type == "HKQuantityTypeIdentifierActiveEnergyBurned", let kcal = HealthValues.kilocalories(sum, unit: unit) {
            swim.activeKcal = kcal
        }
    }

    private func readMe(_ attributes: SAXAttributes) {
        if let birth = attributes.string(names.dateOfBirth) { draft.birthDate = LocalDate(iso: birth) }
        if attributes.value(names.biologicalSex, equals: "HKBiologicalSexFemale") {
            draft.sex = .female
        } else if attributes.value(names.biologicalSex, equals: "HKBiologicalSexMale") {
            draft.sex = .male
        }
    }

    /// The element and attribute names Tracker reads.
    private struct Names {
        let healthData, record, workout, me, metadataEntry, workoutEvent, workoutStatistics: InternedName
        let type, unit, value, key, startDate, endDate, date, strokeStyle, sum, workoutActivityType: InternedName
        let duration, durationUnit, sourceName, source, totalDistance, totalDistanceUnit: InternedName
        let totalEnergyBurned, totalEnergyBurnedUnit, dateOfBirth, biologicalSex: InternedName

        init(_ slots: InternedNames) {
            healthData = slots.name("HealthData"); record = slots.name("Record"); workout = slots.name("Workout")
            me = slots.name("Me"); metadataEntry = slots.name("MetadataEntry")
            workoutEvent = slots.name("WorkoutEvent"); workoutStatistics = slots.name("WorkoutStatistics")
            type = slots.name("type"); unit = slots.name("unit"); value = slots.name("value"); key = slots.name("key")
            startDate = slots.name("startDate"); endDate = slots.name("endDate"); date = slots.name("date")
            strokeStyle = slots.name("HKSwimmingStrokeStyle"); sum = slots.name("sum")
            workoutActivityType = slots.name("workoutActivityType")
            duration = slots.name("duration"); durationUnit = slots.name("durationUnit")
            sourceName = slots.name("sourceName"); source = slots.name("source")
            totalDistance = slots.name("totalDistance"); totalDistanceUnit = slots.name("totalDistanceUnit")
            totalEnergyBurned = slots.name("totalEnergyBurned"); totalEnergyBurnedUnit = slots.name("totalEnergyBurnedUnit")
            dateOfBirth = slots.name("HKCharacteristicTypeIdentifierDateOfBirth")
            biologicalSex = slots.name("HKCharacteristicTypeIdentifierBiologicalSex")
        }
    }
}
