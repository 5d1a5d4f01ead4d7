import GRDB

extension AppDatabase {
    /// One entry by its id (what `tracker entry list` shows), with its food as the day shows it.
    public func entry(id: Int64) throws -> FoodEntry? {
        try read { db in
            guard let date = try String.fetchOne(db, sql: "SELECT date FROM foodEntry WHERE id = ?", arguments: [id]).flatMap(LocalDate.init(iso:)) else {
                return nil
            }
            return try Self.fetchEntries(on: date, in: db).first { $0.id == id }
        }
    }

    /// Adds `text` as a new line under the day's memo, read and written in one transaction.
    public func appendMemo(_ text: String, on date: LocalDate) throws {
        guard let added = try Input.memo(text).get() else { return }
        try write { db in
            let existing = try String.fetchOne(db, sql: "SELECT memo FROM day WHERE date = ?", arguments: [date.iso])
            let combined = [existing, added].compactMap { $0 }.joined(separator: "\n")
            guard let memo = try Input.memo(combined).get() else { return }
            try db.execute(
                sql: "INSERT INTO day(date, memo) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET memo = excluded.memo",
                arguments: [date.iso, memo])
        }
    }
}
