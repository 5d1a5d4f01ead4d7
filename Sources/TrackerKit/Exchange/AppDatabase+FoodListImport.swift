import GRDB

/// What importing a food list does: foods added, and names you already have (kept as they are).
public struct FoodImportPlan: Equatable, Sendable {
    public var added: [Food] = []
    public var existing: [String] = []

    public func lines(list: KCountFoodList, dryRun: Bool) -> [String] {
        let diary = list.diary?.lines(foods: list.foods.count)
        var lines = [
            diary?.head
                ?? "\(list.kind): \(list.foods.count) food\(list.foods.count == 1 ? "" : "s")"
                + (list.repeated > 0 ? " (\(list.repeated) repeated name\(list.repeated == 1 ? "" : "s") left out)." : ".")
        ]
        lines.append("\(dryRun ? "Would add" : "Added") \(added.count) food\(added.count == 1 ? "" : "s").")
        lines += diary?.leftOut ?? []
        if !existing.isEmpty {
            let names = existing.prefix(5).joined(separator: ", ") + (existing.count > 5 ? " and \(existing.count - 5) more" : "")
            lines.append("\(existing.count) you already have keep their calories and serving: \(names).")
        }
        if !list.otherServings.isEmpty {
            let types = list.otherServings.sorted { $0.key < $1.key }.prefix(5).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            lines.append("Serving types Tracker lacks are “serving”: \(types).")
        }
        if dryRun { lines.append("Nothing was written (dry run).") }
        return lines
    }
}

extension AppDatabase {
    public func planFoodImport(_ list: KCountFoodList) throws -> FoodImportPlan {
        try read { db in try Self.foodPlan(list, in: db) }
    }

    /// Adds the foods you do not have yet, in one transaction; a food you have keeps its calories
    /// and serving (editing it would change what past days show).
    @discardableResult
    public func importFoods(_ list: KCountFoodList) throws -> FoodImportPlan {
        try undoableWrite("importing \(list.diary?.layout.rawValue ?? "K-Count") foods") { db in
            let plan = try Self.foodPlan(list, in: db)
            for food in plan.added { _ = try Self.insertFood(food, in: db) }
            return plan
        }
    }

    static func foodPlan(_ list: KCountFoodList, in db: Database) throws -> FoodImportPlan {
        var plan = FoodImportPlan()
        for food in list.foods {
            if let mine = try Self.food(named: food.name, in: db) { plan.existing.append(mine.name) } else { plan.added.append(food) }
        }
        return plan
    }
}
