extension ExportDocument.CounterJSON {
    /// The counter as the import takes it back. A hand edit can leave a count that its start and
    /// changes do not add up to (a delta typed as text reads as absent) or a step of 0; the export
    /// keeps the count as shown and the changes, and writes the start they add up from and a step of 1.
    func restorable() -> ExportDocument.CounterJSON {
        var counter = self
        if counter.step == 0 { counter.step = 1 }
        let changed = changes.reduce(Int64(0)) { $0 &+ $1.delta }
        if counter.start &+ changed != counter.count {
            counter.start = counter.count &- changed
            counter.goal = AppDatabase.allowedGoal(goal, step: counter.step, start: counter.restartAt ?? counter.start)
        }
        return counter
    }
}
