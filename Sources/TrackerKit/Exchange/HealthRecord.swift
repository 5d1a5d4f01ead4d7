import Foundation

/// A `<Record>` of a type Tracker uses, as read from its attributes and metadata.
struct HealthRecord {
    enum Kind { case bodyMass, dietaryEnergy, distanceSwimming, strokeCount, heartRate }
    var kind: Kind
    var start: Double
    var end: Double
    var day: LocalDate
    var value: Double
    var unit: String
    var style: Int?
    /// Index in the draft's `sourceNames` (swim and heart-rate records only; -1 otherwise).
    var source = -1
}

extension HealthDraft {
    /// Keeps what a record says (in Tracker's units), or counts it in `outOfRange` when it breaks the
    /// shared rules. A unit Tracker does not know leaves the record out uncounted.
    mutating func add(_ record: HealthRecord, spill heartRateSpill: HeartRateSpill) {
        switch record.kind {
        case .bodyMass:
            guard let kg = HealthValues.kilograms(record.value, unit: record.unit) else { return }
            guard ValueRules.weightKg.contains(kg) else { outOfRange += 1; return }
            if let existing = weights[record.day], existing.seconds > record.start { return }
            weights[record.day] = (record.start, kg)
        case .dietaryEnergy:
            guard let kcal = HealthValues.kilocalories(record.value, unit: record.unit) else { return }
            guard ValueRules.kcal.contains(kcal) else { outOfRange += 1; return }
            dietary[record.day, default: DietaryRecords()].add(start: record.start, end: record.end, kcal: kcal)
        case .distanceSwimming:
            guard let meters = HealthValues.meters(record.value, unit: record.unit) else { return }
            guard ValueRules.swimMeters.contains(meters) else { outOfRange += 1; return }
            distanceRecords.append((record.start, record.end, meters, record.source))
        case .strokeCount:
            guard let count = ValueRules.strokeCount(record.value) else { outOfRange += 1; return }
            strokeRecords[HealthDraft.key(record.start, record.end, source: record.source)] = (count, record.style)
        case .heartRate:
            guard let bpm = HealthValues.beatsPerMinute(record.value, unit: record.unit) else { return }
            guard ValueRules.heartRateBpm.contains(bpm) else { outOfRange += 1; return }
            heartRateSpill.append(seconds: record.start, bpm: Float(bpm), source: record.source)
            heartRateSamples += 1
        }
    }
}
