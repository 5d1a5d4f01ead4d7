import Foundation

/// K-Count's days JSON export: `[{"date": "2025-08-27", "foodEntries": [...], "weight": 72.3}, …]`
/// (JSONEncoder with sorted keys and `yyyy-MM-dd` dates; weights in kg, 0 for a day without one).
enum KCountJSONHistory {
    private struct Day: Decodable {
        var date: String?
        var weight: Double?
        var foodEntries: [Lenient<KCountFoodEntry>]?
    }

    static func read(_ text: String, today: LocalDate) throws -> WeightHistory {
        let data = Data(text.utf8)
        if KCountFoodJSONSniff.isFoodArray(data) {
            throw WeightHistoryError("this is K-Count's foods JSON (foods, no weights); import it with: tracker import csv foods FILE")
        }
        guard let array = try? ByteJSON.decode([Lenient<Day>].self, from: data) else {
            throw WeightHistoryError("the file starts like JSON but is not a JSON array of days")
        }
        var collected = DailyReadings()
        var problems: [String] = []
        var entries: [(place: String, date: LocalDate, entry: ImportedEntry)] = [], zeroKcal = 0
        for (index, element) in array.enumerated() where problems.count < WeightHistoryError.maxProblems {
            switch reading(element.value, number: index + 1, today: today) {
            case .success(let reading?): collected.add(reading, minutes: 0)
            case .success(nil): collected.skipped += 1
            case .failure(let problem): problems.append("day \(index + 1): \(problem.message)"); continue
            }
            guard let day = element.value, let date = day.date.flatMap(LocalDate.init(iso:)) else { continue }
            for (number, item) in (day.foodEntries ?? []).enumerated() {
                switch foodEntry(item.value) {
                case .success(let entry?): entries.append(("day \(index + 1)", date, entry))
                case .success(nil): zeroKcal += 1
                case .failure(let problem): problems.append("day \(index + 1), food entry \(number + 1): \(problem.message)")
                }
            }
        }
        guard problems.isEmpty else { throw WeightHistoryError(Array(problems.prefix(WeightHistoryError.maxProblems))) }
        var history = try collected.history(.kCountJSON, foodDays: ImportedEntryRules.days(entries))
        history.zeroKcalEntries = zeroKcal
        return history
    }

    private static func foodEntry(_ entry: KCountFoodEntry?) -> Result<ImportedEntry?, InputError> {
        guard let entry else { return .failure(InputError("not an object: a food entry is \(KCountFoodEntry.shapes)")) }
        return entry.entry()
    }

    private static func reading(_ day: Day?, number: Int, today: LocalDate) -> Result<WeightReading?, InputError> {
        guard let day else { return .failure(InputError("not an object with a date and a weight")) }
        guard let date = day.date.flatMap(LocalDate.init(iso:)) else { return .failure(InputError("“date” must be a day as yyyy-MM-dd")) }
        if case .failure(let problem) = ImportedDate.check(date, today: today) { return .failure(problem) }
        guard let weight = day.weight else { return .failure(InputError("“weight” must be a number (kg)")) }
        if weight == 0 { return .success(nil) }
        guard ValueRules.weightKg.contains(weight) else { return .failure(InputError("a weight must be 1–1000 kg (got \(weight))")) }
        return .success(WeightReading(line: number, date: date, kg: weight))
    }
}
