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
    /// Kept as the values given: GRDB turns these into its arguments without the key path its
    /// `[DatabaseValue]` initialiser projects per value (2 % of an Apple Health import's time, measured with perf).
    private var pending: [(any DatabaseValueConvertible)?] = []
    /// The statement for a full batch, prepared on first use and run again for every full batch.
    private var fullBatch: Statement?

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
        pending.append(contentsOf: row)
        if pending.count == batchSize * columnCount { try flush() }
    }

    mutating func flush() throws {
        let rows = pending.count / columnCount
        guard rows > 0 else { return }
        let statement: Statement
        if rows == batchSize, let fullBatch {
            statement = fullBatch
        } else {
            statement = try db.makeStatement(sql: head + Array(repeating: placeholders, count: rows).joined(separator: ", "))
            if rows == batchSize { fullBatch = statement }
        }
        try statement.execute(arguments: StatementArguments(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
