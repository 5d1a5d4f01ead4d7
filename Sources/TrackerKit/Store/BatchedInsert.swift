import GRDB

/// Inserts many rows into one table with one statement per batch of rows (`VALUES (…), (…), …`):
/// each statement run costs GRDB and SQLite a fixed overhead, so an import's tens of thousands of
/// heart-rate samples go in as a few hundred statements. Rows keep their order; call `flush()` last.
struct BatchedInsert {
    private let db: Database
    private let head: String
    private let placeholders: String
    private let columnCount: Int
    private let batchSize: Int
    private var pending: [DatabaseValueConvertible?] = []

    init(_ db: Database, table: String, columns: [String], batchSize: Int = 256) {
        self.db = db
        head = "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES "
        placeholders = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        columnCount = columns.count
        self.batchSize = batchSize
        pending.reserveCapacity(batchSize * columns.count)
    }

    mutating func append(_ row: [DatabaseValueConvertible?]) throws {
        precondition(row.count == columnCount, "a row of \(row.count) values for \(columnCount) columns")
        pending += row
        if pending.count == batchSize * columnCount { try flush() }
    }

    mutating func flush() throws {
        let rows = pending.count / columnCount
        guard rows > 0 else { return }
        let sql = head + Array(repeating: placeholders, count: rows).joined(separator: ", ")
        // A full batch reuses one prepared statement; the last, shorter one is prepared once.
        let statement = rows == batchSize ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
        try statement.execute(arguments: StatementArguments(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
