import GRDB

extension NameKey {
    /// `nameKeyOf(text)` in SQL: the same key for text kept by name (the workout log's exercises), so
    /// it groups and joins as the app compares names. SQLite's `lower` folds only ASCII.
    static let sqlFunction = DatabaseFunction("nameKeyOf", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(NameKey.of)
    }
}
