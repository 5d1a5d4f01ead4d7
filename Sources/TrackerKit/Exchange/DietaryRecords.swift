import Foundation

/// One day's food-energy records from an export, each under a key made of its start, end and calories, so the same
/// record has the same key in a newer export. Equal records in one export are told apart by their order.
struct DietaryRecords {
    private(set) var kcalByKey: [Int64: Double] = [:]

    var kcal: Double { kcalByKey.values.reduce(0, +) }

    mutating func add(start: Double, end: Double, kcal: Double) {
        var key = HealthDraft.key(start, end) &* 1_000_033 &+ Int64(saturating: (kcal * 1000).rounded())
        while kcalByKey[key] != nil { key &+= 1 }
        kcalByKey[key] = kcal
    }
}
