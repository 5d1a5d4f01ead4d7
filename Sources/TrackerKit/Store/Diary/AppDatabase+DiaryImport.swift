import GRDB

/// The named reads and writes that imports of weights and food days (CSV histories, food diaries, Apple Health)
/// make inside their one transaction: what a range of days already holds, and rows added as the file has them.
extension AppDatabase {
    /// Sets a day's weight only when the day has none (an import never overwrites a logged weight); true when it was set.
    static func addWeightIfNone(_ kg: Double, on date: LocalDate, in db: Database) throws -> Bool {
        try db.executeCached(
            sql: """
                INSERT INTO day(date, weightKg) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET weightKg = excluded.weightKg
                WHERE day.weightKg IS NULL
                """, arguments: [date.iso, kg])
        return db.changesCount > 0
    }

    /// The weights logged from `first` through `last`, by ISO date; a stored weight outside the rules reads as nil.
    static func loggedWeights(from first: LocalDate, through last: LocalDate, in db: Database) throws -> [String: Double?] {
        var weights: [String: Double?] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT date, weightKg FROM day WHERE weightKg IS NOT NULL AND date BETWEEN ? AND ?", arguments: [first.iso, last.iso])
        {
            guard let date: String = try row.decode(forColumn: "date") else { continue }
            weights[date] = ValueRules.weightKg.kept(try row.decode(forColumn: "weightKg"))
        }
        return weights
    }

    /// The ISO dates from `first` through `last` that have food entries.
    static func daysWithFood(from first: LocalDate, through last: LocalDate, in db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT DISTINCT date FROM foodEntry WHERE date BETWEEN ? AND ?", arguments: [first.iso, last.iso]))
    }

    /// Every food's name key (`NameKey`).
    static func foodNameKeys(in db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT nameKey FROM food"))
    }

    /// Gives the date a day row when it has none.
    static func ensureDay(_ date: LocalDate, in db: Database) throws {
        try db.executeCached(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)", arguments: [date.iso])
    }

    /// Adds an entry of calories without a food, as a file logged it (the day's row must exist).
    static func addImportedQuickEntry(label: String, kcal: Double, on date: LocalDate, importKey: String, in db: Database) throws {
        try db.executeCached(
            sql: "INSERT OR IGNORE INTO foodEntry(date, label, servings, kcal, importKey) VALUES (?, ?, 1, ?, ?)",
            arguments: [date.iso, label, kcal, importKey])
    }

    /// Adds an entry of a food with the calories and serving it was logged with (the day's row must exist).
    static func addImportedFoodEntry(
        foodId: Int64?, servings: Double, kcalPerServing: Double, serving: ServingType, on date: LocalDate, importKey: String, in db: Database
    ) throws {
        try db.executeCached(
            sql: "INSERT OR IGNORE INTO foodEntry(date, foodId, servings, loggedKcalPerServing, loggedServing, importKey) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [date.iso, foodId, servings, kcalPerServing, serving.rawValue, importKey])
    }
}
