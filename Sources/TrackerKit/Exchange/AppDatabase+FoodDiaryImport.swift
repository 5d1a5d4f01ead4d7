import GRDB

/// What importing days of food does: the days it fills, the days that already hold food (your days win: they
/// are left as they are and listed), and the foods it creates (once each, by name in any case).
public struct FoodDiaryPlan: Equatable, Sendable {
    public var added: [ImportedFoodDay] = []
    public var conflicts: [ImportedFoodDay] = []
    public var newFoods: [String] = []

    public var entryCount: Int { added.reduce(0) { $0 + $1.entries.count } }
    public var isEmpty: Bool { added.isEmpty && conflicts.isEmpty }
}

extension AppDatabase {
    static func foodDiaryPlan(_ days: [ImportedFoodDay], in db: Database) throws -> FoodDiaryPlan {
        var plan = FoodDiaryPlan()
        guard let first = days.first?.date, let last = days.last?.date else { return plan }
        let withFood = try daysWithFood(from: first, through: last, in: db)
        var known = try foodNameKeys(in: db)
        for day in days {
            guard !withFood.contains(day.date.iso) else { plan.conflicts.append(day); continue }
            plan.added.append(day)
            for entry in day.entries where entry.isFood && known.insert(NameKey.of(entry.name)).inserted { plan.newFoods.append(entry.name) }
        }
        return plan
    }

    /// Writes the plan's days inside the caller's transaction: foods found by name (created when new, with the
    /// calories and serving of their first entry), each entry with the calories it was logged with.
    static func writeFoodDiary(_ plan: FoodDiaryPlan, in db: Database) throws {
        var foodIds: [String: Int64] = [:]
        for day in plan.added {
            try ensureDay(day.date, in: db)
            var seen: [String: Int] = [:]
            for entry in day.entries {
                // Known by what it is, so the same file imported on two machines is one synced entry, and a later file
                // of the day with a meal logged in between still names the others as before: the nth of equal entries.
                let contents = ImportKey.diaryContents(name: entry.name, servings: entry.servings, kcal: entry.kcal)
                let importKey = ImportKey.diaryEntry(date: day.date.iso, contents: contents, occurrence: seen[contents, default: 0])
                seen[contents, default: 0] += 1
                guard entry.isFood else {
                    try addImportedQuickEntry(label: entry.name, kcal: entry.kcal, on: day.date, importKey: importKey, in: db)
                    continue
                }
                let key = NameKey.of(entry.name)
                let foodId =
                    try foodIds[key] ?? Self.food(named: entry.name, in: db)?.id
                    ?? Self.insertFood(Food(name: entry.name, kcalPerServing: entry.kcalPerServing, serving: entry.serving), in: db).id
                foodIds[key] = foodId
                try addImportedFoodEntry(
                    foodId: foodId, servings: entry.servings, kcalPerServing: entry.kcalPerServing, serving: entry.serving, on: day.date, importKey: importKey,
                    in: db)
            }
        }
    }
}

extension FoodDiaryPlan {
    /// The preview's and summary's words for the food part, the same on the command line and in the app.
    public func lines(dryRun: Bool, placeWord: String, maxConflicts: Int = 20) -> [String] {
        guard !isEmpty else { return [] }
        let days = "\(added.count) day\(added.count == 1 ? "" : "s") of food (\(entryCount) entr\(entryCount == 1 ? "y" : "ies"))"
        var lines = [
            (dryRun ? "Would add " : "Added ") + days + (newFoods.isEmpty ? "." : ", creating \(newFoods.count) food\(newFoods.count == 1 ? "" : "s").")
        ]
        if !conflicts.isEmpty {
            lines.append(
                "\(conflicts.count) day\(conflicts.count == 1 ? " already has" : "s already have") food and keep\(conflicts.count == 1 ? "s" : "") yours:")
            for day in conflicts.prefix(maxConflicts) {
                lines.append("  \(day.date.iso): \(Format.kcal(day.kcal)) in the file (\(day.place)) not added")
            }
            if conflicts.count > maxConflicts { lines.append("  … and \(conflicts.count - maxConflicts) more") }
        }
        return lines
    }
}

extension AppDatabase {
    /// What importing a food diary (MyFitnessPal, Cronometer, Lose It!) would do, without writing (`--dry-run`).
    public func planFoodDiary(_ file: FoodDiaryFile) throws -> FoodDiaryPlan {
        try read { db in try Self.foodDiaryPlan(file.days, in: db) }
    }

    /// Adds the diary's days in one transaction (days that have food keep yours); `u` in the app takes it all back.
    @discardableResult
    public func importFoodDiary(_ file: FoodDiaryFile) throws -> FoodDiaryPlan {
        try undoableWrite("importing \(file.layout.rawValue)") { db in
            let plan = try Self.foodDiaryPlan(file.days, in: db)
            try Self.writeFoodDiary(plan, in: db)
            return plan
        }
    }
}

extension FoodDiaryFile {
    /// The summary of a diary import, the same in a preview and after it.
    public func lines(_ plan: FoodDiaryPlan, dryRun: Bool, maxConflicts: Int = 20) -> [String] {
        let entries = days.reduce(0) { $0 + $1.entries.count }
        var lines = ["\(layout.rawValue): \(days.count) day\(days.count == 1 ? "" : "s"), \(entries) entr\(entries == 1 ? "y" : "ies")."]
        lines += plan.lines(dryRun: dryRun, placeWord: "line", maxConflicts: maxConflicts)
        if zeroKcalEntries > 0 { lines.append("\(zeroKcalEntries) entr\(zeroKcalEntries == 1 ? "y" : "ies") of 0 kcal left out.") }
        if deletedRows > 0 { lines.append("\(deletedRows) row\(deletedRows == 1 ? "" : "s") marked deleted left out.") }
        if !skippedLines.isEmpty {
            lines.append("Skipped \(skippedLines.count) bad line\(skippedLines.count == 1 ? "" : "s") (--skip-bad-lines):")
            lines += skippedLines.prefix(20).map { "  " + $0 }
            if skippedLines.count > 20 { lines.append("  … and \(skippedLines.count - 20) more") }
        }
        if dryRun { lines.append("Nothing was written (dry run).") }
        return lines
    }
}
