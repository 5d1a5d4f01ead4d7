import TrackerKit

extension ProgressScreen {
    struct Layout {
        var header: Rect
        var chart: Rect
        var info: Rect
        var numbers: Rect
    }

    /// The numbers take a column on the right when the screen is wide enough, else two columns below.
    static func layout(in area: Rect) -> Layout {
        let header = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        if area.width >= 100 {
            let numbersWidth = 40
            let chart = Rect(x: area.x + 1, y: area.y + 2, width: area.width - numbersWidth - 3, height: area.height - 4)
            return Layout(
                header: header, chart: chart, info: Rect(x: chart.x, y: chart.maxY + 1, width: chart.width, height: 1),
                numbers: Rect(x: chart.maxX + 2, y: area.y + 2, width: numbersWidth, height: area.height - 2))
        }
        let numbersHeight = min(9, area.height / 2)
        let chart = Rect(x: area.x + 1, y: area.y + 2, width: area.width - 2, height: area.height - numbersHeight - 4)
        return Layout(
            header: header, chart: chart, info: Rect(x: chart.x, y: chart.maxY, width: chart.width, height: 1),
            numbers: Rect(x: area.x + 1, y: chart.maxY + 2, width: area.width - 2, height: numbersHeight))
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        guard let report, report.first != nil else {
            EmptyState.draw(
                title: "No weights yet",
                lines: [
                    "Log your weight on the Log tab (press 1, then w).",
                    "The chart, your trend and the date you reach your goal appear here.",
                ], in: area, into: &buffer)
            return
        }
        let layout = Self.layout(in: area)
        drawHeader(report, in: layout.header, into: &buffer)
        if view != .weight {
            drawEnergy(in: layout, into: &buffer)
        } else if let chart = chart(for: report, height: layout.chart.height) {
            chart.draw(in: layout.chart, into: &buffer)
            let marker = goalMarker(for: report, chart: chart, unicode: buffer.glyphs.isUnicode)
            if let marker {
                // Right-aligned on the plot's top or bottom row, where the goal lies beyond.
                let plot = chart.plotArea(in: layout.chart), width = TextWidth.of(marker.text)
                buffer.put(marker.text, x: max(plot.x, plot.maxX - width), y: marker.above ? plot.y : plot.maxY - 1, style: .success, clip: plot)
            }
            drawInfo(report, goalLine: marker == nil, in: layout.info, into: &buffer)
        } else {
            let message = "No weights between \(CalendarNames.readable(report.windowStart)) and \(CalendarNames.readable(report.windowEnd))."
            buffer.put(
                TextWidth.truncate(message, to: layout.chart.width), x: layout.chart.x, y: layout.chart.y + layout.chart.height / 2,
                style: .muted, clip: layout.chart)
            buffer.put(
                "] moves forward in time, a shows all.", x: layout.chart.x, y: layout.chart.y + layout.chart.height / 2 + 1,
                style: .muted, clip: layout.chart)
        }
        ProgressNumbers(report: report, unit: preferences.weightUnit).draw(in: layout.numbers, into: &buffer)
    }

    private func drawEnergy(in layout: Layout, into buffer: inout Buffer) {
        guard let energy else { return }
        if let chart = energyChart(for: energy, height: layout.chart.height) {
            chart.draw(in: layout.chart, into: &buffer)
            let info = energyInfo(energy, unicode: buffer.glyphs.isUnicode, width: layout.info.width)
            buffer.put(info, x: layout.info.x, y: layout.info.y, style: cursor == nil ? .muted : .title, clip: layout.info)
        } else {
            let lines = TextWidth.wrap(
                emptyEnergyMessage(energy), width: layout.chart.width, maxLines: max(1, min(3, layout.chart.height)), ellipsis: buffer.glyphs.ellipsis)
            // Mid-chart, raised so that every line of the message is inside the chart.
            let top = layout.chart.y + max(0, min(layout.chart.height / 2, layout.chart.height - lines.count))
            for (index, line) in lines.enumerated() {
                buffer.put(line, x: layout.chart.x, y: top + index, style: .muted, clip: layout.chart)
            }
        }
    }

