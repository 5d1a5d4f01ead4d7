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
            var currents: [[DatabaseValue]?] = []
            for change in step.rows {
                let current = try Self.currentValues(of: change.table, key: change.key, in: db)
                guard change.isUnchangedSince(current) else { throw InputError("Not undone: \(step.summary) was changed elsewhere since.") }
                currents.append(current)
            }
            let pairs = Array(zip(step.rows, currents))
            do {
                for table in UndoTable.allCases.reversed() {
                    for (change, current) in pairs where change.table == table && change.before == nil {
                        try Self.remove(change, current: current, in: db, summary: step.summary)
                    }
                }
                for table in UndoTable.allCases {
                    for (change, current) in pairs where change.table == table {
                        if let restored = change.restored(over: current) { try Self.restore(table, restored, in: db) }
                    }
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

    /// Removes a row the change created, unless rows made since by someone else use it. A day that
    /// another window gave a weight or memo since keeps those: only what this change set is cleared.
    private static func remove(_ change: RowChange, current: [DatabaseValue]?, in db: Database, summary: String) throws {
        let table = change.table
        let usedElsewhere =
            try table.children.map {
                try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \($0.table) WHERE \($0.column) = ?)"), arguments: [change.key])
                    == true
            } ?? false
        let changedSince = current != nil && current != change.after
        if usedElsewhere || changedSince {
            guard table == .day else { throw InputError("Not undone: entries made elsewhere since use it (\(summary)).") }
            let columns = try DiaryUndoJournal.columns(of: table, in: db)
            let cleared = change.changedColumns.filter { columns[$0] != table.key }.map { "\(columns[$0]) = NULL" }
            guard !cleared.isEmpty else { return }
            try db.execute(sql: "UPDATE day SET \(cleared.joined(separator: ", ")) WHERE date = ?", arguments: [change.key])
            return
        }
        try db.cachedStatement(sql: "DELETE FROM main.\(table.rawValue) WHERE \(table.key) = ?").execute(arguments: [change.key])
    }
}

extension RowChange {
    /// The columns this change set: those that differ between before and after; for a row it created, those it
    /// filled (a day's other columns belong to whoever fills them later); for a row it removed, all of them.
    var changedColumns: [Int] {
        switch (before, after) {
        case (let before?, let after?): return before.indices.filter { before[$0] != after[$0] }
        case (nil, let after?) where table == .day: return after.indices.filter { !after[$0].isNull }
        case (nil, let after?): return Array(after.indices)
        case (let before?, nil): return Array(before.indices)
        case (nil, nil): return []
        }
    }

    /// Whether what this change set is still as it left it: a step is refused only when *its* columns were changed since.
    func isUnchangedSince(_ current: [DatabaseValue]?) -> Bool {
        guard let after else { return current == nil }
        guard let current, current.count == after.count else { return false }
        return changedColumns.allSatisfy { current[$0] == after[$0] }
    }

    /// The row to write back: the current row with this change's columns as they were before (nil: nothing to write).
    func restored(over current: [DatabaseValue]?) -> [DatabaseValue]? {
        guard let before else { return nil }
        guard var merged = current, merged.count == before.count else { return before }
        for index in changedColumns { merged[index] = before[index] }
        return merged
    }
}
