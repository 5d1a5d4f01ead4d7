import TrackerKit

/// Turning a report into a line chart: units, the y range with its pad, round ticks, date labels.
extension ProgressScreen {
    /// The y range from the data, padded by max(10 % of the range, 1 unit) — never 0…max+20.
    static func yRange(_ values: [Double]) -> ClosedRange<Double>? {
        guard let low = values.min(), let high = values.max() else { return nil }
        let pad = max((high - low) * 0.1, 1)
        return (low - pad)...(high + pad)
    }

    func chart(for report: ProgressReport, height: Int) -> LineChart? {
        guard !report.points.isEmpty else { return nil }
        let unit = preferences.weightUnit
        func converted(_ weighIns: [WeighIn]) -> [LineChart.Point] {
            weighIns.map { LineChart.Point(x: Double($0.date.daysSinceEpoch), y: unit.value(fromKilograms: $0.kg)) }
        }
        let points = converted(report.points)
        let trend = showTrend ? converted(report.trend) : []
        let goal = showGoal ? report.goalKg.map { unit.value(fromKilograms: $0) } : nil
        guard let yRange = Self.yRange(points.map(\.y) + trend.map(\.y) + (goal.map { [$0] } ?? [])) else { return nil }
        var start = Double(report.windowStart.daysSinceEpoch), end = Double(report.windowEnd.daysSinceEpoch)
        if end <= start { start -= 1; end += 1 }
        var series: [LineChart.Series] = []
        if let goal { series.append(.init(points: [.init(x: start, y: goal), .init(x: end, y: goal)], style: .success, kind: .dashed)) }
        series.append(.init(points: points, style: .accent, kind: showTrend ? .points : .line))
        if showTrend { series.append(.init(points: trend, style: .highlight, kind: .line)) }
        // At least two labelled weights, so a value can be read off even on a short chart.
        var tickCount = max(3, (height - 2) / 2), tickValues: [Double] = []
        repeat {
            tickValues = NiceScale.ticks(lower: yRange.lowerBound, upper: yRange.upperBound, maxCount: tickCount)
            tickCount += 1
        } while tickValues.count < 2 && tickCount <= 12
        let step = tickValues.count > 1 ? tickValues[1] - tickValues[0] : 1
        return LineChart(series: series, xRange: start...end, yRange: yRange,
                         yTicks: tickValues.map { .init(value: $0, label: NiceScale.label($0, step: step)) },
                         xTicks: Self.dateTicks(from: report.windowStart, to: report.windowEnd),
                         cursorX: cursor.flatMap { report.points.indices.contains($0) ? Double(report.points[$0].date.daysSinceEpoch) : nil })
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
            while date <= end { add(date, "\(date.day) \(months[date.month - 1])"); date = date.adding(days: 7) }
        } else {
            let stepMonths = span <= 400 ? 1 : (span <= 1200 ? 3 : 12)
            var date = start.day == 1 ? start : start.firstOfMonth.adding(months: 1)
            while (date.month - 1) % stepMonths != 0 { date = date.adding(months: 1) }
            while date <= end {
                let label: String
                switch stepMonths {
                case 1: label = date.month == 1 ? String(date.year) : months[date.month - 1]
                case 3: label = "\(months[date.month - 1]) \(String(date.year).suffix(2))"
                default: label = String(date.year)
                }
                add(date, label)
                date = date.adding(months: stepMonths)
            }
        }
        return ticks
    }
}
