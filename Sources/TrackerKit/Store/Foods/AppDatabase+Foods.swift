import GRDB

public enum FoodSort: String, CaseIterable, Sendable {
    case nameAscending = "A–Z", nameDescending = "Z–A", caloriesDescending = "kcal high–low", caloriesAscending = "kcal low–high"

    /// Names in natural order (see `Food.naturalOrder`); calories with ties by name.
    func ordersBefore(_ a: Food, _ b: Food) -> Bool {
        switch self {
        case .nameAscending: return Food.naturalOrder(a.name, b.name)
        case .nameDescending: return Food.naturalOrder(b.name, a.name)
        case .caloriesDescending: return a.kcalPerServing != b.kcalPerServing ? a.kcalPerServing > b.kcalPerServing : Food.naturalOrder(a.name, b.name)
        case .caloriesAscending: return a.kcalPerServing != b.kcalPerServing ? a.kcalPerServing < b.kcalPerServing : Food.naturalOrder(a.name, b.name)
        }
    }
}

extension AppDatabase {
    /// Foods whose name contains `search` (ignoring case and accents), sorted; archived foods only when asked for.
    public func foods(matching search: String = "", sort: FoodSort = .nameAscending, includingArchived: Bool = false) throws -> [Food] {
        let key = Food.searchKey(search)
        let all = try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM food WHERE ? OR NOT archived", arguments: [includingArchived]).map(Self.food(from:))
        }
        return (key.isEmpty ? all : all.filter { Food.searchKey($0.name).contains(key) }).sorted(by: sort.ordersBefore)
    }

    public func food(named name: String) throws -> Food? {
        try read { db in try Self.food(named: name, in: db) }
    }

    static func food(named name: String, in db: Database) throws -> Food? {
        try Row.fetchOne(db, sql: "SELECT * FROM food WHERE nameKey = ?", arguments: [NameKey.of(name)]).map(food(from:))
    }

    static func food(from row: Row) throws -> Food {
        Food(
            id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"),
            kcalPerServing: ValueRules.kcal.clamped(try row.decode(forColumn: "kcalPerServing")),
            serving: ServingType(rawValue: try row.decode(forColumn: "serving")) ?? .serving, isArchived: isArchived(row))
    }

    /// A hand-edited flag that is not a number reads as not archived.
    static func isArchived(_ row: Row) -> Bool {
        Bool.fromDatabaseValue(row["archived"] as DatabaseValue) ?? false
    }

    /// Adds a food; a name that exists in any case is refused.
    @discardableResult
    public func addFood(_ food: Food) throws -> Food {
        let name = try Input.foodName(food.name).get()
        _ = try ValueRules.kcal.check(food.kcalPerServing, "calories per serving")
        var named = food
        named.name = name
        return try undoableWrite("adding \(name)") { db in try Self.insertFood(named, in: db) }
    }

    /// Inserts a checked food; a name that exists in any case (archived too) is refused.
    static func insertFood(_ food: Food, in db: Database) throws -> Food {
        if let existing = try Self.food(named: food.name, in: db) {
            throw InputError(
                "A food named “\(existing.name)” already exists\(existing.isArchived ? " (archived: show archived foods on the Data tab to restore it)" : "").")
        }
        try db.execute(
            sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES (?, ?, ?, ?)",
            arguments: [food.name, NameKey.of(food.name), food.kcalPerServing, food.serving.rawValue])
        var saved = food
        saved.id = db.lastInsertedRowID
        return saved
    }

    /// Saves a food's name, calories and serving type. Entries keep the calories and serving they were
    /// logged with unless `alsoUpdatingPastEntries`, which gives every entry of the food the new ones.
    public func updateFood(_ food: Food, alsoUpdatingPastEntries: Bool = false) throws {
        guard food.id != nil else { throw InputError("That food was never saved.") }
        let name = try Input.foodName(food.name).get()
        _ = try ValueRules.kcal.check(food.kcalPerServing, "calories per serving")
        var checked = food
        checked.name = name
        try undoableWrite("the edit of \(name)") { db in try Self.storeFood(checked, alsoUpdatingPastEntries: alsoUpdatingPastEntries, in: db) }
    }

    static func storeFood(_ food: Food, alsoUpdatingPastEntries: Bool, in db: Database) throws {
        guard let id = food.id else { throw InputError("That food was never saved.") }
        if let existing = try Self.food(named: food.name, in: db), existing.id != id {
            throw InputError("A food named “\(existing.name)” already exists.")
        }
        try db.execute(
            sql: "UPDATE food SET name = ?, nameKey = ?, kcalPerServing = ?, serving = ? WHERE id = ?",
            arguments: [food.name, NameKey.of(food.name), food.kcalPerServing, food.serving.rawValue, id])
        guard db.changesCount == 1 else { throw InputError("That food no longer exists.") }
        if alsoUpdatingPastEntries {
            try db.execute(
                sql: "UPDATE foodEntry SET loggedKcalPerServing = ?, loggedServing = ? WHERE foodId = ?",
                arguments: [food.kcalPerServing, food.serving.rawValue, id])
        }
    }

    /// How many entries on how many days a food has: what deleting it would remove.
    public func foodUsage(_ id: Int64) throws -> (entries: Int, days: Int) {
        try read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*) AS entries, count(DISTINCT date) AS days FROM foodEntry WHERE foodId = ?",
                arguments: [id])
            return (row?["entries"] ?? 0, row?["days"] ?? 0)
        }
    }

    /// Deletes a food and, with it, every entry of it (and days left empty).
    public func deleteFood(_ id: Int64) throws {
        try undoableWrite("deleting \(foodName(id))") { db in
            let dates = try String.fetchAll(db, sql: "SELECT DISTINCT date FROM foodEntry WHERE foodId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM food WHERE id = ?", arguments: [id])
            for date in dates.compactMap(LocalDate.init(iso:)) { try Self.removeIfEmpty(date, in: db) }
        }
    }

    /// Hides a food from the picker and the food list; its entries stay as they are.
    public func archiveFood(_ id: Int64, _ archived: Bool = true) throws {
        try undoableWrite("\(archived ? "archiving" : "restoring") \(foodName(id))") { db in
            try db.execute(sql: "UPDATE food SET archived = ? WHERE id = ?", arguments: [archived, id])
            guard db.changesCount == 1 else { throw InputError("That food no longer exists.") }
        }
    }

    private func foodName(_ id: Int64) -> String {
        (try? read { db in try String.fetchOne(db, sql: "SELECT name FROM food WHERE id = ?", arguments: [id]) }) ?? "a food"
    }

    public func foodCount(includingArchived: Bool = false) throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM food WHERE ? OR NOT archived", arguments: [includingArchived]) ?? 0 }
    }
}
