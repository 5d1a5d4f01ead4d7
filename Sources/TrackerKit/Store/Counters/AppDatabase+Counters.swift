import Foundation
import GRDB

/// When a change happens: the instant, and the calendar day and week it counts for.
public struct CounterClock: Sendable {
    public var now: Date
    public var today: LocalDate
    /// ISO weekday the week starts on, for weekly resets.
    public var firstWeekday: Int

    public init(now: Date, today: LocalDate, firstWeekday: Int = 1) {
        self.now = now
        self.today = today
        self.firstWeekday = firstWeekday
    }
}

extension AppDatabase {
    static func counter(from row: Row) throws -> Counter {
        Counter(
            id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"), count: try row.decode(forColumn: "count"),
            start: try row.decode(forColumn: "start"), step: try row.decode(forColumn: "step"),
            createdAt: Timestamp.date(try row.decode(forColumn: "createdAt")) ?? Date(timeIntervalSince1970: 0), pinned: try row.decode(forColumn: "pinned"),
            goal: Self.allowedGoal(
                try row.decode(forColumn: "goal"), step: try row.decode(forColumn: "step"),
                start: try row.decode(forColumn: "restartAt") ?? row.decode(forColumn: "start")),
            resetPeriod: (try row.decode(forColumn: "resetPeriod") as String?).flatMap(ResetPeriod.init(rawValue:)),
            restartAt: try row.decode(forColumn: "restartAt"))
    }

    /// Pinned first, then newest first.
    public func counters() throws -> [Counter] {
        try read { db in try Row.fetchAll(db, sql: "SELECT * FROM counter ORDER BY pinned DESC, createdAt DESC, id DESC").map(Self.counter(from:)) }
    }

    public func counter(id: Int64) throws -> Counter? {
        try read { db in try Self.fetchCounter(id, db) }
    }

