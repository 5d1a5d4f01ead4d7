import Foundation

/// The food diaries people bring from the big apps (docs/import.md cites where each layout was read).
public enum FoodDiaryLayout: String, Sendable {
    /// MyFitnessPal's export, `Nutrition Summary.csv`: a row per day and meal, `Date,Meal,Calories,Fat (g),…`.
    case myFitnessPal = "MyFitnessPal Nutrition Summary"
    /// Cronometer's `servings.csv` (Food & Recipe Entries): a row per food, `Day,Time,Group,Food Name,Amount,Energy (kcal),…`.
    case cronometer = "Cronometer servings"
    /// Lose It!'s `food-logs.csv`: a row per food, `Date,Name,Icon,Meal,Quantity,Units,Calories,Deleted,…`.
    case loseIt = "Lose It! food-logs"
}

/// What a food diary file holds, checked: its days of entries, and what was left out.
public struct FoodDiaryFile: Equatable, Sendable {
    public var layout: FoodDiaryLayout
    public var days: [ImportedFoodDay]
    public var zeroKcalEntries = 0
    /// Lose It! rows marked deleted.
    public var deletedRows = 0
    /// With `--skip-bad-lines`: each line left out, with its problem.
    public var skippedLines: [String] = []
}

/// Reads a MyFitnessPal, Cronometer or Lose It! food diary, told by its header. Every row goes through the rules a typed
/// entry does; a bad row refuses the file (each named by its line) unless `skipBadLines`. Nothing is written here.
public enum FoodDiaryReader {
    struct Columns {
        var layout: FoodDiaryLayout
        var date: Int, name: Int, kcal: Int
        var quantity: Int? = nil, units: Int? = nil, deleted: Int? = nil
        /// MyFitnessPal's rows are meals, not foods: quick-adds labelled with the meal.
        var isFood = true
    }

    static func columns(_ header: [String]) -> Columns? {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func at(_ name: String) -> Int? { names.firstIndex(of: name) }
        if let day = at("day"), let food = at("food name"), let kcal = at("energy (kcal)") {
            return Columns(layout: .cronometer, date: day, name: food, kcal: kcal)
        }
        if let date = at("date"), let name = at("name"), let kcal = at("calories"), at("meal") != nil {
            return Columns(layout: .loseIt, date: date, name: name, kcal: kcal, quantity: at("quantity"), units: at("units"), deleted: at("deleted"))
        }
        if let date = at("date"), let meal = at("meal"), let kcal = at("calories") {
            return Columns(layout: .myFitnessPal, date: date, name: meal, kcal: kcal, isFood: false)
        }
        return nil
    }