    private func drawHeader(_ report: ProgressReport, in rect: Rect, into buffer: inout Buffer) {
        var x = rect.x
        for candidate in ChartPeriod.allCases {
            let label = " \(candidate.rawValue) "
            x += buffer.put(label, x: x, y: rect.y, style: candidate == period ? .selected : .muted, clip: rect)
        }
        let chart = view == .weight ? "" : view.rawValue.capitalizedFirst + " · "
        let today = report.windowEnd == today ? " (today)" : ""
        let averages = report.resolution != .daily ? " · \(report.resolution.rawValue) averages" : ""
        let readable = "\(CalendarNames.readable(report.windowStart)) – \(CalendarNames.readable(report.windowEnd))"
        let short = "\(CalendarNames.short(report.windowStart)) – \(CalendarNames.short(report.windowEnd))"
        let room = rect.maxX - (x + 2)
        // Narrower, the dates lose their weekdays (every period alike) before the notes go, rather than a date
        // cut in half; then the chart's name alone: the selected period above already says which window.
        let candidates = [
            chart + readable + today + averages, chart + short + today + averages, chart + short + averages, chart + short + today, chart + short,
            view.rawValue.capitalizedFirst,
        ]
        let text = candidates.first { TextWidth.of($0) <= room } ?? ""
        buffer.put(text, x: x + 2, y: rect.y, style: .plain, clip: rect)
    }

    private func drawInfo(_ report: ProgressReport, goalLine: Bool, in rect: Rect, into buffer: inout Buffer) {
        let unit = preferences.weightUnit
        guard let cursor, report.points.indices.contains(cursor) else {
            let g = buffer.glyphs
            var legend = showTrend ? "\(g.isUnicode ? "⠂" : "o") weight  \(g.isUnicode ? "─" : "*") trend" : "\(g.isUnicode ? "─" : "*") weight"
            if showGoal && report.goalKg != nil && goalLine { legend += "  ╌ goal" }
            if report.points.count == 1 { legend += "   One weight so far: the trend needs more." }
            // On a narrow screen the keys shorten rather than lose "v next chart".
            let long = "   h/l cursor  v next chart"
            let keys = TextWidth.of(legend + long) > rect.width ? "  h/l · v chart" : long
            buffer.put(legend + keys, x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        let point = report.points[cursor]
        var text = Self.pointTitle(point.date, report.resolution) + unit.format(kilograms: point.kg)
        if report.trend.indices.contains(cursor) { text += " · trend \(unit.format(kilograms: report.trend[cursor].kg))" }
        buffer.put(text, x: rect.x, y: rect.y, style: .title, clip: rect)
    }
}

/// The numbers beside the chart: where you are, where you are going, and when you get there.
/// The report's lines (worded in TrackerKit) drawn beside the chart.
struct ProgressNumbers {
    var report: ProgressReport
    var unit: WeightUnit

    var rows: [ProgressLine] { report.stateLines(unit: unit) }
    var forecastRows: [ProgressLine] { report.forecastLines(unit: unit) }

    /// One column (beside the chart) or, when the area is wide and short, two: the state on the
    /// left, time to goal on the right.
    func draw(in rect: Rect, into buffer: inout Buffer) {
        let state = rows, forecast = forecastRows  // each worded once per frame
        let twoColumns = rect.width >= 70 && rect.height < state.count + forecast.count + 2
        let left = twoColumns ? Rect(x: rect.x, y: rect.y, width: rect.width / 2 - 1, height: rect.height) : rect
        var y = drawRows(state, in: left, from: left.y, into: &buffer)
        guard !forecast.isEmpty else { return }
        var right = left
        if twoColumns {
            right = Rect(x: rect.x + rect.width / 2 + 1, y: rect.y, width: rect.width - rect.width / 2 - 1, height: rect.height)
            y = right.y
        } else {
            y += 1
        }
        if y < right.maxY { buffer.put(report.goalKg == nil ? "Energy" : "Time to goal", x: right.x, y: y, style: .title, clip: right); y += 1 }
        y = drawRows(forecast, in: right, from: y, into: &buffer)
        if !report.paces.isEmpty && report.paces.first?.dailyTargetKcal == nil && y < right.maxY {
            buffer.put("Finish your profile for calorie targets.", x: right.x, y: y, style: .muted, clip: right)
        }
    }

    /// Label and value per line; a value too long for the panel goes on under its label.
    func drawRows(_ rows: [ProgressLine], in rect: Rect, from top: Int, into buffer: inout Buffer) -> Int {
        var y = top
        for row in rows where y < rect.maxY {
            buffer.put(TextWidth.pad(row.label, to: 12), x: rect.x, y: y, style: .muted, clip: rect)
            let width = max(1, rect.width - 12)
            let lines =
                TextWidth.of(row.value) <= width
                ? [row.value]
                : TextWidth.wrap(row.value, width: width, maxLines: max(1, rect.maxY - y), ellipsis: buffer.glyphs.ellipsis)
            for line in lines {
                buffer.put(line, x: rect.x + 12, y: y, style: Self.style(row.tone), clip: rect)
                y += 1
            }
        }
        return y
    }

    static func style(_ tone: ProgressLine.Tone) -> Style {
        switch tone {
        case .emphasis: return .title
        case .plain: return .plain
        case .muted: return .muted
        case .good: return .success
        case .bad: return .error
        }
    }
}
