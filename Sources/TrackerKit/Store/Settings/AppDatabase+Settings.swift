import GRDB

/// User settings as text values under dotted keys (`log.firstWeekday`, `workout.seconds`).
extension AppDatabase {
    public func setting(_ key: String) throws -> String? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
    }

    public func setSetting(_ key: String, to value: String) throws {
        try write { db in
            try db.execute(
                sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }

    public func allSettings() throws -> [String: String] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM setting")
            return Dictionary(
                try rows.map { (try $0.decode(forColumn: "key") as String, try $0.decode(forColumn: "value") as String) },
                uniquingKeysWith: { first, _ in first })
        }
    }
}
