import GRDB

extension AppDatabase {
    public func profile() throws -> Profile? {
        try read { db in try Self.fetchProfile(db) }
    }

    static func fetchProfile(_ db: Database) throws -> Profile? {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM profile WHERE id = 1")) else { return nil }
        return Profile(
            name: try row.decode(forColumn: "name"),
            sex: (try row.decode(forColumn: "sex") as String?).flatMap(Sex.init(rawValue:)),
            birthDate: (try row.decode(forColumn: "birthDate") as String?).flatMap(LocalDate.init(iso:)),
            heightCm: ValueRules.heightCm.kept(try row.decode(forColumn: "heightCm")),
            goalWeightKg: ValueRules.goalWeightKg.kept(try row.decode(forColumn: "goalWeightKg")),
            activityLevel: (try row.decode(forColumn: "activityLevel") as String?).flatMap(ActivityLevel.init(rawValue:)))
    }

    static func storeProfile(_ profile: Profile, in db: Database) throws {
        try profile.checkStoredValues()
        try db.execute(
            sql: """
                INSERT INTO profile (id, name, sex, birthDate, heightCm, goalWeightKg, activityLevel)
                VALUES (1, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, sex = excluded.sex, birthDate = excluded.birthDate,
                    heightCm = excluded.heightCm, goalWeightKg = excluded.goalWeightKg, activityLevel = excluded.activityLevel
                """,
            arguments: [
                profile.name, profile.sex?.rawValue, profile.birthDate?.iso, profile.heightCm,
                profile.goalWeightKg, profile.activityLevel?.rawValue,
            ])
    }

    /// Saves the profile, and with it (in the same transaction) the units and, from onboarding,
    /// the current weight as that day's weight.
    public func saveProfile(_ profile: Profile, preferences: Preferences? = nil, weighIn: (date: LocalDate, kg: Double)? = nil) throws {
        try write { db in
            try Self.storeProfile(profile, in: db)
            if let preferences { try Self.storePreferences(preferences, in: db) }
            if let weighIn { try Self.storeWeight(weighIn.kg, on: weighIn.date, in: db) }
        }
    }

    /// Saves the profile form against the profile and preferences it was opened with (`AppDatabase.merge`).
    public func saveProfile(_ edit: Edit<ProfileAndPreferences>, weighIn: (date: LocalDate, kg: Double)? = nil) throws {
        try write { db in
            let current = ProfileAndPreferences(profile: try Self.fetchProfile(db) ?? Profile(), preferences: try Self.fetchPreferences(db))
            let merged = try Self.merge(edit, current: current, fields: ProfileAndPreferences.mergeFields, subject: "Your profile")
            try Self.storeProfile(merged.profile, in: db)
            try Self.storePreferences(merged.preferences, in: db)
            if let weighIn { try Self.storeWeight(weighIn.kg, on: weighIn.date, in: db) }
        }
    }

    public func preferences() throws -> Preferences {
        try read { db in try Self.fetchPreferences(db) }
    }

    static func fetchPreferences(_ db: Database) throws -> Preferences {
        Preferences(
            weightUnit: try value(.weightUnit, in: db), heightUnit: try value(.heightUnit, in: db),
            firstWeekday: try value(.firstWeekday, in: db), pace: try value(.pace, in: db))
    }

    public func savePreferences(_ preferences: Preferences) throws {
        try write { db in try Self.storePreferences(preferences, in: db) }
    }

    static func storePreferences(_ preferences: Preferences, in db: Database) throws {
        let values = [
            ("units.weight", preferences.weightUnit.rawValue), ("units.height", preferences.heightUnit.rawValue),
            ("calendar.firstWeekday", String(preferences.firstWeekday)), ("diet.pace", preferences.pace.rawValue),
        ]
        for (key, value) in values {
            try db.execute(
                sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }
}
