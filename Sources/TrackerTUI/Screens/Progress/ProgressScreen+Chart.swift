import TrackerKit

/// Turning a report into a line chart: units, the y range with its pad, round ticks, date labels.
extension ProgressScreen {
    /// The y range from the data, padded by max(10 % of the range, 1 unit) — never 0…max+20.
    static func yRange(_ values: [Double]) -> ClosedRange<Double>? {
        guard let low = values.min(), let high = values.max() else { return nil }
        let pad = max((high - low) * 0.1, 1)
        return (low - pad)...(high + pad)
    }

    /// The weight chart. The y axis fits the weights and trend; a goal outside it is not drawn as a line
    /// (it would squash a year of weights into two rows) but named at the edge by `goalMarker`.
    func chart(for report: ProgressReport, height: Int) -> LineChart? {
        guard !report.points.isEmpty else { return nil }
        let unit = preferences.weightUnit
        func converted(_ weighIns: [WeighIn]) -> [LineChart.Point] {
            weighIns.map { LineChart.Point(x: Double($0.date.daysSinceEpoch), y: unit.value(fromKilograms: $0.kg)) }
        }
        let points = converted(report.points)
        let trend = showTrend ? converted(report.trend) : []
        guard var fitted = Self.yRange(points.map(\.y) + trend.map(\.y)) else { return nil }
        let goal = showGoal ? report.goalKg.map { unit.value(fromKilograms: $0) } : nil
        // A goal near the weights is drawn as a line: the axis may grow by half for it, not more.
        if let goal, let withGoal = Self.yRange(points.map(\.y) + trend.map(\.y) + [goal]),
            withGoal.upperBound - withGoal.lowerBound <= 1.5 * (fitted.upperBound - fitted.lowerBound)
        {
            fitted = withGoal
        }
        let (start, end) = Self.xBounds(report.windowStart, report.windowEnd)
        var series: [LineChart.Series] = []
        if let goal, fitted.contains(goal) {
            series.append(.init(points: [.init(x: start, y: goal), .init(x: end, y: goal)], style: .success, kind: .dashed))
        }
        series.append(.init(points: points, style: .accent, kind: showTrend ? .points : .line))
        if showTrend { series.append(.init(points: trend, style: .highlight, kind: .line)) }
        return Self.lineChart(
            series: series, yRange: fitted, xRange: start...end, height: height,
            window: (report.windowStart, report.windowEnd),
            cursorX: cursor.flatMap { report.points.indices.contains($0) ? Double(report.points[$0].date.daysSinceEpoch) : nil })
    }

    /// The goal when it lies outside the fitted axis: the text for the marker and whether it is above.
    func goalMarker(for report: ProgressReport, chart: LineChart, unicode: Bool) -> (text: String, above: Bool)? {
        guard showGoal, let goalKg = report.goalKg else { return nil }
        let unit = preferences.weightUnit, goal = unit.value(fromKilograms: goalKg)
        guard !chart.yRange.contains(goal) else { return nil }
        let above = goal > chart.yRange.upperBound
        let arrow = unicode ? (above ? "↑" : "↓") : (above ? "^" : "v")
        return ("\(arrow) goal \(unit.format(kilograms: goalKg)) \(arrow)", above)
    }

    static func xBounds(_ windowStart: LocalDate, _ windowEnd: LocalDate) -> (Double, Double) {
        var start = Double(windowStart.daysSinceEpoch), end = Double(windowEnd.daysSinceEpoch)
        if end <= start { start -= 1; end += 1 }
        return (start, end)
    }

    /// A chart with round y ticks (at least two labelled, so a value can be read off even a short chart) and date labels.
    static func lineChart(
        series: [LineChart.Series], yRange: ClosedRange<Double>, xRange: ClosedRange<Double>, height: Int,
        window: (LocalDate, LocalDate), cursorX: Double?
    ) -> LineChart {
        var tickCount = max(3, (height - 2) / 2), tickValues: [Double] = []
        repeat {
            tickValues = NiceScale.ticks(lower: yRange.lowerBound, upper: yRange.upperBound, maxCount: tickCount)
            tickCount += 1
        } while tickValues.count < 2 && tickCount <= 12
        let step = tickValues.count > 1 ? tickValues[1] - tickValues[0] : 1
        return LineChart(
            series: series, xRange: xRange, yRange: yRange,
            yTicks: tickValues.map { .init(value: $0, label: NiceScale.label($0, step: step)) },
            xTicks: dateTicks(from: window.0, to: window.1), cursorX: cursorX)
    }

    /// Date labels at natural boundaries for the span: days, Mondays, months, quarters or years.
    /// The chart drops any that would overlap.
    static func dateTicks(from start: LocalDate, to end: LocalDate) -> [LineChart.Tick] {
        let span = end.daysSinceEpoch - start.daysSinceEpoch
        var ticks: [LineChart.Tick] = []
        func add(_ date: LocalDate, _ label: String) { ticks.append(.init(value: Double(date.daysSinceEpoch), label: label)) }
        let months = CalendarNames.monthAbbrev
        if span <= 10 {
            for offset in 0...span {
                let date = start.adding(days: offset)
                add(date, "\(CalendarNames.weekdayAbbrev[date.isoWeekday - 1]) \(date.day)")
            }
        } else if span <= 62 {
            var date = start.adding(days: (8 - start.isoWeekday) % 7)
            while date <= end {
                add(date, "\(date.day) \(months[date.month - 1])")
                guard date.adding(days: 7) > date else { break }  // dates stop at 9999-12-31
                date = date.adding(days: 7)
            }
        } else {
            let stepMonths = span <= 400 ? 1 : (span <= 1200 ? 3 : 12)
            var date = start.day == 1 ? start : start.firstOfMonth.adding(months: 1)
            while (date.month - 1) % stepMonths != 0 && date.adding(months: 1) > date { date = date.adding(months: 1) }
            while date <= end {
                let label: String
                switch stepMonths {
                case 1: label = date.month == 1 ? String(date.year) : months[date.month - 1]
                case 3: label = "\(months[date.month - 1]) \(String(date.year).suffix(2))"
                default: label = String(date.year)
                }
                add(date, label)
                guard date.adding(months: stepMonths) > date else { break }
                date = date.adding(months: stepMonths)
            }
        }
        return ticks
    }
}
