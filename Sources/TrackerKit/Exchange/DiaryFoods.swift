import Foundation

/// The foods of a food diary (Cronometer's servings.csv, Lose It!'s food-logs.csv) for `import csv foods`:
/// each food once by name (any case), with the calories per serving and the serving of its latest entry.
public struct DiaryFoods: Equatable, Sendable {
    public var layout: FoodDiaryLayout
    /// Rows read as entries (a food logged many times is one food).
    public var entries: Int
    public var zeroKcalEntries: Int
    public var deletedRows: Int
    /// With `--skip-bad-lines`: each line left out, with its problem.
    public var skippedLines: [String]

    static func list(_ file: FoodDiaryFile) -> KCountFoodList {
        var latest: [String: (name: String, food: Food)] = [:]
        var order: [String] = []
        for entry in file.days.flatMap(\.entries) where entry.isFood {  // days come in date order: a later entry wins
            let key = NameKey.of(entry.name)
            if latest[key] == nil { order.append(key) }
            latest[key] = (entry.name, Food(name: entry.name, kcalPerServing: entry.kcalPerServing, serving: entry.serving))
        }
        let entries = file.days.reduce(0) { $0 + $1.entries.count }
        let diary = DiaryFoods(
            layout: file.layout, entries: entries, zeroKcalEntries: file.zeroKcalEntries, deletedRows: file.deletedRows, skippedLines: file.skippedLines)
        return KCountFoodList(foods: order.compactMap { latest[$0]?.food }, otherServings: [:], repeated: 0, diary: diary)
    }

    /// The first line of the summary and what was left out, the same in a dry run, after it and in the app's preview.
    func lines(foods: Int) -> (head: String, leftOut: [String]) {
        let head =
            "\(layout.rawValue): \(foods) food\(foods == 1 ? "" : "s") from \(entries) entr\(entries == 1 ? "y" : "ies"),"
            + " each with its latest entry's calories per serving."
        var leftOut: [String] = []
        if zeroKcalEntries > 0 { leftOut.append("\(zeroKcalEntries) entr\(zeroKcalEntries == 1 ? "y" : "ies") of 0 kcal left out.") }
        if deletedRows > 0 { leftOut.append("\(deletedRows) row\(deletedRows == 1 ? "" : "s") marked deleted left out.") }
        if !skippedLines.isEmpty {
            leftOut.append("Skipped \(skippedLines.count) bad line\(skippedLines.count == 1 ? "" : "s") (--skip-bad-lines):")
            leftOut += skippedLines.prefix(20).map { "  " + $0 }
            if skippedLines.count > 20 { leftOut.append("  … and \(skippedLines.count - 20) more") }
        }
        return (head, leftOut)
    }
}
