import Foundation
import GRDB

extension Counter {
    /// The fields the counter's settings form edits (the count itself changes by taps, kept apart).
    public static let mergeFields: [MergeField<Counter>] = [
        MergeField("name", \.name) { "“\(MergeField<Counter>.quoted($0))”" },
        MergeField("step", \.step) { "\($0)" },
        MergeField("goal", \.goal) { $0.map { "\($0)" } ?? "none" },
        MergeField("restart", \.resetPeriod) { $0?.rawValue ?? "never" },
        MergeField("restart value", \.restartAt) { "\($0)" },
    ]
}

/// The counter settings form's save.
extension AppDatabase {
    /// Saves the settings form as the user left it against the counter it was opened with
    /// (`AppDatabase.merge`): a setting changed elsewhere since and not in the form is kept.
    @discardableResult
    public func updateCounter(_ edit: Edit<Counter>, add: Int64?, set: Int64?, at clock: CounterClock) throws -> Counter {
        guard edit.mine.step != 0 else { throw InputError("A step cannot be 0.") }
        guard !edit.mine.name.trimmingCharacters(in: .whitespaces).isEmpty else { throw InputError("A counter needs a name.") }
        var checked = edit
        checked.mine.name = try Input.name(edit.mine.name, .counter).get()
        return try writeCounterChanges { db, inserted in
            let current = try Self.fetchCounter(edit.opened.id, db)
            let settings = try Self.merge(checked, current: current, fields: Counter.mergeFields, subject: "“\(MergeField<Counter>.quoted(edit.opened.name))”")
            return try Self.storeSettings(settings, of: current ?? settings, add: add, set: set, at: clock, in: db, inserted: &inserted)
        }
    }

    /// Writes a counter's name, step, goal, restart period and value (`settings`) over `stored`, then
    /// adds `add` or sets the count to `set`.
    static func storeSettings(
        _ settings: Counter, of stored: Counter, add: Int64?, set: Int64?, at clock: CounterClock, in db: Database, inserted: inout [Int64]
    ) throws -> Counter {
        let id = stored.id
        if let goal = settings.goal, !CounterGoalRules.allows(goal, step: settings.step, start: settings.restartAt) {
            throw InputError(CounterGoalRules.refusal(step: settings.step, start: settings.restartAt))
        }
        try requireUniqueCounterName(settings.name, except: id, in: db)
        try db.execute(
            sql: "UPDATE counter SET restartAt = ? WHERE id = ?", arguments: [settings.restartAt == stored.start ? nil : settings.restartAt, id])
        let periodStart = settings.resetPeriod.map { Self.periodStart($0, clock: clock).iso }
        try db.execute(
            sql: """
                UPDATE counter SET name = ?, nameKey = ?, step = ?, goal = ?, resetPeriod = ?,
                    periodStart = CASE WHEN resetPeriod IS ? THEN periodStart ELSE ? END
                WHERE id = ?
                """,
            arguments: [
                settings.name, NameKey.of(settings.name), settings.step, settings.goal, settings.resetPeriod?.rawValue, settings.resetPeriod?.rawValue,
                periodStart, id,
            ])
        if let set {
            try requireSettable(set)
            _ = try move(stored, to: set, kind: .set, at: clock, in: db, inserted: &inserted)
        } else if let add, add != 0 {
            _ = try change(id, by: add, kind: .add, at: clock, in: db, inserted: &inserted)
        }
        return try fetchCounter(id, db)!
    }
}
