import Foundation
import GRDB

/// Reads and writes of the diary's own tables for sync, by table and column names that come from
/// the sync catalogue (constants in the code, never from a file), with values in `SyncValue` form.
extension AppDatabase {
    /// Every row of `table` (or those `condition` picks): its key (the id or natural key, as text) and the columns' values.
    public static func syncLocalRows(
        of table: String, key: String, columns: [String], where condition: String? = nil, _ db: Database
    ) throws -> [(key: String, values: [String?])] {
        let list = ([key] + columns).map { "\"\($0)\"" }.joined(separator: ", ")
        return try Row.fetchAll(db.cachedStatement(sql: "SELECT \(list) FROM \"\(table)\"" + (condition.map { " WHERE " + $0 } ?? ""))).map { row in
            let key = SyncValue.encode(row[0] as DatabaseValue).map { String($0.dropFirst(2)) } ?? ""
            return (key, (1...columns.count).map { SyncValue.encode(row[$0] as DatabaseValue) })
        }
    }

    /// Updates the row `localKey` (when given and still there) or inserts one; returns the row's key.
    /// A natural key (`keyIsValue`) is written as the key column's value on insert.
    public static func syncWriteRow(
        of table: String, key: String, keyIsValue: Bool, localKey: String?, columns: [String], values: [String?], _ db: Database
    ) throws -> String {
        let decoded = try values.map(SyncValue.decode)
        if let localKey {
            let assignments = columns.map { "\"\($0)\" = ?" }.joined(separator: ", ")
            try db.cachedStatement(sql: "UPDATE \"\(table)\" SET \(assignments) WHERE \"\(key)\" = ?").execute(
                arguments: StatementArguments(decoded + [localKey.databaseValue]))
            if db.changesCount > 0 { return localKey }
        }
        var names = columns, arguments = decoded
        if keyIsValue, let localKey {
            names.append(key)
            arguments.append(localKey.databaseValue)
        }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        try db.cachedStatement(sql: "INSERT INTO \"\(table)\"(\(list)) VALUES (\(marks))").execute(arguments: StatementArguments(arguments))
        return keyIsValue ? (localKey ?? "") : String(db.lastInsertedRowID)
    }

    public static func syncDeleteRow(of table: String, key: String, localKey: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \"\(table)\" WHERE \"\(key)\" = ?").execute(arguments: [localKey])
    }

    /// Runs `body` in a savepoint: a record this version refuses (a CHECK, a name taken) is rolled
    /// back alone, and the rest of the sync goes on.
    public static func syncAttempt(_ db: Database, _ body: () throws -> Void) -> Bool {
        do {
            try db.inSavepoint {
                try body()
                return .commit
            }
            return true
        } catch {
            return false
        }
    }

    /// A food entry needs its day's row.
    public static func syncEnsureDay(_ date: String, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO day(date) VALUES (?)").execute(arguments: [date])
    }

    public static func syncRemoveDayIfEmpty(_ date: String, _ db: Database) throws {
        guard let day = LocalDate(iso: date) else { return }
        try removeIfEmpty(day, in: db)
    }

    /// Counts are sums: each counter's count is its start plus its changes, and each change's
    /// `countAfter` the running total in the synced order (the order of their global ids; changes
    /// not yet synced after them, by id), so every replica shows the same numbers. A daily or weekly
    /// restart goes back to the restart value whatever came before it, so two machines that both
    /// restarted a counter for the same day do not take it back twice.
    /// A count stops at ±Int64.max (`CountRules`): returns how many changes were stopped there.
    @discardableResult
    public static func syncRecount(counters: Set<Int64>, _ db: Database) throws -> Int {
        var stopped = 0
        for counter in counters.sorted() {
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT start, restartAt FROM counter WHERE id = ?"), arguments: [counter]) else {
                continue
            }
            let start: Int64 = row["start"]
            let restart: Int64 = row["restartAt"] ?? start
            var total = start
            let changes = try Row.fetchAll(
                db.cachedStatement(
                    sql:
                        "SELECT c.id, c.delta, c.countAfter, c.kind FROM counterChange c \(syncOrderJoin("counterChange", "c")) WHERE c.counterId = ? ORDER BY \(syncOrder("c"))"
                ),
                arguments: [counter])
            for change in changes {
                var delta: Int64 = change["delta"]
                if change["kind"] as String == "reset" {
                    delta = restart.subtractingReportingOverflow(total).overflow ? (restart > total ? Int64.max : Int64.min) : restart - total
                    total = restart
                } else if let sum = CountRules.adding(delta, to: total) {
                    total = sum
                } else {
                    total = CountRules.clampedAdding(delta, to: total)
                    stopped += 1
                }
                // Most already hold their place's totals (a change sent from here, counted last here, is usually last).
                guard delta != change["delta"] as Int64 || total != change["countAfter"] as Int64 else { continue }
                try db.cachedStatement(sql: "UPDATE counterChange SET delta = ?, countAfter = ? WHERE id = ?").execute(
                    arguments: [delta, total, change["id"] as Int64])
            }
            try db.cachedStatement(sql: "UPDATE counter SET count = ? WHERE id = ?").execute(arguments: [total, counter])
        }
        return stopped
    }

    public static func syncCounterOfChange(_ localKey: String, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT counterId FROM counterChange WHERE id = ?"), arguments: [localKey])
    }

    /// The join and order that list a table's rows alike on every replica (see `syncRecount`).
    static func syncOrderJoin(_ table: String, _ alias: String) -> String {
        "LEFT JOIN syncRecord s_\(alias) ON s_\(alias).tableName = '\(table)' AND s_\(alias).localKey = CAST(\(alias).id AS TEXT)"
    }

    /// A pad's finished counts' ids in the synced order (by id when never synced).
    static func padSessionIdsInSyncOrder(padId: Int64, _ db: Database) throws -> [Int64] {
        try Int64.fetchAll(
            db, sql: "SELECT p.id FROM padSession p \(syncOrderJoin("padSession", "p")) WHERE p.padId = ? ORDER BY \(syncOrder("p"))", arguments: [padId])
    }

    static func syncOrder(_ alias: String) -> String {
        "s_\(alias).globalId IS NULL, s_\(alias).globalId, \(alias).id"
    }
}
