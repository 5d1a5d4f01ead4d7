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
    private let slots = InternedNames(capacity: 40)
    private let names: HealthNames
    /// Reads numbers and notes those that are not (with their line).
    let numbers = NumberContext()

    // Only libxml2's callbacks touch these, one at a time, on the parsing thread: no runtime
    // exclusivity checks (they cost a fifth of the time spent in the callbacks).
    /// How many elements are open.
    @exclusivity(unchecked) private(set) var depth = 0
    /// Elements deeper than this belong to a skipped element (Int.max when none is skipped).
    @exclusivity(unchecked) private var skippedBelow = Int.max
    @exclusivity(unchecked) private var record: HealthRecord?
    @exclusivity(unchecked) private var workout: WorkoutReading?

    init(spill: HeartRateSpill) {
        heartRateSpill = spill
        names = HealthNames(slots)
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
                if record == nil {
                    skippedBelow = level
                    // A record of a kind Tracker reads that lacks its value or dates (a recovery import's broken tags).
                    if let type = attributes.value(names.type), Self.recordKind(type) != nil { draft.recovery.incompleteRecords += 1 }
                }
            } else if names.workout.matches(name) {
                workout = WorkoutReading(attributes, names, numbers)
                if workout == nil { skippedBelow = level }
            } else {
                if names.me.matches(name) { readMe(attributes) }
                skippedBelow = level
            }
        } else if workout != nil {
            workout!.start(name, attributes, level: level, names, numbers)
        } else if level == 2, record != nil, names.metadataEntry.matches(name), attributes.value(names.key, equals: "HKSwimmingStrokeStyle") {
            record!.style = attributes.index(of: names.value).flatMap { numbers.number(attributes, at: $0) }.flatMap { Int(exactly: $0) }
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
            if workout != nil { draft.swims += workout.take()!.finished() }
        } else if workout != nil {
            workout!.end(level: level)
        }
    }

    /// The draft with the numbers that could not be read.
    var finishedDraft: HealthDraft {
        var finished = draft
        finished.unreadableNumbers = numbers.unreadable
        return finished
    }

    // MARK: Records

    /// The app that wrote the swim records just before: most come in runs from one app.
    private var lastSource: (bytes: [UInt8], index: Int)?

    private func sourceIndex(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        if let last = lastSource, last.bytes.count == name.count, memcmp(last.bytes, name.baseAddress!, name.count) == 0 { return last.index }
        let index = draft.source(named: String(decoding: name, as: UTF8.self))
        lastSource = (Array(name), index)
        return index
    }

    static func recordKind(_ type: UnsafeBufferPointer<UInt8>) -> HealthRecord.Kind? {
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
        guard let type = attributes.value(names.type), let kind = Self.recordKind(type) else { return nil }
        // One pass for the rest: a record has nine or so attributes.
        var start: Int?, end: Int?, value: Int?, unit: Int?, style: Int?, source: Int?
        // Heart rate too: whose samples they are decides which copy of a swim is the richest.
        let swimRecord = kind == .strokeCount || kind == .distanceSwimming || kind == .heartRate
        for index in 0..<attributes.count {
            guard let name = attributes.name(at: index) else { continue }
            if names.startDate.matches(name) {
                start = index
            } else if names.endDate.matches(name) {
                end = index
            } else if names.value.matches(name) {
                value = index
            } else if names.unit.matches(name) {
                unit = index
            } else if kind == .strokeCount && names.strokeStyle.matches(name) {
                style = index
            } else if swimRecord && (names.sourceName.matches(name) || names.source.matches(name)) {
                source = index
            }
        }
        guard let start, let end, let startDate = attributes.date(at: start),
            // Most records end when they start: the same bytes are not read twice.
            let endDate = attributes.sameValue(start, end) ? startDate : attributes.date(at: end),
            let number = value.flatMap({ numbers.number(attributes, at: $0) })
        else { return nil }
        return HealthRecord(
            kind: kind, start: startDate.seconds, end: endDate.seconds, day: startDate.day, value: number,
            unit: unit.map(attributes.string(at:)) ?? "",
            style: style.flatMap { Int(attributes.string(at: $0)) },  // 2015-era exports write metadata as attributes
            source: source.map { sourceIndex(attributes.value(at: $0)) } ?? -1)
    }

    private func readMe(_ attributes: SAXAttributes) {
        if let birth = attributes.string(names.dateOfBirth) { draft.birthDate = LocalDate(iso: birth) }
        if attributes.value(names.biologicalSex, equals: "HKBiologicalSexFemale") {
            draft.sex = .female
        } else if attributes.value(names.biologicalSex, equals: "HKBiologicalSexMale") {
            draft.sex = .male
        }
    }
}

/// The element and attribute names Tracker reads.
struct HealthNames {
    let healthData, record, workout, me, metadataEntry, workoutEvent, workoutStatistics, workoutActivity: InternedName
    let type, unit, value, key, startDate, endDate, date, strokeStyle, sum, workoutActivityType: InternedName
    let duration, durationUnit, sourceName, source, totalDistance, totalDistanceUnit: InternedName
    let totalEnergyBurned, totalEnergyBurnedUnit, dateOfBirth, biologicalSex: InternedName
    let average, minimum, maximum: InternedName

    init(_ slots: InternedNames) {
        healthData = slots.name("HealthData"); record = slots.name("Record"); workout = slots.name("Workout")
        me = slots.name("Me"); metadataEntry = slots.name("MetadataEntry")
        workoutEvent = slots.name("WorkoutEvent"); workoutStatistics = slots.name("WorkoutStatistics")
        workoutActivity = slots.name("WorkoutActivity")
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
        average = slots.name("average"); minimum = slots.name("minimum"); maximum = slots.name("maximum")
    }
}