    static func fetchCounter(_ id: Int64, _ db: Database) throws -> Counter? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM counter WHERE id = ?"), arguments: [id]).map(counter(from:))
    }

    public func counter(named name: String) throws -> Counter? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM counter WHERE nameKey = ?", arguments: [NameKey.of(name)]).map(Self.counter(from:))
        }
    }

    /// A new counter; an empty name becomes "New Counter N". Names are unique ignoring case, so
    /// `tracker counter tap NAME` is never ambiguous.
    @discardableResult
    public func addCounter(name: String?, start: Int64 = 0, step: Int64 = 1, at clock: CounterClock) throws -> Counter {
        guard step != 0 else { throw InputError("A step cannot be 0.") }
        return try write { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM counter")
            let trimmed = name?.trimmingCharacters(in: .whitespaces) ?? ""
            let chosen = try Input.name(trimmed.isEmpty ? Counter.defaultName(existing: names) : trimmed, .counter).get()
            try Self.requireUniqueCounterName(chosen, except: nil, in: db)
            try db.execute(
                sql: "INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [chosen, NameKey.of(chosen), start, start, step, Timestamp.text(clock.now)])
            return Counter(
                id: db.lastInsertedRowID, name: chosen, count: start, start: start, step: step,
                createdAt: Timestamp.date(Timestamp.text(clock.now)) ?? clock.now, pinned: false)
        }
    }

    /// Adds `times` steps (negative: subtracts). One change in the log, committed before this returns.
    @discardableResult
    public func tap(counterId: Int64, times: Int64 = 1, at clock: CounterClock) throws -> Counter {
        try writeCounterChanges { db, inserted in
            guard let counter = try Self.fetchCounter(counterId, db) else { throw InputError("That counter no longer exists.") }
            try Self.rollOver(counter, at: clock, in: db, inserted: &inserted)
            let (delta, overflow) = counter.step.multipliedReportingOverflow(by: times)
            guard !overflow else { throw Self.overflow }
            return try Self.change(counterId, by: delta, kind: .tap, at: clock, in: db, inserted: &inserted)
        }
    }

    /// The seed's settings: rename, step, add an amount, set the count (set wins over add), plus goal and reset period.
    @discardableResult
    /// `restartAt` (nil: keep) is the count a daily or weekly restart goes back to.
    public func updateCounter(
        id: Int64, name: String, step: Int64, add: Int64?, set: Int64?, goal: Int64?,
        resetPeriod: ResetPeriod?, restartAt: Int64? = nil, at clock: CounterClock
    ) throws -> Counter {
        guard step != 0 else { throw InputError("A step cannot be 0.") }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw InputError("A counter needs a name.") }
        let trimmed = try Input.name(name, .counter).get()
        return try writeCounterChanges { db, inserted in
            guard var counter = try Self.fetchCounter(id, db) else { throw InputError("That counter no longer exists.") }
            let stored = counter
            counter.name = trimmed
            counter.step = step
            counter.goal = goal
            counter.resetPeriod = resetPeriod
            counter.restartAt = restartAt ?? counter.restartAt
            return try Self.storeSettings(counter, of: stored, add: add, set: set, at: clock, in: db, inserted: &inserted)
        }
    }

    /// Sets the count (the command line's `counter set`).
    @discardableResult
    public func setCount(counterId: Int64, to value: Int64, at clock: CounterClock) throws -> Counter {
        try writeCounterChanges { db, inserted in
            guard let counter = try Self.fetchCounter(counterId, db) else { throw InputError("That counter no longer exists.") }
            try Self.requireSettable(value)
            return try Self.move(counter, to: value, kind: .set, at: clock, in: db, inserted: &inserted)
        }
    }

    public func togglePin(counterId: Int64) throws {
        try write { db in try db.execute(sql: "UPDATE counter SET pinned = 1 - pinned WHERE id = ?", arguments: [counterId]) }
    }

    public func setPinned(counterId: Int64, _ pinned: Bool) throws {
        try write { db in try db.execute(sql: "UPDATE counter SET pinned = ? WHERE id = ?", arguments: [pinned, counterId]) }
    }

    /// Starts the count anew for counters whose daily or weekly period has ended; the history stays.
    public func rollOverCounters(at clock: CounterClock) throws {
        let due = try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM counter WHERE resetPeriod IS NOT NULL").map(Self.counter(from:))
                .filter { counter in
                    // A period the app does not know (a hand edit) reads as none: never rolled over.
                    guard let period = counter.resetPeriod else { return false }
                    let start = try String.fetchOne(db, sql: "SELECT periodStart FROM counter WHERE id = ?", arguments: [counter.id])
                    return start != Self.periodStart(period, clock: clock).iso
                }
        }
        guard !due.isEmpty else { return }
        try writeCounterChanges { db, inserted in
            for counter in due { try Self.rollOver(counter, at: clock, in: db, inserted: &inserted) }
        }
    }

    public func changes(counterId: Int64, limit: Int = 200) throws -> [CounterChange] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM counterChange WHERE counterId = ? ORDER BY id DESC LIMIT ?", arguments: [counterId, limit])
                .compactMap { row in
                    guard let at = Timestamp.date(try row.decode(forColumn: "at")), let date = LocalDate(iso: try row.decode(forColumn: "date")),
                        let kind = CounterChange.Kind(rawValue: try row.decode(forColumn: "kind"))
                    else { return nil }
                    return CounterChange(
                        id: try row.decode(forColumn: "id"), counterId: try row.decode(forColumn: "counterId"), at: at, date: date,
                        delta: try row.decode(forColumn: "delta"),
                        countAfter: try row.decode(forColumn: "countAfter"), kind: kind)
                }
        }
    }

    /// What was counted each day (resets left out), newest first. Summed in floating point so
    /// extreme counts cannot overflow the query; clamped to ±Int64.max (symmetric, so `abs` is safe).
    public func dailyTotals(counterId: Int64, limit: Int = 60) throws -> [(date: LocalDate, total: Int64)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT date, total(\(StoredNumberSQL.number("delta"))) AS total FROM counterChange WHERE counterId = ? AND kind != 'reset'
                    GROUP BY date ORDER BY date DESC LIMIT ?
                    """, arguments: [counterId, limit]
            ).compactMap { row in
                let clamped = Self.clampedTotal(try row.decode(forColumn: "total"))
                return LocalDate(iso: try row.decode(forColumn: "date")).map { ($0, clamped) }
            }
        }
    }

    /// A stored goal that breaks `CounterGoalRules` (a hand edit) reads as none.
    static func allowedGoal(_ goal: Int64?, step: Int64, start: Int64) -> Int64? {
        goal.flatMap { CounterGoalRules.allows($0, step: step, start: start) ? $0 : nil }
    }

    /// Targets are above 0; a stored one that is not (a hand edit) reads as none.
    static func positive(_ value: Int64?) -> Int64? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: The one way a count changes

    static let overflow = InputError("That would take the count past what a counter can hold (±9223372036854775807).")

    /// A count the user sets is within ±Int64.max, the range every message states (Int64.min is refused).
    static func requireSettable(_ count: Int64) throws {
        guard count != Int64.min else { throw Self.overflow }
    }

    /// A write that logs counter changes: their ids become this process's own (what undo may take
    /// back) only once the transaction has committed.
    func writeCounterChanges<T>(_ updates: (Database, inout [Int64]) throws -> T) throws -> T {
        var inserted: [Int64] = []
        let result = try write { db in
            inserted = []
            return try updates(db, &inserted)
        }
        ownCounterChanges.record(inserted)
        return result
    }

    static func change(
        _ id: Int64, by delta: Int64, kind: CounterChange.Kind, at clock: CounterClock, in db: Database,
        inserted: inout [Int64]
    ) throws -> Counter {
        guard let counter = try fetchCounter(id, db) else { throw InputError("That counter no longer exists.") }
        // The rule every other entry point (an import, a change received by sync) applies to a change's day (QA s11 S11-14).
        guard clock.today >= Input.earliestDate else {
            throw InputError("This machine's clock reads \(clock.today.iso), before 1900: set the clock right, then count again. Nothing was counted.")
        }
        guard let after = CountRules.adding(delta, to: counter.count) else { throw Self.overflow }
        try db.execute(sql: "UPDATE counter SET count = ? WHERE id = ?", arguments: [after, id])
        try db.execute(
            sql: "INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [id, Timestamp.text(clock.now), clock.today.iso, delta, after, kind.rawValue])
        inserted.append(db.lastInsertedRowID)
        var updated = counter
        updated.count = after
        return updated
    }

    /// Sets a count to `target` (a set or a restart) through as many logged changes as it takes for
    /// each to fit in 64 bits: at most two, as from one end of the range to the other is wider than
    /// any one change can be. So no stored count and start can make a restart overflow.
    static func move(
        _ counter: Counter, to target: Int64, kind: CounterChange.Kind, at clock: CounterClock, in db: Database,
        inserted: inout [Int64]
    ) throws -> Counter {
        var current = counter
        while current.count != target {
            let (difference, overflow) = target.subtractingReportingOverflow(current.count)
            let delta = overflow ? (target > current.count ? Int64.max : Int64.min) : difference
            current = try change(counter.id, by: delta, kind: kind, at: clock, in: db, inserted: &inserted)
        }
        return current
    }

    static func periodStart(_ period: ResetPeriod, clock: CounterClock) -> LocalDate {
        switch period {
        case .daily: return clock.today
        case .weekly: return clock.today.adding(days: -((clock.today.isoWeekday - clock.firstWeekday + 7) % 7))
        }
    }

    private static func rollOver(_ counter: Counter, at clock: CounterClock, in db: Database, inserted: inout [Int64]) throws {
        guard let period = counter.resetPeriod else { return }
        let current = periodStart(period, clock: clock).iso
        let stored = try String.fetchOne(db, sql: "SELECT periodStart FROM counter WHERE id = ?", arguments: [counter.id])
        guard stored != current else { return }
        if stored != nil && counter.count != counter.restartAt {
            _ = try move(counter, to: counter.restartAt, kind: .reset, at: clock, in: db, inserted: &inserted)
        }
        try db.execute(sql: "UPDATE counter SET periodStart = ? WHERE id = ?", arguments: [current, counter.id])
    }

    static func requireUniqueCounterName(_ name: String, except id: Int64?, in db: Database) throws {
        if let existing = try Row.fetchOne(db, sql: "SELECT id, name FROM counter WHERE nameKey = ?", arguments: [NameKey.of(name)]),
            (existing["id"] as Int64) != id
        {
            throw InputError("A counter named “\(existing.storedText("name"))” already exists.")
        }
    }
}
