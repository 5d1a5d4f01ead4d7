import GRDB

/// What a counter undo took back (for the status line: "a tap on Neutrophils (now 60)", "the new count
/// on Differential …"), and the counters it changed as they are now.
public struct UndoneCounterChange: Equatable, Sendable {
    public var summary: String
    public var counters: [Counter]
}

/// Counter undo, one step at a time. A pad's new count restarts every cell at once; its restart
/// changes are one step: taking back one cell alone would leave the kept count naming changes that
/// are gone, so whichever way undo reaches one of them (the pad, a counter, the command line) the
/// whole new count goes back, in one transaction.
extension AppDatabase {
    /// Takes back the counter's last change (repeatable) when this process made it. Returns nil when
    /// there is nothing to undo; refuses when the last change came from elsewhere (another window,
    /// the command line, an earlier run), which must not be taken back from here.
    /// With `fromAnywhere` (the command line, where the user names the counter to undo), the last
    /// change is taken back whichever window or run made it; never one received from another machine.
    @discardableResult
    public func undoLastChange(counterId: Int64, fromAnywhere: Bool = false) throws -> Counter? {
        try undoCounterChange(counterId: counterId, fromAnywhere: fromAnywhere)?.counters.first { $0.id == counterId }
    }

    /// `undoLastChange`, saying what was undone.
    @discardableResult
    public func undoCounterChange(counterId: Int64, fromAnywhere: Bool = false) throws -> UndoneCounterChange? {
        var undone: [Int64] = []
        let result = try write { db -> UndoneCounterChange? in
            guard let changeId = try Int64.fetchOne(db, sql: "SELECT max(id) FROM counterChange WHERE counterId = ?", arguments: [counterId]) else {
                return nil
            }
            if let count = try KeptPadCount.restarting(changeId, db) {
                undone = count.restartChanges
                return try undoNewCount(count, fromAnywhere: fromAnywhere, db)
            }
            undone = try Self.stepsOfOneMove(endingWith: changeId, db)
            return try undoOneChange(undone, fromAnywhere: fromAnywhere, db)
        }
        for id in undone { ownCounterChanges.forget(id) }
        return result
    }

