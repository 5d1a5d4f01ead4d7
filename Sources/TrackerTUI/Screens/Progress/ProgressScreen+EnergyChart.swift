import TrackerKit

/// The Progress tab's other charts: calories eaten against the budget, and the maintenance measured over time.
extension ProgressScreen {
    enum ChartView: String, CaseIterable, Sendable {
        case weight, calories, expenditure
    }

    /// The chart of the current view.
    func currentChart(height: Int) -> LineChart? {
        if view == .weight { return report.flatMap { chart(for: $0, height: height) } }
        return energy.flatMap { energyChart(for: $0, height: height) }
    }

    /// The points the cursor moves over in the current chart.
    var cursorDates: [LocalDate] {
        switch view {
        case .weight: return report?.points.map(\.date) ?? []
        case .calories: return energy?.eaten.map(\.date) ?? []
        case .expenditure: return energy?.measured.map(\.date) ?? []
        }
    }

    func energyChart(for energy: EnergyReport, height: Int) -> LineChart? {
        func converted(_ values: [DailyValue]) -> [LineChart.Point] {
            values.map { LineChart.Point(x: Double($0.date.daysSinceEpoch), y: $0.value) }
        }
        var series: [LineChart.Series] = []
        switch view {
        case .weight: return nil
        case .calories:
            guard !energy.eaten.isEmpty else { return nil }
            series.append(.init(points: converted(energy.budget), style: .success, kind: .dashed))
            series.append(.init(points: converted(energy.eaten), style: .accent, kind: energy.weeklyEaten.isEmpty ? .line : .points))
            if !energy.weeklyEaten.isEmpty { series.append(.init(points: converted(energy.weeklyEaten), style: .highlight, kind: .line)) }
        case .expenditure:
            guard !energy.measured.isEmpty else { return nil }
            series.append(.init(points: converted(energy.formula), style: .success, kind: .dashed))
            series.append(.init(points: converted(energy.measured), style: .highlight, kind: .line))
        }
        guard let yRange = Self.yRange(series.flatMap { $0.points.map(\.y) }) else { return nil }
        let (start, end) = Self.xBounds(energy.windowStart, energy.windowEnd)
        let dates = cursorDates
        return Self.lineChart(
            series: series, yRange: yRange, xRange: start...end, height: height, window: (energy.windowStart, energy.windowEnd),
            cursorX: cursor.flatMap { dates.indices.contains($0) ? Double(dates[$0].daysSinceEpoch) : nil })
    }

    /// What the chart shows (with the window's averages when they fit), or where the cursor is.
    func energyInfo(_ energy: EnergyReport, unicode: Bool, width: Int) -> String {
        let dot = unicode ? "⠂" : "o", line = unicode ? "─" : "*", dashed = unicode ? "╌" : "-"
        if let cursor {
            let series = view == .calories ? energy.eaten : energy.measured
            guard series.indices.contains(cursor) else { return "" }
            let point = series[cursor]
            let what = view == .calories ? "eaten" : "measured"
            let budget = view == .calories ? energy.budget.first { $0.date == point.date }.map { " · budget \(Format.kcal($0.value))" } ?? "" : ""
            return "\(Self.pointTitle(point.date, energy.resolution))\(what) \(Format.kcal(point.value))\(budget)"
        }
        let legend: String
        var extras: [String] = []
        switch view {
        case .weight: return ""
        case .calories:
            legend = "\(energy.weeklyEaten.isEmpty ? line : dot) eaten  " + (energy.weeklyEaten.isEmpty ? "" : "\(line) weekly average  ") + "\(dashed) budget"
            if let eaten = energy.meanEatenKcal {
                // Both averages over the logged days only (a day without food is not a 0, nor is its budget counted).
                let budget = energy.meanBudgetKcal.map { " against \(Format.kcal($0)) budget" } ?? ""
                extras =
                    [
                        "\(energy.loggedDays) logged days: average \(Format.kcal(eaten))\(budget)",
                        "logged days: average \(Format.kcal(eaten))\(budget)",
                    ] + (energy.meanBudgetKcal.map { ["logged days: \(Int(saturating: eaten.rounded())) vs budget \(Format.kcal($0))"] } ?? [])
            }
        case .expenditure:
            legend = "\(line) measured (28 days)  \(dashed) formula"
        }
        // The longest that fits: legend, averages, the key for the next chart.
        let candidates = extras.map { "\(legend)   \($0)   v next chart" } + extras.map { "\(legend)   \($0)" } + ["\(legend)   v next chart", legend]
        return candidates.first { TextWidth.of($0) <= width } ?? legend
    }

    /// "Mon 2 Nov: ", "Week of Mon 2 Nov: average ", "November 2026: average ".
    static func pointTitle(_ date: LocalDate, _ resolution: WeightTrend.Resolution) -> String {
        switch resolution {
        case .daily: return CalendarNames.readable(date) + ": "
        case .weekly: return "Week of \(CalendarNames.readable(date.adding(days: 1 - date.isoWeekday))): average "
        case .monthly: return "\(CalendarNames.monthNames[date.month - 1]) \(date.year): average "
        }
    }

    /// Why a calories or expenditure chart is empty.
    func emptyEnergyMessage(_ energy: EnergyReport) -> String {
        let window = "between \(CalendarNames.short(energy.windowStart)) and \(CalendarNames.short(energy.windowEnd))"
        return view == .calories
            ? "No food logged \(window)."
            : "No measured maintenance \(window): it needs \(Expenditure.requiredLoggedDays(window: Expenditure.defaultDays)) days of food and two weeks of weights in 28 days."
    }
}
