import Foundation
import GRDB

/// A counter this window deleted, kept so `u` on the Counters list brings it back: its row, its whole log and its
/// cells on pads, as SQLite stored them (no text round trip), under their old ids.
struct DeletedCounter: Sendable {
    struct Rows: Sendable {
        let table: String
        let columns: [String]
        let rows: [[DatabaseValue]]
    }

    let id: Int64
    let name: String
    let nameKey: String
    /// Parents first: the counter, its changes, its pad keys.
    let tables: [Rows]

    static func read(_ id: Int64, _ db: Database) throws -> DeletedCounter? {
        guard let row = try Row.fetchOne(db, sql: "SELECT name, nameKey FROM counter WHERE id = ?", arguments: [id]) else { return nil }
        let tables = try [("counter", "id"), ("counterChange", "counterId"), ("padKey", "counterId")].map { table, column in
            let columns = try db.columns(in: table, in: "main").map(\.name)
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM main.\(table) WHERE \(column) = ? ORDER BY rowid", arguments: [id])
            return Rows(table: table, columns: columns, rows: rows.map { Array($0.databaseValues) })
        }
        return DeletedCounter(id: id, name: row["name"], nameKey: row["nameKey"], tables: tables)
    }
}

/// The counters this process deleted, newest last.
final class DeletedCounterStack: @unchecked Sendable {
    static let depth = 20
    private let lock = NSLock()
    private var kept: [DeletedCounter] = []

    func push(_ counter: DeletedCounter) {
        lock.lock(); defer { lock.unlock() }
        kept.append(counter)
        if kept.count > Self.depth { kept.removeFirst(kept.count - Self.depth) }
    }

    func pop() -> DeletedCounter? {
        lock.lock(); defer { lock.unlock() }
        return kept.popLast()
    }
}

extension AppDatabase {
    /// Deletes the counter with its log and its pad cells, in one transaction; this window can take it back
    /// (`undoCounterDelete`).
    public func deleteCounter(id: Int64) throws {
        let kept = try write { db -> DeletedCounter? in
            let kept = try DeletedCounter.read(id, db)
            try db.execute(sql: "DELETE FROM counter WHERE id = ?", arguments: [id])
            return kept
        }
        if let kept { deletedCounters.push(kept) }
    }

    /// Brings back the counter this window deleted last, with its log and the pad cells whose pad and key are still
    /// free, in one transaction; returns its name, or nil when this window deleted none. Refused, and forgotten, when
    /// a counter of that name was made since; kept to try again when the write itself fails.
    public func undoCounterDelete() throws -> String? {
        guard let kept = deletedCounters.pop() else { return nil }
        do {
            try write { db in try Self.restore(kept, db) }
        } catch let refusal as InputError {
            throw refusal
        } catch {
            deletedCounters.push(kept)
            throw error
        }
        return kept.name
    }

    private static func restore(_ kept: DeletedCounter, _ db: Database) throws {
        let taken = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM counter WHERE id = ? OR nameKey = ?)", arguments: [kept.id, kept.nameKey])
        guard taken != true else { throw InputError("Not undone: a counter named “\(kept.name)” was made since.") }
        for table in kept.tables {
            let sql = "INSERT INTO main.\(table.table)(\(table.columns.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: table.columns.count)))"
            for values in table.rows {
                if table.table == "padKey", try !padCellIsFree(table.columns, values, db) { continue }
                try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(values))
            }
        }
    }

    /// A pad cell comes back only while its pad exists and no other counter took its key.
    private static func padCellIsFree(_ columns: [String], _ values: [DatabaseValue], _ db: Database) throws -> Bool {
        guard let pad = columns.firstIndex(of: "padId"), let key = columns.firstIndex(of: "key") else { return false }
        let sql = "SELECT EXISTS (SELECT 1 FROM pad WHERE id = ?1) AND NOT EXISTS (SELECT 1 FROM padKey WHERE padId = ?1 AND key = ?2)"
        return try Bool.fetchOne(db, sql: sql, arguments: [values[pad], values[key]]) == true
    }
}
