import Foundation
import GRDB

/// A day the database already holds, as a merge sees it.
struct YourDay {
    var date: String
    var weightKg: Double?
    var memo: String?
    var hasEntries: Bool

    static func fetch(_ date: String, in db: Database) throws -> YourDay? {
        let sql = "SELECT weightKg, memo, EXISTS(SELECT 1 FROM foodEntry WHERE date = day.date) AS hasEntries FROM day WHERE date = ?"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [date]) else { return nil }
        // Read leniently: a hand-edited value of another type must not trap.
        let memo: DatabaseValue = row["memo"]
        return YourDay(
            date: date, weightKg: Double.fromDatabaseValue(row["weightKg"]), memo: memo.isNull ? nil : row.storedText("memo"),
            hasEntries: row["hasEntries"])
    }

    /// How many of the file's entries for this day are not among yours (the same food or label, servings and calories):
    /// those a merge leaves out and reports; the ones you have already are not news.
    func entriesNotMatching(_ entries: [ExportDocument.EntryJSON], foodIds: [String: Int64], in db: Database) throws -> Int {
        let same = try db.cachedStatement(
            sql: "SELECT count(*) FROM foodEntry WHERE date = ? AND foodId IS ? AND label IS ? AND servings = ? AND kcal IS ?")
        var count = 0
        for entry in entries {
            let foodId = entry.food.flatMap { foodIds[NameKey.of($0)] }
            let quickKcal = entry.food == nil ? entry.kcal : nil
            if try Int.fetchOne(same, arguments: [date, foodId, entry.label, entry.servings, quickKcal]) ?? 0 == 0 { count += 1 }
        }
        return count
    }
}
