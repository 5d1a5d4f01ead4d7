import Foundation
import TrackerKit

/// The history's statistics (`s`): exercises done per week or month, stacked per exercise, with the
/// total and average per period: the numbers of `tracker workout stats`.
struct WorkoutStatsView: Equatable {
    var chart = PeriodChart()
    var series = PeriodSeries([], by: .week, firstWeekday: 1, through: LocalDate(daysSinceEpoch: 0))
    var exercisesByStart: [LocalDate: [ExercisePeriodCount]] = [:]
    /// Every exercise named in the statistics, in the order the history first names it.
    var names: [String] = []
    var firstWeekday = 1

    mutating func load(_ database: AppDatabase, today: LocalDate) {
        firstWeekday = loaded(1) { try database.preferences().firstWeekday }
        let periods = loaded([]) { try database.workoutPeriodStats(by: chart.period, firstWeekday: firstWeekday) }
        series = PeriodSeries(periods.map(\.stat), by: chart.period, firstWeekday: firstWeekday, through: today)
        exercisesByStart = Dictionary(periods.map { ($0.stat.start, $0.exercises) }, uniquingKeysWith: { first, _ in first })
        names = []
        for name in periods.reversed().flatMap({ $0.exercises.map(\.name) }) where !names.contains(name) { names.append(name) }
        chart.pan(by: 0, count: series.stats.count)
    }

    var chosen: PeriodStat? { series.stats.isEmpty ? nil : series.stats[chart.selected(count: series.stats.count)] }

    /// `Squat 8 · Step Up 6 · …`: the chosen period's exercises, wrapped in at most a quarter of the panel.
    func chosenLines(in inner: Rect) -> [String] {
        let done = chosen.map { (exercisesByStart[$0.start] ?? []).map { "\($0.name) \($0.count)" }.joined(separator: " · ") } ?? ""
        return TextWidth.wrap(done, width: inner.width, maxLines: max(1, inner.height / 4 - 1))
    }

    /// The chart leaves a row for the title, then the legend, the chosen period and its exercises.
    func chartArea(in inner: Rect) -> Rect {
        Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: max(0, inner.height - 3 - chosenLines(in: inner).count))
    }

    /// Returns the view after `key`, or nil when Esc goes back to the history.
    mutating func handle(_ key: Key, database: AppDatabase, today: LocalDate, inner: Rect) -> Bool {
        let count = series.stats.count
        if case .mouse(let event) = key {
            _ = chart.handle(event, count: count, in: chartArea(in: inner))
            return true
        }
        switch PeriodChart.keys.command(for: key) {
        case .pan(let delta): chart.pan(by: delta, count: count)
        case .toggle:
            chart.toggle()
            load(database, today: today)
        case .back: return false
        case nil: break
        }
        return true
    }

    func draw(in inner: Rect, history: WorkoutHistoryView, into buffer: inout Buffer) {
        let unit = chart.period.rawValue
        guard !series.stats.isEmpty else {
            buffer.put("Exercises per \(unit)", x: inner.x, y: inner.y, style: .title, clip: inner)
            EmptyState.draw(
                title: "No exercises yet",
                lines: ["Do one: Enter on the Workout tab starts one, or a in the history adds a past day.", "Esc goes back to the history."],
                in: Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: max(0, inner.height - 1)), into: &buffer)
            return
        }
        let glyphs = buffer.glyphs
        let bars = series.stats.map { stat in
            VerticalBarChart.Bar(
                label: chart.label(stat.start),
                segments: (exercisesByStart[stat.start] ?? []).map { done in
                    .init(value: Double(done.count), style: history.style(for: done.name), fill: history.fill(for: done.name, glyphs: glyphs))
                })
        }
        let area = chartArea(in: inner)
        let shown = chart.draw(bars, in: area, into: &buffer)
        let title = PeriodChart.fitted(
            [
                "Exercises per \(unit)", "total \(series.total) in \(chart.count(series.stats.count))", "average \(chart.average(series))",
                PeriodChart.fullBar(series.stats[shown]),
            ],
            width: inner.width, ellipsis: glyphs.ellipsis)
        buffer.put(title, x: inner.x, y: inner.y, style: .title, clip: inner)
        history.drawLegend(names, in: Rect(x: inner.x, y: area.maxY, width: inner.width, height: 1), into: &buffer)
        guard let stat = chosen else { return }
        let head =
            "\(chart.name(stat.start)): \(stat.total) \(stat.total == 1 ? "exercise" : "exercises") on \(stat.activeDays) \(stat.activeDays == 1 ? "day" : "days")"
        buffer.put(TextWidth.truncate(head, to: inner.width, ellipsis: glyphs.ellipsis), x: inner.x, y: area.maxY + 1, clip: inner)
        for (row, line) in chosenLines(in: inner).enumerated() { buffer.put(line, x: inner.x, y: area.maxY + 2 + row, style: .muted, clip: inner) }
    }
}
