import Foundation
import GRDB

extension AppDatabase {
    /// Writes an import in one transaction. Only what is new is added: swims by their time (a newer copy that gained data updates one),
    /// weights only on days without one, food energy only from records not imported before (`saveHealthFood`),
    /// birth date and sex only where the profile has none.
    func saveHealthImport(
        _ draft: HealthDraft, today: LocalDate, options: HealthImportOptions = HealthImportOptions(), cancelled: () -> Bool
    ) throws -> HealthImportSummary {
        var draft = draft
        draft.keepWithinRules(today: today)
        return try write { db in try Self.saveHealthImport(draft, options: options, cancelled: cancelled, in: db) }
    }

    private static func saveHealthImport(
        _ draft: HealthDraft, options: HealthImportOptions, cancelled: () -> Bool, in db: Database
    ) throws -> HealthImportSummary {
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

        for (date, value) in draft.weights where try Self.addWeightIfNone(value.kg, on: date, in: db) { summary.weightsAdded += 1 }

        let food = try Self.saveHealthFood(draft.dietary.mapValues(\.kcalByKey), in: db)
        summary.dietaryDays = food.daysAdded
        summary.dietaryDaysAlreadyImported = food.daysAlreadyImported

        var swims = try ImportedSwimWriter(db, options: options)
        for swim in draft.swims {
            if cancelled() { throw ImportError.cancelled }
            let outcome = try swims.save(swim)
            summary.count(outcome)
            switch outcome {
            case .added, .updated, .replaced, .handLoggedReplaced, .addedBesideHandLogged: summary.heartRateSamplesInSwims += swim.heartRate.count
            case .alreadyThere, .differs, .handLoggedKept: break
            }
        }
        try swims.flush()
        return summary
    }
}

extension HealthImportSummary {
    mutating func count(_ outcome: ImportedSwimWriter.Outcome) {
        switch outcome {
        case .added: swimsAdded += 1
        case .updated: swimsUpdated += 1
        case .alreadyThere: swimsAlreadyThere += 1
        case .differs: swimConflicts.differing += 1
        case .replaced: swimConflicts.replaced += 1
        case .handLoggedKept(let day): swimConflicts.handLoggedKept.append(day)
        case .handLoggedReplaced(let day): swimsAdded += 1; swimConflicts.handLoggedReplaced.append(day)
        case .addedBesideHandLogged(let day): swimsAdded += 1; swimConflicts.addedBesideHandLogged.append(day)
        }
    }
}
