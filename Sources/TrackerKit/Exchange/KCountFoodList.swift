import Foundation

/// K-Count's foods.csv (or its foods JSON): `Name, Calories, Serving Type`, then `name,calories,servingType` per food,
/// unquoted (a name with a comma spills into more fields, so the last two fields are the numbers
/// and the type, and the rest is the name). K-Count's serving type is free text ("slice", "100
/// gram"); one Tracker has becomes that type, any other becomes "serving" and is counted.
public struct KCountFoodList: Equatable, Sendable {
    public var foods: [Food]
    /// Serving types Tracker lacks, each with how many foods had it (they are per serving here).
    public var otherServings: [String: Int]
    /// Names that appeared again further down (the first is kept).
    public var repeated: Int
    /// Set when the foods come from a food diary (Cronometer, Lose It!): what it was, and what was left out of it.
    public var diary: DiaryFoods? = nil
    /// What the summary calls the file.
    public var kind = "K-Count foods.csv"

    /// `today` and `skipBadLines` apply to a food diary's rows (its dates are checked as every import's are).
    public static func read(_ data: Data, today: LocalDate, skipBadLines: Bool = false) throws -> KCountFoodList {
        let text = try HistoryText.decode(data, maxBytes: WeightHistoryReader.maxBytes)
        if text.first(where: { !$0.isWhitespace }) == "[" {
            var list = try collect(try jsonRows(text))
            list.kind = "K-Count foods JSON"
            return list
        }
        if let header = try HistoryText.records(text).first(where: { !$0.isBlank }), let columns = FoodDiaryReader.columns(header.fields) {
            guard columns.isFood else {
                throw WeightHistoryError(
                    "line \(header.line): \(columns.layout.rawValue) has a row per meal, not per food: tracker import csv diary brings its days")
            }
            return try DiaryFoods.list(FoodDiaryReader.read(data, today: today, skipBadLines: skipBadLines))
        }
        return try collect(try csvRows(text))
    }

    typealias Row = (place: String, food: Result<(Food, String?), InputError>)

    private static func csvRows(_ text: String) throws -> [Row] {
        let records = try HistoryText.records(text).filter { !$0.isBlank }
        guard let header = records.first else { throw WeightHistoryError("the file is empty") }
        if isTrackerHeader(fields: header.fields) { return trackerRows(records.dropFirst()) }
        guard isHeader(fields: header.fields) else {
            throw WeightHistoryError("line \(header.line): not K-Count's foods.csv (its header is “Name, Calories, Serving Type”)")
        }
        return records.dropFirst().map { record in
            let fields = record.fields
            guard fields.count >= 3 else { return ("line \(record.line)", .failure(InputError("expected a name, calories and a serving type"))) }
            return (
                "line \(record.line)",
                food(
                    name: fields.dropLast(2).joined(separator: ","),
                    kcal: Input.kcal(fields[fields.count - 2], what: "calories"), serving: fields[fields.count - 1])
            )
        }
    }

    /// K-Count's foods JSON: `[{"calories": 150, "name": "Oats", "servingType": "cup"}, …]`.
    private struct JSONFood: Decodable {
        var name: String?
        var calories: Double?
        var servingType: String?
    }

    private static func jsonRows(_ text: String) throws -> [Row] {
        guard let foods = try? ByteJSON.decode([Lenient<JSONFood>].self, from: Data(text.utf8)) else {
            throw WeightHistoryError("the file starts like JSON but is not a JSON array of foods")
        }
        return foods.enumerated().map { index, element in
            guard let food = element.value, let name = food.name else { return ("food \(index + 1)", .failure(InputError("not an object with a name"))) }
            let kcal: Result<Double, InputError> =
                food.calories.map {
                    ValueRules.kcal.contains($0) ? .success($0) : .failure(InputError("calories must be above 0 and at most 20000"))
                } ?? .failure(InputError("“calories” must be a number"))
            return ("food \(index + 1)", self.food(name: name, kcal: kcal, serving: food.servingType ?? ""))
        }
    }

    private static func collect(_ rows: [Row]) throws -> KCountFoodList {
        var list = KCountFoodList(foods: [], otherServings: [:], repeated: 0)
        var seen = Set<String>(), problems: [String] = []
        for row in rows {
            guard problems.count < WeightHistoryError.maxProblems else { break }
            switch row.food {
            case .failure(let problem): problems.append("\(row.place): \(problem.message)")
            case .success(let (food, other)):
                guard seen.insert(NameKey.of(food.name)).inserted else { list.repeated += 1; continue }
                list.foods.append(food)
                if let other { list.otherServings[other, default: 0] += 1 }
            }
        }
        guard problems.isEmpty else { throw WeightHistoryError(problems) }
        guard !list.foods.isEmpty else { throw WeightHistoryError("the file holds no foods") }
        return list
    }

    /// K-Count's header, `Name, Calories, Serving Type`, in any case and spacing.
    static func isHeader(_ line: String) -> Bool {
        isHeader(fields: line.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    /// Tracker's own foods.csv (`tracker export --format csv`): quoted as RFC 4180, its names neutralised
    /// against spreadsheet formulas (`CSV.neutralized`), which is undone here so they come back exactly.
    static func isTrackerHeader(fields: [String]) -> Bool { fields == ["name", "kcal_per_serving", "serving", "archived"] }

    private static func trackerRows(_ records: ArraySlice<CSVRecord>) -> [Row] {
        records.map { record in
            let fields = record.fields
            guard fields.count == 4 else { return ("line \(record.line)", .failure(InputError("expected a name, calories, a serving type and archived"))) }
            return ("line \(record.line)", food(name: CSV.restored(fields[0]), kcal: Input.kcal(fields[1], what: "calories"), serving: fields[2]))
        }
    }

    static func isHeader(fields: [String]) -> Bool {
        fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } == ["name", "calories", "serving type"]
    }

    /// Whether a file is K-Count's food list, CSV or JSON (so a screen can offer the food import instead of weights).
    public static func looksLikeFoodList(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(4096), as: UTF8.self).replacingOccurrences(of: "\u{FEFF}", with: "")
        if text.first(where: { !$0.isWhitespace }) == "[" { return KCountFoodJSONSniff.isFoodArray(data) }
        return HistoryText.lines(text).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
            isHeader($0) || isTrackerHeader(fields: $0.components(separatedBy: ","))
        } ?? false
    }

    private static func food(name: String, kcal: Result<Double, InputError>, serving: String) -> Result<(Food, String?), InputError> {
        let servingText = serving.trimmingCharacters(in: .whitespaces)
        return Input.foodName(name).flatMap { name in
            kcal.map { kcal in
                let type = ServingType(rawValue: servingText.lowercased())
                // No type given is K-Count's own default, a serving: nothing to count as lacking.
                let lacking = type == nil && !servingText.isEmpty ? servingText : nil
                return (Food(name: name, kcalPerServing: kcal, serving: type ?? .serving), lacking)
            }
        }.mapError { InputError($0.message.lowercasedFirst.trimmingCharacters(in: ["."])) }
    }
}
