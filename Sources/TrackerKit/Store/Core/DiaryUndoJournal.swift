import GRDB

/// The diary tables undo covers, and what "the row was not there before" means for each when undone.
enum UndoTable: String, CaseIterable, Sendable {
    // The order rows are restored in (parents first); absent rows are removed in the reverse order.
    case day, food, foodEntry

    var key: String { self == .day ? "date" : "id" }

    /// A row that one window's change created but another window's rows now use is kept (a day) or
    /// the undo is refused (a food), never removed with their rows.
    var children: (table: String, column: String)? {
        switch self {
        case .day: return ("foodEntry", "date")
        case .food: return ("foodEntry", "foodId")
        case .foodEntry: return nil
        }
    }
}

/// One row an undoable change touched: its columns as they were before and after (nil: absent).
struct RowChange: Sendable {
    let table: UndoTable
    let key: DatabaseValue
    let before: [DatabaseValue]?
    let after: [DatabaseValue]?
}

/// Records, on this process's own connection, every row of the diary tables a change touches: temporary
/// triggers copy the old and new rows into temporary tables while recording is on. Temporary objects
/// belong to the connection, so another window's or the command line's writes are never recorded.
/// Values are copied as SQLite stores them (no text round trip), so undo restores them exactly.
enum DiaryUndoJournal {
    /// GRDB caches the schema per connection, so asking once per row costs nothing after the first.
    static func columns(of table: UndoTable, in db: Database) throws -> [String] {
        try db.columns(in: table.rawValue, in: "main").map(\.name)
    }

    /// Creates the journal on first use. Inside the caller's transaction: a rollback undoes it too, and
    /// the next write creates it again.
    static func install(in db: Database) throws {
        guard try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM sqlite_temp_master WHERE name = 'diaryUndoRecording'")) == nil else { return }
        try db.execute(sql: "CREATE TEMP TABLE diaryUndoRecording(flag INTEGER)")
        for table in UndoTable.allCases {
            let columns = try columns(of: table, in: db)
            let journal = "diaryUndo_\(table.rawValue)"
            try db.execute(sql: "CREATE TEMP TABLE \(journal) AS SELECT '' AS image, * FROM main.\(table.rawValue) WHERE 0")
            func copy(_ image: String, _ row: String) -> String {
                "INSERT INTO \(journal) VALUES ('\(image)', \(columns.map { "\(row).\($0)" }.joined(separator: ", ")));"
            }
            let when = "WHEN EXISTS (SELECT 1 FROM diaryUndoRecording)"
            let name = "diaryUndo_\(table.rawValue)"
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER \(name)_insert AFTER INSERT ON main.\(table.rawValue) \(when) BEGIN \(copy("after", "NEW")) END;
                    CREATE TEMP TRIGGER \(name)_update AFTER UPDATE ON main.\(table.rawValue) \(when) BEGIN \(copy("before", "OLD")) \(copy("after", "NEW")) END;
                    CREATE TEMP TRIGGER \(name)_delete AFTER DELETE ON main.\(table.rawValue) \(when) BEGIN \(copy("before", "OLD")) END;
                    """)
        }
    }

    static func setRecording(_ on: Bool, in db: Database) throws {
        try db.cachedStatement(sql: on ? "INSERT INTO diaryUndoRecording VALUES (1)" : "DELETE FROM diaryUndoRecording").execute()
    }

    /// What the recorded writes changed, row by row (first image before, last image after), and empties the journal.
    static func collect(in db: Database) throws -> [RowChange] {
        var changes: [RowChange] = []
        for table in UndoTable.allCases {
            let journal = "diaryUndo_\(table.rawValue)"
            let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM \(journal) ORDER BY rowid"))
            guard !rows.isEmpty else { continue }
            try db.cachedStatement(sql: "DELETE FROM \(journal)").execute()
            var order: [DatabaseValue] = []
            var images: [DatabaseValue: [Row]] = [:]
            for row in rows {
                let key = row[table.key] as DatabaseValue
                if images[key] == nil { order.append(key) }
                images[key, default: []].append(row)
            }
            for key in order {
                guard let first = images[key]?.first, let last = images[key]?.last else { continue }
                let before = first["image"] == "before" ? Array(first.databaseValues.dropFirst()) : nil
                let after = last["image"] == "after" ? Array(last.databaseValues.dropFirst()) : nil
                if before != after { changes.append(RowChange(table: table, key: key, before: before, after: after)) }
            }
        }
        return changes
    }
}
