import Foundation
import GRDB

/// What the food-energy part of an Apple Health import did.
struct HealthFoodImportCount {
    /// Days given an entry for records not seen before.
    var daysAdded = 0
    /// Days whose every record an earlier import had already brought (their entry is left as the user keeps it).
    var daysAlreadyImported = 0
}

extension AppDatabase {
    static let importedFoodLabel = "Apple Health (imported)"

    /// Adds, per day, one entry with the calories of the records no earlier import brought, and remembers their keys.
    /// An imported entry is never rewritten: the user may have corrected or deleted it. A day imported before records
    /// were remembered (it has an imported entry but no keys) counts as having every record of this export.
    /// `days` holds each day's records as calories under a key that stays the same in every export.
    static func saveHealthFood(_ days: [LocalDate: [Int64: Double]], in db: Database) throws -> HealthFoodImportCount {
        let seen = try db.cachedStatement(sql: "SELECT count(*) FROM healthFoodRecord WHERE recordKey = ?")
        let keysOnDay = try db.cachedStatement(sql: "SELECT count(*) FROM healthFoodRecord WHERE date = ?")
        let importedBefore = try db.cachedStatement(sql: "SELECT count(*) FROM foodEntry WHERE date = ? AND source = 'apple-health'")
        let remember = try db.cachedStatement(sql: "INSERT OR IGNORE INTO healthFoodRecord(date, recordKey) VALUES (?, ?)")
        let ensureDay = try db.cachedStatement(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)")
        let addFood = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO foodEntry(date, label, servings, kcal, source, importKey, importRecords) VALUES (?, ?, 1, ?, 'apple-health', ?, ?)")
        var count = HealthFoodImportCount()
        for (date, records) in days.sorted(by: { $0.key < $1.key }) {
            let importedEntries = try Int.fetchOne(importedBefore, arguments: [date.iso]) ?? 0
            let keysFiled = try Int.fetchOne(keysOnDay, arguments: [date.iso]) ?? 0
            let legacy = importedEntries > 0 && keysFiled == 0
            let new = legacy ? [:] : try records.filter { try Int.fetchOne(seen, arguments: [$0.key]) == 0 }
            for key in records.keys { try remember.execute(arguments: [date.iso, key]) }
            guard !new.isEmpty else {
                count.daysAlreadyImported += 1
                continue
            }
            try ensureDay.execute(arguments: [date.iso])
            // The same records imported on another machine and synced here already are that entry (`ImportKey`).
            try addFood.execute(arguments: [
                date.iso, importedFoodLabel, new.values.reduce(0, +), ImportKey.healthFood(date: date.iso, records: Array(new.keys)),
                ImportKey.healthRecords(new),
            ])
            if db.changesCount > 0 { count.daysAdded += 1 } else { count.daysAlreadyImported += 1 }
        }
        return count
    }
}
