import Foundation
import TrackerKit

/// A counter's statistics (`s`): taps per week or month as bars (corrections left out, as
/// `tracker counter stats`), the total and average per period, and the chosen period in words.
struct CounterStatsView: Equatable {
    let counterId: Int64
    /// Esc goes back to the counter's page when it was opened there, else to the list.
    let fromCounterPage: Bool
    var chart = PeriodChart()
    var series = PeriodSeries([], by: .week, firstWeekday: 1, through: LocalDate(daysSinceEpoch: 0))

    init(counter: Counter, fromCounterPage: Bool, database: AppDatabase, firstWeekday: Int, today: LocalDate) {
        counterId = counter.id
        self.fromCounterPage = fromCounterPage
        load(counter, database: database, firstWeekday: firstWeekday, today: today)
    }

    mutating func load(_ counter: Counter, database: AppDatabase, firstWeekday: Int, today: LocalDate) {
        let stats = loaded([]) { try database.counterPeriodStats(counter, by: chart.period, firstWeekday: firstWeekday) }
        series = PeriodSeries(stats, by: chart.period, firstWeekday: firstWeekday, through: today)
        chart.pan(by: 0, count: series.stats.count)
    }

    static func chartArea(in area: Rect) -> Rect {
        Rect(x: area.x + 1, y: area.y + 3, width: max(0, area.width - 2), height: max(0, area.height - 6))
    }

    func draw(_ counter: Counter, in area: Rect, into buffer: inout Buffer) {
        let unit = chart.period.rawValue
        let clip = area.inset(horizontal: 1, vertical: 0)
        buffer.put(
            TextWidth.truncate("\(counter.name) · taps per \(unit), corrections left out", to: clip.width, ellipsis: buffer.glyphs.ellipsis),
            x: clip.x, y: area.y, style: .title, clip: clip)
        guard !series.stats.isEmpty else {
            EmptyState.draw(
                title: "Nothing counted yet",
                lines: [
                    "Statistics add up the taps per week or month; sets, adds and restarts are left out.",
                    "Esc goes back; Enter opens a counter and Space counts.",
                ], in: Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1)), into: &buffer)
            return
        }
        let bars = series.stats.map { stat in
            VerticalBarChart.Bar(label: chart.label(stat.start), segments: [.init(value: Double(stat.total.magnitude), style: .accent)])
        }
        let shown = chart.draw(bars, in: Self.chartArea(in: area), into: &buffer)
        let summary = PeriodChart.fitted(
            ["total \(series.total) in \(chart.count(series.stats.count))", "average \(chart.average(series))", PeriodChart.fullBar(series.stats[shown])],
            width: clip.width, ellipsis: buffer.glyphs.ellipsis)
        buffer.put(summary, x: clip.x, y: area.y + 1, style: .muted, clip: clip)
        let stat = series.stats[chart.selected(count: series.stats.count)]
        var detail = "\(chart.name(stat.start)): \(stat.total) counted · \(stat.activeDays) \(stat.activeDays == 1 ? "day" : "days")"
        if let goal = stat.goalDays { detail += " · goal met on \(goal)" }
        let lines = TextWidth.wrap(detail, width: clip.width, maxLines: 2, ellipsis: buffer.glyphs.ellipsis)
        for (row, line) in lines.enumerated() { buffer.put(line, x: clip.x, y: area.maxY - 2 + row, clip: clip) }
        if series.stats.contains(where: { $0.total < 0 }), area.height >= 12 {
            buffer.put("bars show sizes: a count-down total is negative", x: clip.x, y: area.y + 2, style: .muted, clip: clip)
        }
    }
}
