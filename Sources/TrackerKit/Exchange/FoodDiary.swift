import Foundation

/// One entry of another app's food history, checked: a food (created once by name, the entry keeping the
/// calories it was logged with) or, with no food behind it (a day's total), a quick-add with its label.
public struct ImportedEntry: Equatable, Sendable {
    public var name: String
    /// The entry's calories as the other app logged them.
    public var kcal: Double
    public var servings: Double
    public var serving: ServingType
    /// False: a quick-add labelled `name` (K-Count days.csv's daily total).
    public var isFood: Bool

    /// The entry's calories for one serving (what the entry keeps as logged).
    public var kcalPerServing: Double { kcal / servings }
}

/// One day of another app's food history: the place in the file it came from, its day and its entries.
public struct ImportedFoodDay: Equatable, Sendable {
    public var place: String
    public var date: LocalDate
    public var entries: [ImportedEntry]

    public var kcal: Double { ShownTotal.kcal(entries.map(\.kcal)) }
}

/// Checks what a file says about one entry with the rules a typed entry follows; nil for an entry of 0 kcal
/// (water, black coffee: the other apps allow them, Tracker's entries have calories), which is counted, not refused.
enum ImportedEntryRules {
    static func entry(name: String, kcal: Double?, servings: Double?, serving: String, isFood: Bool = true) -> Result<ImportedEntry?, InputError> {
        guard let kcal, kcal.isFinite else { return .failure(InputError("calories must be a number")) }
        if kcal == 0 { return .success(nil) }
        // Servings first: a file's calories may be per serving × servings, so a bad amount is named as itself.
        let amount = servings ?? 1
        guard amount > 0, amount.isFinite else {
            return .failure(servingsRefused(amount))
        }
        guard ValueRules.kcal.contains(kcal) else { return .failure(InputError("calories must be above 0 and at most 20000 (got \(Format.trimmed(kcal)))")) }
        // A food keeps the calories of one serving: a tiny quantity must not make it more than a food may hold.
        guard ValueRules.kcal.contains(kcal / amount) else {
            return .failure(
                InputError("calories per serving must be at most 20000 (got \(Format.trimmed(kcal)) kcal for \(Format.trimmed(amount, maxPlaces: 6)) servings)")
            )
        }
        guard ValueRules.servings.contains(amount) else {
            return .failure(servingsRefused(amount))
        }
        return Input.foodName(name).map { checked in
            let type = ServingType(rawValue: serving.trimmingCharacters(in: .whitespaces).lowercased()) ?? .serving
            return ImportedEntry(name: checked, kcal: kcal, servings: amount, serving: type, isFood: isFood)
        }.mapError { InputError("“\(name.prefix(30))”: \($0.message.lowercasedFirst.trimmingCharacters(in: ["."]))") }
    }

    private static func servingsRefused(_ amount: Double) -> InputError {
        InputError("servings must be \(ValueRules.servings.text) (got \(Format.trimmed(amount, maxPlaces: 6)))")
    }

    /// The days' entries merged by date (a file may list a day's meals on many lines), in date order.
    static func days(_ entries: [(place: String, date: LocalDate, entry: ImportedEntry)]) -> [ImportedFoodDay] {
        var byDay: [LocalDate: ImportedFoodDay] = [:]
        for item in entries {
            byDay[item.date, default: ImportedFoodDay(place: item.place, date: item.date, entries: [])].entries.append(item.entry)
        }
        return byDay.values.sorted { $0.date < $1.date }
    }
}
