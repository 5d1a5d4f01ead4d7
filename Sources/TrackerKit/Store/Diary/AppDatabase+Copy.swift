import GRDB

/// What copying a day onto a day that already has food does with the food already there.
public enum CopyMode: String, CaseIterable, Sendable {
    /// Keep it and add the copied entries (a food logged the same way gets the servings added).
    case add
    /// Remove it first: the target day then has exactly the copied food (its weight and memo stay).
    case replace
}

/// What copying `source` onto `target` would do, for the question asked before it.
public struct CopyPreview: Equatable, Sendable {
    public var source: LocalDate
    public var target: LocalDate
    /// The entries that will be copied, as logged.
    public var entries: [FoodEntry]
    /// The food the target day already has: when any, ask add / replace / cancel.
    public var existing: [FoodEntry]
    /// Those of `existing` a sync has carried: a copied food is an entry of its own beside them (`notYetSynced`).
    var synced: Set<Int64> = []

    public var kcal: Double { ShownTotal.kcal(entries.map(\.kcal)) }
    public var existingKcal: Double { ShownTotal.kcal(existing.map(\.kcal)) }
    public var targetHasFood: Bool { !existing.isEmpty }

    /// The target day's Eaten after adding the copy, as it will be shown: a copied food logged the same
    /// way as one already there joins its row (servings added), and the joined row is rounded once.
    public var addedKcal: Double { ShownTotal.kcal(Self.merged(existing, adding: entries, synced: synced).map(\.kcal)) }

    /// The rows a day has after `copied` are added to `rows`, by the rule the copy stores them with
    /// (the first row of the same food, calories per serving and serving that no sync has carried takes the servings).
    static func merged(_ rows: [FoodEntry], adding copied: [FoodEntry], synced: Set<Int64> = []) -> [FoodEntry] {
        var result = rows
        for entry in copied {
            if let food = entry.food, let index = result.firstIndex(where: { !synced.contains($0.id) && isSameLogging($0.food, food) }) {
                result[index].servings += entry.servings
                result[index].kcal += entry.kcal
            } else {
                result.append(entry)
            }
        }
        return result
    }

    private static func isSameLogging(_ row: Food?, _ food: Food) -> Bool {
        guard let row, let id = row.id else { return false }
        return id == food.id && row.kcalPerServing == food.kcalPerServing && row.serving == food.serving
    }
}

extension AppDatabase {
    /// What `copyEntries(from:to:mode:)` would copy and what the target day already has. Throws the same
    /// refusals as the copy (same day, nothing to copy).
    public func copyPreview(from source: LocalDate, to target: LocalDate) throws -> CopyPreview {
        try read { db in try Self.copyPreview(from: source, to: target, in: db) }
    }

    private static func copyPreview(from source: LocalDate, to target: LocalDate, in db: Database) throws -> CopyPreview {
        guard source != target else { throw InputError("Choose a different day to copy from.") }
        let entries = try fetchEntries(on: source, in: db)
        guard !entries.isEmpty else { throw InputError("\(CalendarNames.readable(source)) has no food to copy.") }
        let synced = try Int64.fetchAll(db, sql: "SELECT e.id FROM foodEntry e WHERE e.date = ? AND NOT \(notYetSynced)", arguments: [target.iso])
        return CopyPreview(source: source, target: target, entries: entries, existing: try fetchEntries(on: target, in: db), synced: Set(synced))
    }

    /// Copies every entry of `source` to `target` as it was logged (its calories per serving and serving),
    /// in one transaction. `mode` says what happens to food the target already has. Returns how many
    /// entries were copied.
    @discardableResult
    public func copyEntries(from source: LocalDate, to target: LocalDate, mode: CopyMode = .add) throws -> Int {
        try undoableWrite("the copy of \(CalendarNames.readable(source)) to \(CalendarNames.readable(target))") { db in
            let preview = try Self.copyPreview(from: source, to: target, in: db)
            try db.execute(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)", arguments: [target.iso])
            if mode == .replace { try db.execute(sql: "DELETE FROM foodEntry WHERE date = ?", arguments: [target.iso]) }
            for entry in preview.entries { try Self.storeCopy(of: entry, on: target, in: db) }
            return preview.entries.count
        }
    }

    private static func storeCopy(of entry: FoodEntry, on target: LocalDate, in db: Database) throws {
        guard let food = entry.food, let foodId = food.id else {
            try db.execute(sql: "INSERT INTO foodEntry(date, label, servings, kcal) VALUES (?, ?, 1, ?)", arguments: [target.iso, entry.label, entry.kcal])
            return
        }
        let same = try Row.fetchOne(
            db,
            sql: """
                SELECT e.id, e.servings FROM foodEntry e
                WHERE e.date = ? AND e.foodId = ? AND e.loggedKcalPerServing = ? AND e.loggedServing = ? AND \(notYetSynced) ORDER BY e.id LIMIT 1
                """, arguments: [target.iso, foodId, food.kcalPerServing, food.serving.rawValue])
        if let same {
            let total = (same["servings"] as Double) + entry.servings
            guard total <= 1000 else { throw InputError("That would make \(Format.trimmed(total)) servings of \(food.name); one entry holds at most 1000.") }
            try db.execute(sql: "UPDATE foodEntry SET servings = ? WHERE id = ?", arguments: [total, same["id"] as Int64])
        } else {
            try db.execute(
                sql: "INSERT INTO foodEntry(date, foodId, servings, loggedKcalPerServing, loggedServing) VALUES (?, ?, ?, ?, ?)",
                arguments: [target.iso, foodId, entry.servings, food.kcalPerServing, food.serving.rawValue])
        }
    }
}
