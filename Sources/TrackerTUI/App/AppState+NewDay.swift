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
        let restarted = restartPeriodCounters()
        let moved = screens.indices.compactMap { screens[$0].followNewDay(from: previousDay, context: context) }
        for index in screens.indices where index != tab.rawValue { screens[index].reload(context: context) }
        reloadCurrent()
        if restarted != nil || !moved.isEmpty { message = .info(([restarted ?? "New day."] + moved).joined(separator: " ")) }
        return true
    }

    /// Restarts the counters whose period ended; says which, with the count each restarted at.
    private func restartPeriodCounters() -> String? {
        let database = context.database
        guard !database.isReadOnly else { return nil }
        let firstWeekday = (try? database.preferences().firstWeekday) ?? 1
        let clock = CounterClock(now: context.clock.now(), today: context.today, firstWeekday: firstWeekday)
        guard let before = try? database.counters().filter({ $0.resetPeriod != nil }), !before.isEmpty,
            (try? database.rollOverCounters(at: clock)) != nil, let after = try? database.counters()
        else { return nil }
        let restarted = after.filter { counter in before.contains { $0.id == counter.id && $0.count != counter.count } }
        guard !restarted.isEmpty else { return nil }
        let names = restarted.prefix(3).map { "\($0.name) restarted at \($0.count)" }.joined(separator: ", ")
        return "New day: \(names)\(restarted.count > 3 ? " and \(restarted.count - 3) more" : "")."
    }
}
