import TrackerKit

/// Midnight without a key: what shows "today" (the welcome page, the Log's today, daily counters)
/// is redrawn, and daily or weekly counters restart before the next tap rather than with it.
extension AppState {
    /// Called on every wake of the loop (at least once a second). Returns whether the day changed.
    @discardableResult
    mutating func reloadIfNewDay() -> Bool {
        let today = context.today
        guard today != shownDay else { return false }
        let previousDay = shownDay
        shownDay = today
        let (restarted, moved) = AppScope.with(config, loadFailures) {
            let restarted = restartPeriodCounters()
            let moved = screens.indices.compactMap { screens[$0].followNewDay(from: previousDay, context: context) }
            for index in screens.indices where index != tab.rawValue { screens[index].reload(context: context) }
            return (restarted, moved)
        }
        // A restart that failed is said as the Counters tab says it, not covered by "New day.".
        let failure = loadFailures.take()
        reloadCurrent()
        if let failure {
            message = .error(failure)
        } else if restarted != nil || !moved.isEmpty {
            message = .info(([restarted ?? "New day."] + moved).joined(separator: " "))
        }
        return true
    }

    /// Restarts the counters whose period ended; says which, with the count each restarted at. A read or write that
    /// fails is recorded like any screen's (`loaded`, `attempted`), not dropped.
    private func restartPeriodCounters() -> String? {
        let database = context.database
        guard !database.isReadOnly else { return nil }
        let firstWeekday = loaded(1) { try database.preferences().firstWeekday }
        let clock = CounterClock(now: context.clock.now(), today: context.today, firstWeekday: firstWeekday)
        let before = loaded([]) { try database.counters() }.filter { $0.resetPeriod != nil }
        guard !before.isEmpty, attempted({ try database.rollOverCounters(at: clock) }) else { return nil }
        let after = loaded(before) { try database.counters() }
        let restarted = after.filter { counter in before.contains { $0.id == counter.id && $0.count != counter.count } }
        guard !restarted.isEmpty else { return nil }
        let names = restarted.prefix(3).map { "\($0.name) restarted at \($0.count)" }.joined(separator: ", ")
        return "New day: \(names)\(restarted.count > 3 ? " and \(restarted.count - 3) more" : "")."
    }
}
