import GRDB
import GRDBSQLite

/// One value of a batched row: the types an import's child rows hold.
enum BatchValue: Equatable {
    case integer(Int64)
    case real(Double)
    case null

    init(_ value: Int64) { self = .integer(value) }
    init(_ value: Double) { self = .real(value) }
    init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
}

/// Inserts many rows into one table with one statement per batch of rows (`VALUES (…), (…), …`):
/// each statement run costs GRDB and SQLite a fixed overhead, so an import's tens of thousands of
/// heart-rate samples go in as a few hundred statements. Rows keep their order; call `flush()` last.
/// The values are bound straight to SQLite's statement: GRDB's arguments box each value and convert it
/// again (a third of the time after the parse in an Apple Health import of 50,000 samples, measured with perf).
struct BatchedInsert {
    private let db: Database
    private let head: String
    private let placeholders: String
    private let columnCount: Int
    private let batchSize: Int
    private var pending: [BatchValue] = []
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

    mutating func append(_ row: BatchValue...) throws {
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
        // GRDB resets the statement and takes its bindings as set; execute() then runs it with GRDB's own checks.
        statement.setUncheckedArguments(StatementArguments())
        let sqlite = statement.sqliteStatement
        for (index, value) in pending.enumerated() {
            let position = Int32(index + 1)
            let code: Int32
            switch value {
            case .integer(let integer): code = sqlite3_bind_int64(sqlite, position, integer)
            case .real(let real): code = sqlite3_bind_double(sqlite, position, real)
            case .null: code = sqlite3_bind_null(sqlite, position)
            }
            guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql) }
        }
        try statement.execute()
        pending.removeAll(keepingCapacity: true)
    }
}
