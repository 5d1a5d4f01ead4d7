import Foundation
import GRDB

/// Child rows carried inside their parent's sync record (a swim's laps, a pad's keys), by table and
/// column names from the sync catalogue (constants in the code, never from a file).
extension AppDatabase {
    /// Each parent's child rows in `order`, every column's value in `SyncValue` form; with `journaledAs`,
    /// only the children of the parents the change journal names under that table.
    public static func syncChildRows(
        of table: String, parent: String, columns: [String], order: String, journaledAs: String?, _ db: Database
    ) throws -> [String: [[String?]]] {
        let list = ([parent] + columns).map { "\"\($0)\"" }.joined(separator: ", ")
        let condition = journaledAs.map { " WHERE CAST(\"\(parent)\" AS TEXT) IN (SELECT localKey FROM syncJournal WHERE tableName = '\($0)')" } ?? ""
        var rows: [String: [[String?]]] = [:]
        let cursor = try Row.fetchCursor(db.cachedStatement(sql: "SELECT \(list) FROM \"\(table)\"\(condition) ORDER BY \"\(parent)\", \(order)"))
        while let row = try cursor.next() {
            let key = SyncValue.encode(row[0] as DatabaseValue).map { String($0.dropFirst(2)) } ?? ""
            rows[key, default: []].append((1...columns.count).map { SyncValue.encode(row[$0] as DatabaseValue) })
        }
        return rows
    }

    /// Replaces the parent's child rows with `rows` (values in `SyncValue` form, in order).
    public static func syncWriteChildren(of table: String, parent: String, columns: [String], parentKey: String, rows: [[String?]], _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \"\(table)\" WHERE \"\(parent)\" = ?").execute(arguments: [parentKey])
        guard !rows.isEmpty else { return }
        let list = ([parent] + columns).map { "\"\($0)\"" }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        let insert = try db.cachedStatement(sql: "INSERT INTO \"\(table)\"(\(list)) VALUES (\(marks))")
        for row in rows where row.count == columns.count {
            try insert.execute(arguments: StatementArguments([parentKey.databaseValue] + (try row.map(SyncValue.decode))))
        }
    }
}
