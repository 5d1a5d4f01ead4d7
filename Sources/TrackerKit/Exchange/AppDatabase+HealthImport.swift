import Foundation
import GRDB

extension AppDatabase {
    static let importedFoodLabel = "Apple Health (imported)"

    /// Writes an import in one transaction. Only what is new is added: swims by their time (a newer copy that gained data updates one),
    /// weights only on days without one, the day's imported food energy replaced by the new total,
    /// birth date and sex only where the profile has none.
    func saveHealthImport(_ draft: HealthDraft, today: LocalDate, cancelled: () -> Bool) throws -> HealthImportSummary {
        var draft = draft
        draft.keepWithinRules(today: today)
        return try write { db in
            var summary = HealthImportSummary()
            summary.outOfRangeSkipped = draft.outOfRange
            summary.birthDateNotUsed = draft.refusedBirthDate
            summary.copiesMerged = draft.copiesMerged
            summary.copyApps = draft.copyApps
            summary.unreadableNumbers = draft.unreadableNumbers
            var profile = try Self.fetchProfile(db) ?? Profile()
            var filled: [String] = []
            if profile.birthDate == nil, let birth = draft.birthDate { profile.birthDate = birth; filled.append("your birth date") }
            if profile.sex == nil, let sex = draft.sex { profile.sex = sex; filled.append("your sex") }
            if !filled.isEmpty { try Self.storeProfile(profile, in: db) }
            summary.profileFilled = filled

            let weight = try db.cachedStatement(
                sql: """
                    INSERT INTO day(date, weightKg) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET weightKg = excluded.weightKg
                    WHERE day.weightKg IS NULL
                    """)
            for (date, value) in draft.weights {
                try weight.execute(arguments: [date.iso, value.kg])
                summary.weightsAdded += db.changesCount
            }

            let ensureDay = try db.cachedStatement(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)")
            let removeFood = try db.cachedStatement(sql: "DELETE FROM foodEntry WHERE date = ? AND source = 'apple-health'")
            let addFood = try db.cachedStatement(sql: "INSERT INTO foodEntry(date, label, servings, kcal, source) VALUES (?, ?, 1, ?, 'apple-health')")
            for (date, kcal) in draft.dietaryKcal {
                try ensureDay.execute(arguments: [date.iso])
                try removeFood.execute(arguments: [date.iso])
                try addFood.execute(arguments: [date.iso, Self.importedFoodLabel, kcal])
                summary.dietaryDays += 1
            }

            var swims = try ImportedSwimWriter(db)
            for swim in draft.swims {
                if cancelled() { throw ImportError.cancelled }
                switch try swims.save(swim) {
                case .added:
                    summary.swimsAdded += 1
                    summary.heartRateSamplesInSwims += swim.heartRate.count
                case .updated:
                    summary.swimsUpdated += 1
                    summary.heartRateSamplesInSwims += swim.heartRate.count
                case .alreadyThere: summary.swimsAlreadyThere += 1
                }
            }
            try swims.flush()
            return summary
        }
    }
}
