import Foundation
import GRDB

/// What to do when the food being added is already on that day.
public enum DuplicateEntryChoice: Sendable {
    case addServings
    case replace
}

extension AppDatabase {
    static func fetchEntries(on date: LocalDate, in db: Database) throws -> [FoodEntry] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT e.id, e.label, e.servings, e.kcal AS quickKcal, f.id AS foodId, f.name,
                       coalesce(e.loggedKcalPerServing, f.kcalPerServing) AS kcalPerServing, coalesce(e.loggedServing, f.serving) AS serving
                FROM foodEntry e LEFT JOIN food f ON f.id = e.foodId
                WHERE e.date = ? ORDER BY e.id
                """, arguments: [date.iso]
        ).map { row in try entry(from: row, on: date) }
    }

    /// An entry's food is the food as it was logged: its calories per serving and serving type then.
    private static func entry(from row: Row, on date: LocalDate) throws -> FoodEntry {
        var food: Food?
        if let foodId: Int64 = try row.decode(forColumn: "foodId") {
            food = Food(
                id: foodId, name: try row.decode(forColumn: "name"), kcalPerServing: ValueRules.kcal.clamped(try row.decode(forColumn: "kcalPerServing")),
                serving: ServingType(rawValue: try row.decode(forColumn: "serving")) ?? .serving)
        }
        let servings = ValueRules.servings.clamped(try row.decode(forColumn: "servings"))
        let quickKcal = ValueRules.kcal.kept(try row.decode(forColumn: "quickKcal"))
        let kcal = food.map { $0.kcalPerServing * servings } ?? quickKcal ?? 0
        return FoodEntry(id: try row.decode(forColumn: "id"), date: date, food: food, label: try row.decode(forColumn: "label"), servings: servings, kcal: kcal)
    }

    public func entries(on date: LocalDate) throws -> [FoodEntry] {
        try read { db in try Self.fetchEntries(on: date, in: db) }
    }

    /// The food `foodId` on `date` as logged with the food as it is now, if it is there: the UI asks whether to add or
    /// replace. Its servings and calories are those of every such entry (after a sync a food can be on a day more
    /// than once: what is added to a synced entry is an entry of its own). An entry logged before the food was edited
    /// keeps its own line and is not counted.
    public func existingEntry(foodId: Int64, on date: LocalDate) throws -> FoodEntry? {
        try read { db in
            let current = try Row.fetchOne(db, sql: "SELECT * FROM food WHERE id = ?", arguments: [foodId]).map(Self.food(from:))
            let same = try Self.fetchEntries(on: date, in: db).filter {
                $0.food?.id == foodId && $0.food?.kcalPerServing == current?.kcalPerServing && $0.food?.serving == current?.serving
            }
            guard var first = same.first else { return nil }
            first.servings = same.map(\.servings).reduce(0, +)
            first.kcal = same.map(\.kcal).reduce(0, +)
            return first
        }
    }

    /// An entry a sync has carried may be on other machines, where its servings are the latest edit's: servings added
    /// to it on two machines before they sync would keep one addition (QA s10 S10-3). So servings are added only to an
    /// entry no sync has carried yet, and what is added to a synced one is an entry of its own (a set member, as every
    /// machine's additions are). Replacing its servings is an edit, and stays one.
    static let notYetSynced = "NOT EXISTS (SELECT 1 FROM syncRecord s WHERE s.tableName = 'foodEntry' AND s.localKey = CAST(e.id AS TEXT))"

    /// Adds servings of a food to a day. If the food is already there, `choice` decides:
    /// add the servings to that entry, or replace its servings.
    public func addEntry(foodId: Int64, servings: Double, on date: LocalDate, ifPresent choice: DuplicateEntryChoice = .addServings) throws {
        _ = try ValueRules.servings.check(servings, "servings")
        try undoableWrite("adding food to \(CalendarNames.readable(date))") { db in
            try Self.storeEntry(foodId: foodId, servings: servings, on: date, ifPresent: choice, in: db)
        }
    }

    static func storeEntry(foodId: Int64, servings: Double, on date: LocalDate, ifPresent choice: DuplicateEntryChoice, in db: Database) throws {
        guard try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM food WHERE id = ?"), arguments: [foodId]) != nil else {
            throw InputError("That food no longer exists.")
        }
        try db.executeCached(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)", arguments: [date.iso])
        // Servings add up on an entry logged with the food as it is now that no sync has carried (`notYetSynced`); one
        // logged before the food was edited keeps its calories and its own line (`existingEntry` counts the same ones).
        let same = """
            SELECT e.id, e.servings FROM foodEntry e JOIN food f ON f.id = e.foodId
            WHERE e.date = ? AND e.foodId = ? AND e.loggedKcalPerServing IS f.kcalPerServing AND e.loggedServing IS f.serving
            """
        let lines = choice == .replace ? try Int64.fetchAll(db, sql: same + " ORDER BY e.id", arguments: [date.iso, foodId]) : []
        if let first = lines.first {
            // Replacing sets the food's servings on the day: the first entry takes them, the others go.
            try db.execute(sql: "UPDATE foodEntry SET servings = ? WHERE id = ?", arguments: [servings, first])
            for id in lines.dropFirst() { try db.execute(sql: "DELETE FROM foodEntry WHERE id = ?", arguments: [id]) }
        } else if choice == .addServings,
            let existing = try Row.fetchOne(db, sql: same + " AND \(notYetSynced) ORDER BY e.id LIMIT 1", arguments: [date.iso, foodId])
        {
            let total = (existing["servings"] as Double) + servings
            guard total <= 1000 else {
                throw InputError("That would make \(Format.trimmed(total)) servings; one entry holds at most 1000.")
            }
            try db.execute(sql: "UPDATE foodEntry SET servings = ? WHERE id = ?", arguments: [total, existing["id"] as Int64])
        } else {
            try db.executeCached(sql: "INSERT INTO foodEntry(date, foodId, servings) VALUES (?, ?, ?)", arguments: [date.iso, foodId, servings])
        }
    }

    /// Raw calories without a food ("Lunch out, 850 kcal").
    public func addQuickEntry(label: String, kcal: Double, on date: LocalDate) throws {
        _ = try ValueRules.kcal.check(kcal, "calories")
        let trimmed = label.trimmingCharacters(in: .whitespaces).isEmpty ? "" : try Input.name(label, .entryLabel).get()
        try undoableWrite("the quick add on \(CalendarNames.readable(date))") { db in
            try db.executeCached(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)", arguments: [date.iso])
            try db.executeCached(
                sql: "INSERT INTO foodEntry(date, label, servings, kcal) VALUES (?, ?, 1, ?)",
                arguments: [date.iso, trimmed.isEmpty ? nil : trimmed, kcal])
        }
    }

    /// Changes an entry's servings (food entries) or calories (quick-adds).
    public func updateEntry(id: Int64, servings: Double? = nil, kcal: Double? = nil) throws {
        try undoableWrite("the edit of an entry") { db in
            if let servings {
                _ = try ValueRules.servings.check(servings, "servings")
                try db.execute(sql: "UPDATE foodEntry SET servings = ? WHERE id = ? AND foodId IS NOT NULL", arguments: [servings, id])
            }
            if let kcal {
                _ = try ValueRules.kcal.check(kcal, "calories")
                try db.execute(sql: "UPDATE foodEntry SET kcal = ? WHERE id = ? AND foodId IS NULL", arguments: [kcal, id])
            }
            guard db.changesCount == 1 else { throw InputError("That entry no longer exists.") }
        }
    }

    public func deleteEntry(id: Int64) throws {
        try undoableWrite("deleting an entry") { db in
            guard let date = try String.fetchOne(db, sql: "SELECT date FROM foodEntry WHERE id = ?", arguments: [id]).flatMap(LocalDate.init(iso:)) else {
                throw InputError("That entry no longer exists.")
            }
            try db.execute(sql: "DELETE FROM foodEntry WHERE id = ?", arguments: [id])
            try Self.removeIfEmpty(date, in: db)
        }
    }
}