    /// Whether a file's header is one of the diaries' (so a screen can offer the diary import), from its first 4 KiB.
    public static func looksLikeDiary(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(4096), as: UTF8.self).replacingOccurrences(of: "\u{FEFF}", with: "")
        guard let line = HistoryText.lines(text).first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
            let header = try? HistoryText.records(line).first
        else { return false }
        return columns(header.fields) != nil
    }

    public static func read(_ data: Data, today: LocalDate, skipBadLines: Bool = false) throws -> FoodDiaryFile {
        let text = try HistoryText.decode(data, maxBytes: WeightHistoryReader.maxBytes)
        let records = try HistoryText.records(text).filter { !$0.isBlank }
        guard let header = records.first else { throw WeightHistoryError("the file is empty") }
        guard let columns = columns(header.fields) else {
            throw WeightHistoryError(
                "line \(header.line): not a food diary Tracker reads (MyFitnessPal's Nutrition Summary, Cronometer's servings.csv, Lose It!'s food-logs.csv); see docs/import.md"
            )
        }
        var file = FoodDiaryFile(layout: columns.layout, days: [])
        var entries: [(place: String, date: LocalDate, entry: ImportedEntry)] = [], problems: [String] = []
        for record in records.dropFirst() {
            guard skipBadLines || problems.count < WeightHistoryError.maxProblems else { break }
            switch row(record.fields, columns, today: today) {
            case .success(.entry(let date, let entry)): entries.append(("line \(record.line)", date, entry))
            case .success(.zeroKcal): file.zeroKcalEntries += 1
            case .success(.deleted): file.deletedRows += 1
            case .failure(let problem): problems.append("line \(record.line): \(problem.message)")
            }
        }
        if !skipBadLines, !problems.isEmpty { throw WeightHistoryError(Array(problems.prefix(WeightHistoryError.maxProblems))) }
        file.skippedLines = problems
        file.days = ImportedEntryRules.days(entries)
        // Every line bad with --skip-bad-lines: say which and why, not only that nothing is left.
        guard !file.days.isEmpty else {
            throw WeightHistoryError(problems.isEmpty ? ["the file holds no food entries"] : Array(problems.prefix(WeightHistoryError.maxProblems)))
        }
        return file
    }

    enum Row { case entry(LocalDate, ImportedEntry), zeroKcal, deleted }

    static func row(_ fields: [String], _ c: Columns, today: LocalDate) -> Result<Row, InputError> {
        func cell(_ index: Int?) -> String { index.flatMap { $0 < fields.count ? fields[$0].trimmingCharacters(in: .whitespaces) : nil } ?? "" }
        guard fields.count > max(c.date, c.name, c.kcal) else { return .failure(InputError("expected at least \(max(c.date, c.name, c.kcal) + 1) columns")) }
        if ["1", "true", "yes"].contains(cell(c.deleted).lowercased()) { return .success(.deleted) }
        guard let date = HistoryCells.date(cell(c.date))?.date ?? monthFirst(cell(c.date)) else {
            return .failure(InputError("“\(cell(c.date).prefix(30))” is not a date (YYYY-MM-DD or MM/DD/YYYY)"))
        }
        if case .failure(let problem) = ImportedDate.check(date, today: today) { return .failure(problem) }
        guard let kcal = HealthlessNumber.parse(cell(c.kcal)) else { return .failure(InputError("calories “\(cell(c.kcal).prefix(20))” must be a number")) }
        let quantity = HealthlessNumber.parse(cell(c.quantity)).flatMap { $0 > 0 && $0 <= ValueRules.servings.upper ? $0 : nil }
        let name = c.isFood ? cell(c.name) : (cell(c.name).isEmpty ? "Food" : cell(c.name))
        return ImportedEntryRules.entry(name: name, kcal: kcal, servings: quantity ?? 1, serving: servingWord(cell(c.units)), isFood: c.isFood)
            .map { $0.map { .entry(date, $0) } ?? .zeroKcal }
    }

    /// Lose It!'s US dates, `07/15/2026`.
    static func monthFirst(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "/")
        guard parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isNumber) && $0.count <= 4 }), let month = Int(parts[0]), let day = Int(parts[1]),
            let year = Int(parts[2]), parts[2].count == 4
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// A unit word as Tracker's serving type: "Grams" is gram, "each" a piece; anything else a serving.
    static func servingWord(_ text: String) -> String {
        let word = text.lowercased()
        let known: [String: String] = [
            "grams": "gram", "g": "gram", "each": "piece", "pieces": "piece", "cups": "cup", "ounce": "oz", "ounces": "oz",
            "tablespoon": "tbsp", "tablespoons": "tbsp", "teaspoon": "tsp", "teaspoons": "tsp", "pound": "lb", "pounds": "lb", "milliliters": "ml",
            "servings": "serving",
        ]
        return known[word] ?? word
    }
}

/// A plain decimal number as the files write it (`300.8`, `1,250` is refused: no thousands separators), finite.
enum HealthlessNumber {
    static func parse(_ text: String) -> Double? {
        let cell = text.trimmingCharacters(in: .whitespaces)
        guard !cell.isEmpty, cell.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), let value = Double(cell), value.isFinite else {
            return nil
        }
        return value
    }
}
