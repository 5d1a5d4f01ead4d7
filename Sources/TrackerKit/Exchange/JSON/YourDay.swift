import Foundation
import GRDB

/// A day the database already holds, as a merge sees it.
struct YourDay {
    var date: String
    var weightKg: Double?
    var memo: String?
    var hasEntries: Bool

    static func fetch(_ date: String, in db: Database) throws -> YourDay? {
        guard let stored = try ImportLookups.day(date, in: db) else { return nil }
        return YourDay(date: date, weightKg: stored.weightKg, memo: stored.memo, hasEntries: stored.hasEntries)
    }

    /// How many of the file's entries for this day are not among yours (the same food or label, servings and calories):
    /// those a merge leaves out and reports; the ones you have already are not news.
    func entriesNotMatching(_ entries: [ExportDocument.EntryJSON], foodIds: [String: Int64], in db: Database) throws -> Int {
        var count = 0
        for entry in entries {
            let foodId = entry.food.flatMap { foodIds[NameKey.of($0)] }
            let quickKcal = entry.food == nil ? entry.kcal : nil
            let same = try ImportLookups.sameEntries(on: date, foodId: foodId, label: entry.label, servings: entry.servings, quickKcal: quickKcal, in: db)
            if same == 0 { count += 1 }
        }
        return count
    }
}
