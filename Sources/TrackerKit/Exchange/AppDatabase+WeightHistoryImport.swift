import GRDB

/// What importing a weight history does to the diary: days it adds, days already logged with
/// another weight (kept, or replaced with `replace`), and days that already hold the same weight.
public struct WeightImportPlan: Equatable, Sendable {
    public struct Conflict: Equatable, Sendable {
        public var reading: WeightReading
        public var existingKg: Double
    }

    public var added: [WeightReading] = []
    public var conflicts: [Conflict] = []
    public var unchanged = 0
    public var replace = false
    /// The file's food (K-Count's entries or daily totals): days it fills, days that keep yours.
    public var food = FoodDiaryPlan()

    /// Conflicts are written only with `replace`.
    public var written: Int { added.count + (replace ? conflicts.count : 0) }
}

extension AppDatabase {
    /// Weights that differ by less than this are the same weight (a file's 72.30 against a stored 72.3).
    static let sameWeightKg = 0.005

    /// What `importWeights` would do, without writing (`--dry-run`, the Data tab's preview).
    public func planWeightImport(_ history: WeightHistory, replace: Bool) throws -> WeightImportPlan {
        try read { db in try Self.plan(history, replace: replace, in: db) }
    }

    /// Adds the file's weights in one transaction: days already logged keep their weight unless
    /// `replace`. Returns what was done. `u` in the app takes the whole import back.
    @discardableResult
    public func importWeights(_ history: WeightHistory, replace: Bool) throws -> WeightImportPlan {
        try undoableWrite("importing \(history.layout.rawValue)") { db in
            let plan = try Self.plan(history, replace: replace, in: db)
            for reading in plan.added { try Self.storeWeight(reading.kg, on: reading.date, in: db) }
            if replace { for conflict in plan.conflicts { try Self.storeWeight(conflict.reading.kg, on: conflict.reading.date, in: db) } }
            try Self.writeFoodDiary(plan.food, in: db)
            return plan
        }
    }

    static func plan(_ history: WeightHistory, replace: Bool, in db: Database) throws -> WeightImportPlan {
        var plan = WeightImportPlan(replace: replace)
        plan.food = try foodDiaryPlan(history.foodDays, in: db)
        guard let first = history.readings.first?.date, let last = history.readings.last?.date else { return plan }
        let existing = try loggedWeights(from: first, through: last, in: db)
        for reading in history.readings {
            guard let stored = existing[reading.date.iso] ?? nil else { plan.added.append(reading); continue }
            if abs(stored - reading.kg) < sameWeightKg { plan.unchanged += 1 } else { plan.conflicts.append(.init(reading: reading, existingKg: stored)) }
        }
        return plan
    }
}
