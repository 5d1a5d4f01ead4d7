import GRDB

/// The Settings form's save.
extension AppDatabase {
    /// Saves the Settings form against the values it was opened with (`userSettings()`, by key), in one
    /// transaction: only the settings the user changed are written, so one set elsewhere meanwhile
    /// (`tracker settings set`, another window) stays, and one both changed is refused (`AppDatabase.merge`).
    public func setUserSettings(_ values: [(key: String, text: String)], opened: [String: String]) throws {
        var mine = Self.settingsInForce(opened)
        for (key, text) in values {
            guard let definition = SettingsCatalog.definition(key) else { throw InputError("Unknown setting “\(key)”.") }
            mine[key] = try definition.normalize(text).get()
        }
        let edit = Edit(opened: Self.settingsInForce(opened), mine: mine)
        try write { db in
            let stored = try Dictionary(
                Row.fetchAll(db, sql: "SELECT key, value FROM setting").map { (try $0.decode(forColumn: "key") as String, $0.storedText("value")) },
                uniquingKeysWith: { first, _ in first })
            let current = Self.settingsInForce(stored)
            let merged = try Self.merge(edit, current: current, fields: Self.settingFields, subject: "A setting")
            for definition in SettingsCatalog.all where merged[definition.key] != current[definition.key] {
                try db.execute(
                    sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [definition.key, merged[definition.key]])
            }
        }
    }

    /// Each catalogued setting's value as its rule reads it: a value never set, or one its rule refuses, is the default.
    private static func settingsInForce(_ values: [String: String]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: SettingsCatalog.all.map { definition in
                let normalized = { (text: String) in try? definition.normalize(text).get() }
                return (definition.key, values[definition.key].flatMap(normalized) ?? normalized(definition.defaultValue) ?? definition.defaultValue)
            })
    }

    private static let settingFields: [MergeField<[String: String]>] = SettingsCatalog.all.map { definition in
        MergeField(definition.label, \.[definition.key]) { "“\(MergeField<String>.quoted($0.map(definition.shown)))”" }
    }
}
