import CLibXML2
import Foundation

@testable import TrackerKit

/// The Apple Health parser as it was before issue 18: libxml2's reader (`xmlTextReader`). Kept only so
/// that `AppleHealthParserParityTests` can check the SAX2 parser finds exactly what this one found.
final class ReaderHealthParser {
    private let source: DoctypeStripper
    private let progress: ImportProgress?
    private let heartRateSpill: HeartRateSpill
    private var draft = HealthDraft()
    fileprivate var readError: Error?
    fileprivate var xmlError: XMLParseFailure?

    init(source: ByteSource, progress: ImportProgress?, spill: HeartRateSpill) {
        self.source = DoctypeStripper(source)
        self.progress = progress
        heartRateSpill = spill
    }

    func parse() throws -> HealthDraft {
        try LibXML2Library().load()
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let reader = tk_xmlReaderForIO(readerHealthRead, nil, context, nil, "UTF-8", Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue)) else {
            throw ImportError.cannotOpen("the XML reader could not start")
        }
        defer { tk_xmlFreeTextReader(reader) }
        tk_xmlTextReaderSetStructuredErrorHandler(reader, readerHealthError, context)
        let names = Names(reader)
        var nodes = 0
        var sawRoot = false
        var record: HealthRecord?
        var workout: HealthDraft.Swim?
        var event: (type: Int, date: Double, duration: Double, style: Int?, swolf: Double?)?
        var status = tk_xmlTextReaderRead(reader)
        while status == 1 {
            nodes &+= 1
            if nodes & 0x3FFF == 0 {
                if progress?.isCancelled == true { throw ImportError.cancelled }
                progress?.update(fraction: source.fractionRead, bytes: 0)
            }
            let type = tk_xmlTextReaderNodeType(reader)
            let depth = tk_xmlTextReaderDepth(reader)
            if type == 1 {
                let name = tk_xmlTextReaderConstLocalName(reader)
                if depth == 0 {
                    guard name == names.healthData else {
                        throw ImportError.notAHealthExport("its root element is <\(name.map { String(cString: $0) } ?? "?")>, not <HealthData>")
                    }
                    sawRoot = true
                } else if depth == 1 {
                    if name == names.record {
                        record = readRecord(reader, names)
                        if record == nil { status = tk_xmlTextReaderNext(reader); continue }
                        if tk_xmlTextReaderIsEmptyElement(reader) == 1 { finish(record!); record = nil }
                    } else if name == names.workout {
                        workout = readWorkoutStart(reader, names)
                        if workout == nil { status = tk_xmlTextReaderNext(reader); continue }
                        if tk_xmlTextReaderIsEmptyElement(reader) == 1 { draft.swims.append(LapTimes.settled(workout!)); workout = nil }
                    } else if name == names.me {
                        readMe(reader)
                        status = tk_xmlTextReaderNext(reader)
                        continue
                    } else {
                        status = tk_xmlTextReaderNext(reader)
                        continue
                    }
                } else if name == names.metadataEntry {
                    let key = attribute(reader, names.key), value = attribute(reader, names.value)
                    if depth == 2, var pending = record, key == "HKSwimmingStrokeStyle" {
                        pending.style = value.flatMap(Int.init)
                        record = pending
                    } else if depth == 2, workout != nil, let key, let value {
                        applyWorkoutMetadata(key, value, to: &workout!)
                    } else if depth == 3, event != nil, let key, let value {
                        if key == "HKSwimmingStrokeStyle" { event!.style = Int(value) }
                        if key == "HKSWOLFScore" { event!.swolf = Double(value) }
                    }
                } else if depth == 2 && workout != nil && name == names.workoutEvent {
                    event = readEvent(reader, names)
                    if tk_xmlTextReaderIsEmptyElement(reader) == 1 { addEvent(event, to: &workout!); event = nil }
                } else if depth == 2 && workout != nil && name == names.workoutStatistics {
                    readStatistics(reader, names, into: &workout!)
                }
            } else if type == 15 {
                if depth == 1 {
                    if let pending = record { finish(pending); record = nil }
                    if let swim = workout { draft.swims.append(LapTimes.settled(swim)); workout = nil }
                } else if depth == 2, event != nil, workout != nil {
                    addEvent(event, to: &workout!)
                    event = nil
                }
            }
            status = tk_xmlTextReaderRead(reader)
        }
        if let readError { throw readError }
        if status != 0 || xmlError != nil {
            throw (xmlError ?? XMLParseFailure(line: Int(tk_xmlTextReaderGetParserLineNumber(reader)), message: "not well-formed XML")).importError(
                sawRoot: sawRoot, reachedElement: source.reachedElement)
        }
        guard sawRoot else { throw XMLParseFailure.noRoot }
        progress?.update(fraction: 1, bytes: 0)
        return draft
    }

    // MARK: Elements

    private func readRecord(_ reader: OpaquePointer, _ names: Names) -> HealthRecord? {
        guard tk_xmlTextReaderMoveToAttribute(reader, "type") == 1, let typeValue = tk_xmlTextReaderConstValue(reader) else { return nil }
        let kind: HealthRecord.Kind
        switch typeValue {
        case names.bodyMass: kind = .bodyMass
        case names.dietaryEnergy: kind = .dietaryEnergy
        case names.distanceSwimming: kind = .distanceSwimming
        case names.strokeCount: kind = .strokeCount
        case names.heartRate: kind = .heartRate
        default:
            // Interned strings usually match by address; compare the text when they do not.
            let text = UnsafeRawPointer(typeValue).assumingMemoryBound(to: CChar.self)
            if strcmp(text, "HKQuantityTypeIdentifierHeartRate") == 0 {
                kind = .heartRate
            } else if strcmp(text, "HKQuantityTypeIdentifierBodyMass") == 0 {
                kind = .bodyMass
            } else if strcmp(text, "HKQuantityTypeIdentifierDietaryEnergyConsumed") == 0 {
                kind = .dietaryEnergy
            } else if strcmp(text, "HKQuantityTypeIdentifierDistanceSwimming") == 0 {
                kind = .distanceSwimming
            } else if strcmp(text, "HKQuantityTypeIdentifierSwimmingStrokeCount") == 0 {
                kind = .strokeCount
            } else {
                tk_xmlTextReaderMoveToElement(reader); return nil
            }
        }
        defer { tk_xmlTextReaderMoveToElement(reader) }
        guard let start = dateAttribute(reader, "startDate"), let end = dateAttribute(reader, "endDate"),
            let value = numberAttribute(reader, "value")
        else { return nil }
        let unit = stringAttribute(reader, "unit") ?? ""
        var style: Int?
        if kind == .strokeCount, tk_xmlTextReaderMoveToAttribute(reader, "HKSwimmingStrokeStyle") == 1, let raw = tk_xmlTextReaderConstValue(reader) {
            style = Int(String(cString: raw))  // 2015-era exports write metadata as attributes
        }
        return HealthRecord(kind: kind, start: start.seconds, end: end.seconds, day: start.day, value: value, unit: unit, style: style)
    }

    private func finish(_ record: HealthRecord) { draft.add(record, spill: heartRateSpill) }

    private func readWorkoutStart(_ reader: OpaquePointer, _ names: Names) -> HealthDraft.Swim? {
        defer { tk_xmlTextReaderMoveToElement(reader) }
        guard stringAttribute(reader, "workoutActivityType") == "HKWorkoutActivityTypeSwimming",
            let start = dateAttribute(reader, "startDate"), let end = dateAttribute(reader, "endDate")
        else { return nil }
        let durationUnit = stringAttribute(reader, "durationUnit") ?? "min"
        let duration = numberAttribute(reader, "duration").flatMap { HealthValues.seconds($0, unit: durationUnit) } ?? (end.seconds - start.seconds)
        var swim = HealthDraft.Swim(
            start: start.seconds, end: end.seconds, day: start.day, durationSeconds: duration,
            sourceName: stringAttribute(reader, "sourceName") ?? stringAttribute(reader, "source") ?? "")
        if let distance = numberAttribute(reader, "totalDistance"),
            let meters = HealthValues.meters(distance, unit: stringAttribute(reader, "totalDistanceUnit") ?? "m")
        {
            swim.distanceMeters = meters
        }
        if let energy = numberAttribute(reader, "totalEnergyBurned"),
            let kcal = HealthValues.kilocalories(energy, unit: stringAttribute(reader, "totalEnergyBurnedUnit") ?? "kcal")
        {
            swim.activeKcal = kcal
        }
        return swim
    }

    private func applyWorkoutMetadata(_ key: String, _ value: String, to swim: inout HealthDraft.Swim) {
        switch key {
        case "HKSwimmingLocationType": swim.location = value == "2" ? .openWater : value == "1" ? .pool : nil
        case "HKLapLength": swim.lapLengthMeters = HealthValues.length(value)
        default: break
        }
    }

    private func readEvent(_ reader: OpaquePointer, _ names: Names) -> (type: Int, date: Double, duration: Double, style: Int?, swolf: Double?)? {
        defer { tk_xmlTextReaderMoveToElement(reader) }
        let type: Int
        switch stringAttribute(reader, "type") {
        case "HKWorkoutEventTypeLap": type = 1
        case "HKWorkoutEventTypeSegment": type = 2
        default: return nil
        }
        guard let date = dateAttribute(reader, "date") else { return nil }
        let unit = stringAttribute(reader, "durationUnit") ?? "min"
        // No duration: a watchOS 3 lap, stamped at its end (issue 15 made the SAX2 parser read it so; the oracle follows).
        let duration = numberAttribute(reader, "duration").flatMap { HealthValues.seconds($0, unit: unit) } ?? .nan
        return (type, date.seconds, duration, nil, nil)
    }

    private func addEvent(_ event: (type: Int, date: Double, duration: Double, style: Int?, swolf: Double?)?, to swim: inout HealthDraft.Swim) {
        guard let event, event.type == 1 else { return }
        swim.laps.append(
            SwimLap(
                offsetSeconds: event.date - swim.start, durationSeconds: event.duration,
                strokeStyle: event.style.flatMap(StrokeStyle.init(rawValue:)), swolf: event.swolf))
    }

    private func readStatistics(_ reader: OpaquePointer, _ names: Names, into swim: inout HealthDraft.Swim) {
        defer { tk_xmlTextReaderMoveToElement(reader) }
        guard let type = stringAttribute(reader, "type") else { return }
        let unit = stringAttribute(reader, "unit") ?? ""
        if type == "HKQuantityTypeIdentifierHeartRate" {
            let bpm = { (name: String) in self.numberAttribute(reader, name).flatMap { HealthValues.beatsPerMinute($0, unit: unit) } }
            if let average = bpm("average") { swim.watchHeartRate = WatchHeartRate(average: average, minimum: bpm("minimum"), maximum: bpm("maximum")) }
            return
        }
        guard let sum = numberAttribute(reader, "sum") else { return }
        if type == "HKQuantityTypeIdentifierDistanceSwimming", let meters = HealthValues.meters(sum, unit: unit) {
            swim.distanceMeters = meters
        } else if type == "HKQuantityTypeIdentifierActiveEnergyBurned", let kcal = HealthValues.kilocalories(sum, unit: unit) {
            swim.activeKcal = kcal
        }
    }

    private func readMe(_ reader: OpaquePointer) {
        defer { tk_xmlTextReaderMoveToElement(reader) }
        if let birth = stringAttribute(reader, "HKCharacteristicTypeIdentifierDateOfBirth") { draft.birthDate = LocalDate(iso: birth) }
        switch stringAttribute(reader, "HKCharacteristicTypeIdentifierBiologicalSex") {
        case "HKBiologicalSexFemale": draft.sex = .female
        case "HKBiologicalSexMale": draft.sex = .male
        default: break
        }
    }

    // MARK: Attributes, read in place (no copies)

    private func attribute(_ reader: OpaquePointer, _ name: UnsafePointer<xmlChar>?) -> String? {
        guard let name else { return nil }
        defer { tk_xmlTextReaderMoveToElement(reader) }
        guard tk_xmlTextReaderMoveToAttribute(reader, name) == 1, let value = tk_xmlTextReaderConstValue(reader) else { return nil }
        return String(cString: value)
    }

    private func stringAttribute(_ reader: OpaquePointer, _ name: String) -> String? {
        guard tk_xmlTextReaderMoveToAttribute(reader, name) == 1, let value = tk_xmlTextReaderConstValue(reader) else { return nil }
        return String(cString: value)
    }

    private func numberAttribute(_ reader: OpaquePointer, _ name: String) -> Double? {
        guard tk_xmlTextReaderMoveToAttribute(reader, name) == 1, let value = tk_xmlTextReaderConstValue(reader) else { return nil }
        return HealthValues.number(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    private func dateAttribute(_ reader: OpaquePointer, _ name: String) -> (seconds: Double, day: LocalDate)? {
        guard tk_xmlTextReaderMoveToAttribute(reader, name) == 1, let value = tk_xmlTextReaderConstValue(reader) else { return nil }
        return HealthValues.date(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    fileprivate func fill(_ buffer: UnsafeMutablePointer<CChar>, _ count: Int32) -> Int32 {
        do {
            return Int32(try source.read(into: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(count)))
        } catch {
            readError = error
            return -1
        }
    }

    /// libxml2 interns names in the reader's dictionary, so these compare by address.
    struct Names {
        let healthData, record, workout, me, metadataEntry, workoutEvent, workoutStatistics, key, value: UnsafePointer<xmlChar>?
        let bodyMass, dietaryEnergy, distanceSwimming, strokeCount, heartRate: UnsafePointer<xmlChar>?

        init(_ reader: OpaquePointer) {
            func intern(_ text: String) -> UnsafePointer<xmlChar>? { tk_xmlTextReaderConstString(reader, text) }
            healthData = intern("HealthData"); record = intern("Record"); workout = intern("Workout"); me = intern("Me")
            metadataEntry = intern("MetadataEntry"); workoutEvent = intern("WorkoutEvent"); workoutStatistics = intern("WorkoutStatistics")
            key = intern("key"); value = intern("value")
            bodyMass = intern("HKQuantityTypeIdentifierBodyMass")
            dietaryEnergy = intern("HKQuantityTypeIdentifierDietaryEnergyConsumed")
            distanceSwimming = intern("HKQuantityTypeIdentifierDistanceSwimming")
            strokeCount = intern("HKQuantityTypeIdentifierSwimmingStrokeCount")
            heartRate = intern("HKQuantityTypeIdentifierHeartRate")
        }
    }
}

private func readerHealthRead(_ context: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ length: Int32) -> Int32 {
    guard let context, let buffer else { return -1 }
    return Unmanaged<ReaderHealthParser>.fromOpaque(context).takeUnretainedValue().fill(buffer, length)
}

private func readerHealthError(_ context: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let context, let error, let failure = XMLParseFailure(error.pointee) else { return }
    let parser = Unmanaged<ReaderHealthParser>.fromOpaque(context).takeUnretainedValue()
    if parser.xmlError == nil { parser.xmlError = failure }
}
