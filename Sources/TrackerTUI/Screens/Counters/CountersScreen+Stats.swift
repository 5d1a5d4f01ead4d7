import TrackerKit

/// The statistics view's keys and clicks (`s` on the list or a counter's page).
extension CountersScreen {
    mutating func openStats(context: ScreenContext) -> [Effect] {
        var fromPage = false
        var chosen = selectedCounter
        if case .counter(let id) = mode {
            fromPage = true
            chosen = counter(id)
        }
        guard let counter = chosen else { return [.message(.info("No counters yet: press a to make one."))] }
        mode = .stats(
            CounterStatsView(counter: counter, fromCounterPage: fromPage, database: context.database, firstWeekday: firstWeekday, today: context.today))
        return []
    }

    mutating func handleStats(_ key: Key, view: inout CounterStatsView, context: ScreenContext) -> [Effect] {
        let count = view.series.stats.count
        if case .mouse(let event) = key {
            _ = view.chart.handle(event, count: count, in: CounterStatsView.chartArea(in: context.contentArea))
            return []
        }
        switch PeriodChart.keys.command(for: key) {
        case .pan(let delta): view.chart.pan(by: delta, count: count)
        case .toggle:
            view.chart.toggle()
            if let counter = counter(view.counterId) { view.load(counter, database: context.database, firstWeekday: firstWeekday, today: context.today) }
        case .back: mode = view.fromCounterPage ? .counter(view.counterId) : .list
        case nil: break
        }
        return []
    }
}
