import Foundation
import GRDB

extension AppDatabase {
    /// The foods to offer first when logging on `day`: the most recently logged ones (last 30 days),
    /// then the most often logged (last 90 days), each food once, at most `limit` of each.
    public func suggestedFoods(for day: LocalDate, limit: Int = 5) throws -> [Food] {
        try read { db in
            let recent = try Row.fetchAll(
                db,
                sql: """
                    SELECT food.* FROM food JOIN foodEntry ON foodEntry.foodId = food.id
                    WHERE foodEntry.date BETWEEN ? AND ? AND NOT food.archived
                    GROUP BY food.id ORDER BY MAX(foodEntry.date) DESC, MAX(foodEntry.id) DESC LIMIT ?
                    """, arguments: [day.adding(days: -30).iso, day.iso, limit]
            ).map(Self.food(from:))
            let frequent = try Row.fetchAll(
                db,
                sql: """
                    SELECT food.* FROM food JOIN foodEntry ON foodEntry.foodId = food.id
                    WHERE foodEntry.date BETWEEN ? AND ? AND NOT food.archived
                    GROUP BY food.id ORDER BY COUNT(*) DESC, food.nameKey LIMIT ?
                    """, arguments: [day.adding(days: -90).iso, day.iso, limit * 2]
            ).map(Self.food(from:))
            let recentIDs = Set(recent.map(\.id))
            return recent + frequent.filter { !recentIDs.contains($0.id) }.prefix(limit)
        }
    }
}
