import GRDB

/// What `undo` did.
public enum UndoResult: Equatable, Sendable {
    /// Nothing of this window's left to undo.
    case nothing
    /// The change named was taken back.
    case undone(String)
}

extension AppDatabase {
    /// A diary write that can be undone: one transaction that also records, in itself, the rows it
    /// changed (`DiaryUndoJournal`). The step joins this process's undo stack only once committed.
    /// `summary` names the change for the status line ("the weight of Tue 24 Nov").
    @discardableResult
    func undoableWrite<T>(_ summary: String, _ updates: (Database) throws -> T) throws -> T {
        var rows: [RowChange] = []
        let value = try write { db -> T in
            try DiaryUndoJournal.install(in: db)
            try DiaryUndoJournal.setRecording(true, in: db)
            let value: T
            do {
                value = try updates(db)
            } catch {
                try? DiaryUndoJournal.setRecording(false, in: db)
                throw error
            }
            try DiaryUndoJournal.setRecording(false, in: db)
            rows = try DiaryUndoJournal.collect(in: db)
            return value
        }
        diaryUndo.push(DiaryUndoStep(summary: summary, rows: rows))
        return value
    }

    /// How many changes `undo` can take back.
    public var undoDepth: Int { diaryUndo.count }

    /// Takes back this window's latest diary change, in one transaction. When a row it touched was changed
    /// since (by another window, the command line or an import), nothing is written and the step is dropped:
    /// the error says so. When the write itself fails (a full disk, a lock held too long), the step stays to try again.
    public func undo() throws -> UndoResult {
        guard let step = diaryUndo.pop() else { return .nothing }
        do {
            try apply(step)
        } catch let conflict as InputError {
            throw conflict
        } catch {
            diaryUndo.push(step)
            throw error
        }
        return .undone(step.summary)
    }

    private func apply(_ step: DiaryUndoStep) throws {
        try write { db in
            for change in step.rows {
                let current = try Self.currentValues(of: change.table, key: change.key, in: db)
                guard current == change.after else { throw InputError("Not undone: \(step.summary) was changed elsewhere since.") }
            }
            do {
                for table in UndoTable.allCases.reversed() {
                    for change in step.rows where change.table == table && change.before == nil { try Self.remove(change, in: db, summary: step.summary) }
                }
                for table in UndoTable.allCases {
                    for change in step.rows where change.table == table { if let before = change.before { try Self.restore(table, before, in: db) } }
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw InputError("Not undone: \(step.summary) needs what was changed elsewhere since.")
            }
        }
    }

    private static func currentValues(of table: UndoTable, key: DatabaseValue, in db: Database) throws -> [DatabaseValue]? {
        let statement = try db.cachedStatement(sql: "SELECT * FROM main.\(table.rawValue) WHERE \(table.key) = ?")
        return try Row.fetchOne(statement, arguments: [key]).map { Array($0.databaseValues) }
    }

    private static func restore(_ table: UndoTable, _ values: [DatabaseValue], in db: Database) throws {
        let columns = try DiaryUndoJournal.columns(of: table, in: db)
        let updates = columns.filter { $0 != table.key }.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        try db.cachedStatement(
            sql: """
                INSERT INTO main.\(table.rawValue)(\(columns.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: columns.count)))
                ON CONFLICT(\(table.key)) DO UPDATE SET \(updates)
                """
        ).execute(arguments: StatementArguments(values))
    }

    /// Removes a row the change created, unless rows made since by someone else use it.
    private static func remove(_ change: RowChange, in db: Database, summary: String) throws {
        let table = change.table
        if let children = table.children,
            try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(children.table) WHERE \(children.column) = ?)"), arguments: [change.key])
                == true
        {
            guard table == .day else { throw InputError("Not undone: entries made elsewhere since use it (\(summary)).") }
            let columns = try DiaryUndoJournal.columns(of: table, in: db).filter { $0 != table.key }
            try db.execute(sql: "UPDATE day SET \(columns.map { "\($0) = NULL" }.joined(separator: ", ")) WHERE date = ?", arguments: [change.key])
            return
        }
        try db.cachedStatement(sql: "DELETE FROM main.\(table.rawValue) WHERE \(table.key) = ?").execute(arguments: [change.key])
    }
}