    /// The pad's `u`: this window's latest change on the pad's counters, a key or a whole new count, found
    /// in the database, so it is there after leaving the pad or switching tabs. Nil when this window made none.
    @discardableResult
    public func undoPadChange(padId: Int64) throws -> UndoneCounterChange? {
        let own = ownCounterChanges.all
        guard !own.isEmpty else { return nil }
        let counterId = try read { db in
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT counterId FROM counterChange WHERE id IN (\(own.map(String.init).joined(separator: ",")))
                    AND counterId IN (SELECT counterId FROM padKey WHERE padId = ?) ORDER BY id DESC LIMIT 1
                    """, arguments: [padId])
        }
        guard let counterId else { return nil }
        return try undoCounterChange(counterId: counterId)
    }

    /// One change as the user made it: a single logged change, or the two steps of one set (newest first).
    private func undoOneChange(_ steps: [Int64], fromAnywhere: Bool, _ db: Database) throws -> UndoneCounterChange? {
        guard let changeId = steps.first,
            let row = try Row.fetchOne(db, sql: "SELECT counterId, delta, kind FROM counterChange WHERE id = ?", arguments: [changeId]),
            let counter = try Self.fetchCounter(row["counterId"], db)
        else { return nil }
        if let refusal = try Self.receivedChangeRefusal(changeId, counterName: counter.name, db) { throw refusal }
        guard fromAnywhere || steps.allSatisfy(ownCounterChanges.contains) else {
            throw InputError("Not undone: “\(counter.name)” was last changed outside this window.")
        }
        var after = counter
        for step in steps { after = try Self.takeBack(step, db) }
        let what = (row["kind"] as String?).flatMap(CounterChange.Kind.init(rawValue:)).map(Self.changeName) ?? "the last change of"
        return UndoneCounterChange(summary: "\(what) \(counter.name) (now \(after.count))", counters: [after])
    }

    private static func changeName(_ kind: CounterChange.Kind) -> String {
        switch kind {
        case .tap: return "a tap on"
        case .add: return "an amount added to"
        case .set: return "the count set on"
        case .reset: return "a restart of"
        }
    }

    /// Every cell of a new count back as it was, and the kept count forgotten; refused, with nothing
    /// written, when any cell changed since or (without `fromAnywhere`) the new count was another window's.
    func undoNewCount(_ count: KeptPadCount, fromAnywhere: Bool, _ db: Database) throws -> UndoneCounterChange {
        let what = "the new count on \(count.padName)"
        guard count.isLatestOfItsPad else { throw InputError("Not undone: a later count on \(count.padName) was kept since; take that back first.") }
        for id in count.restartChanges {
            guard let counterId = try Int64.fetchOne(db, sql: "SELECT counterId FROM counterChange WHERE id = ?", arguments: [id]) else {
                throw InputError("Not undone: part of \(what) was taken back elsewhere.")
            }
            guard fromAnywhere || ownCounterChanges.contains(id) else { throw InputError("Not undone: \(what) was made outside this window.") }
            guard try Int64.fetchOne(db, sql: "SELECT max(id) FROM counterChange WHERE counterId = ?", arguments: [counterId]) == id else {
                let name = try Self.fetchCounter(counterId, db)?.name ?? "a counter"
                throw InputError("Not undone: “\(name)” changed since \(what).")
            }
        }
        var counters: [Int64: Counter] = [:]
        for id in count.restartChanges.reversed() {
            let counter = try Self.takeBack(id, db)
            counters[counter.id] = counter
        }
        try db.execute(sql: "DELETE FROM padSession WHERE id = ?", arguments: [count.id])
        let back = counters.values.sorted { $0.id < $1.id }
        return UndoneCounterChange(summary: "\(what) (\(back.count) counter\(back.count == 1 ? "" : "s") back, total \(count.total))", counters: back)
    }

    /// The changes one set or restart was stored as, newest first. `move` stores a change wider than
    /// 64 bits (from near one end of the range to near the other) as two steps in one transaction:
    /// consecutive ids, the same kind and instant, the same direction, the first step saturated
    /// (Int64.max or Int64.min), and together too wide for one step (else it would be one change).
    /// Those two are one change to undo; anything else is undone alone.
    static func stepsOfOneMove(endingWith changeId: Int64, _ db: Database) throws -> [Int64] {
        let sql = """
            SELECT p.id, p.delta AS first, l.delta AS second FROM counterChange l JOIN counterChange p
            ON p.id = l.id - 1 AND p.counterId = l.counterId AND p.kind = l.kind AND p.at = l.at
            WHERE l.id = ? AND l.kind IN ('set', 'reset')
            """
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [changeId]),
            let first = row["first"] as Int64?, let second = row["second"] as Int64?
        else { return [changeId] }
        let saturated = first == Int64.max || first == Int64.min
        let sameWay = second != 0 && (first > 0) == (second > 0)
        guard saturated, sameWay, first.addingReportingOverflow(second).overflow else { return [changeId] }
        return [changeId, row["id"]]
    }

    /// Removes one logged change and takes its delta off the count.
    private static func takeBack(_ changeId: Int64, _ db: Database) throws -> Counter {
        guard let row = try Row.fetchOne(db, sql: "SELECT counterId, delta FROM counterChange WHERE id = ?", arguments: [changeId]),
            let counter = try fetchCounter(row["counterId"], db)
        else { throw InputError("That counter no longer exists.") }
        let (before, overflow) = counter.count.subtractingReportingOverflow(row["delta"])
        guard !overflow else { throw Self.overflow }
        try db.execute(sql: "DELETE FROM counterChange WHERE id = ?", arguments: [changeId])
        try db.execute(sql: "UPDATE counter SET count = ? WHERE id = ?", arguments: [before, counter.id])
        var after = counter
        after.count = before
        return after
    }
}
