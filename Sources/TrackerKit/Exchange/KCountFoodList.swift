import Foundation

/// K-Count's foods.csv: `Name, Calories, Serving Type`, then `name,calories,servingType` per food,
/// unquoted (a name with a comma spills into more fields, so the last two fields are the numbers
/// and the type, and the rest is the name). K-Count's serving type is free text ("slice", "100
/// gram"); one Tracker has becomes that type, any other becomes "serving" and is counted.
public struct KCountFoodList: Equatable, Sendable {
    public var foods: [Food]
    /// Serving types Tracker lacks, each with how many foods had it (they are per serving here).
    public var otherServings: [String: Int]
    /// Names that appeared again further down (the first is kept).
    public var repeated: Int

    public static func read(_ data: Data) throws -> KCountFoodList {
        let lines = try HistoryText.checkedLines(try HistoryText.decode(data, maxBytes: WeightHistoryReader.maxBytes))
        guard let headerIndex = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            throw WeightHistoryError("the file is empty")
        }
        guard isHeader(lines[headerIndex]) else {
            throw WeightHistoryError("line \(headerIndex + 1): not K-Count's foods.csv (its header is “Name, Calories, Serving Type”)")
        }
        var list = KCountFoodList(foods: [], otherServings: [:], repeated: 0)
        var seen = Set<String>(), problems: [String] = []
        for index in lines.indices.dropFirst(headerIndex + 1) where !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
            guard problems.count < WeightHistoryError.maxProblems else { break }
            switch food(lines[index]) {
            case .failure(let problem): problems.append("line \(index + 1): \(problem.message)")
            case .success(let (food, other)):
                guard seen.insert(Food.nameKey(food.name)).inserted else { list.repeated += 1; continue }
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
        line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } == ["name", "calories", "serving type"]
    }

    /// Whether a file is K-Count's food list (so a screen can offer the food import instead of weights).
    public static func looksLikeFoodList(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(4096), as: UTF8.self).replacingOccurrences(of: "\u{FEFF}", with: "")
        return HistoryText.lines(text).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(isHeader) ?? false
    }

    private static func food(_ line: String) -> Result<(Food, String?), InputError> {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3 else { return .failure(InputError("expected a name, calories and a serving type")) }
        let servingText = fields[fields.count - 1].trimmingCharacters(in: .whitespaces)
        let name = fields.dropLast(2).joined(separator: ",")
        return Input.foodName(name).flatMap { name in
            Input.kcal(fields[fields.count - 2], what: "calories").map { kcal in
                let serving = ServingType(rawValue: servingText.lowercased())
                return (Food(name: name, kcalPerServing: kcal, serving: serving ?? .serving), serving == nil ? servingText : nil)
            }
        }.mapError { InputError($0.message.lowercasedFirst.trimmingCharacters(in: ["."])) }
    }
}
