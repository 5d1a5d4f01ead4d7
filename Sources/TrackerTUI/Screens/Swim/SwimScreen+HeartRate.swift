import TrackerKit

extension SwimScreen {
    func drawHeartRate(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 2 else { return }
        guard let shown = SwimHeartRate.of(detail) else {
            let said = ["Heart rate: none recorded for this swim.", "Heart rate: none recorded.", "Heart rate: none."].first { TextWidth.of($0) <= rect.width }
            buffer.put(said ?? "No heart rate.", x: rect.x, y: rect.y, style: .muted, clip: rect)
            return
        }
        guard shown.hasZones, let minimum = shown.minimum, let maximum = shown.maximum else {
            drawWatchSummary(shown, in: rect, into: &buffer)
            return
        }
        let heading = Self.heartRateHeading(shown, width: rect.width)
        let zonesNote = " · zones of \(maximumHeartRate)"
        buffer.put(TextWidth.of(heading + zonesNote) <= rect.width ? heading + zonesNote : heading, x: rect.x, y: rect.y, style: .title, clip: rect)
        let zones = SwimStats.timeInZones(detail.heartRate, maximum: Double(maximumHeartRate))
        let tops = [0] + SwimStats.zoneTops.map { Int(saturating: ($0 * Double(maximumHeartRate)).rounded()) }
        // Narrow: each zone by its floor (`Z2 133+`) rather than a range cut short.
        let ranges = zones.indices.map { "Z\($0 + 1) \(tops[$0])–\(tops[$0 + 1])" }
        let narrow = ranges.contains { TextWidth.of($0) > rect.width / 3 }
        let bars = zones.enumerated().map { index, seconds in
            HorizontalBarChart.Bar(
                label: narrow ? (index == 0 ? "Z1 <\(tops[1])" : "Z\(index + 1) \(tops[index])+") : ranges[index], value: seconds,
                valueText: SwimStats.durationText(seconds),
                style: [Style.accent, .success, .highlight, Style(foreground: .magenta), .error][index])
        }
        let zoneRows = min(5, max(0, rect.height - 1))
        // The heart-rate chart goes beside the zones when the panel is wide, else below them when it is tall.
        let chartBeside = rect.width >= 60 && rect.height >= 5
        let chartBelow = !chartBeside && rect.height >= 1 + zoneRows + 7
        let chartWidth = chartBeside ? rect.width - 36 : 0
        if zoneRows >= bars.count {
            HorizontalBarChart.draw(bars, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width - chartWidth - 1, height: zoneRows), into: &buffer)
        } else {
            drawZonesAsText(zones, rows: zoneRows, in: rect, into: &buffer)
        }
        if chartBeside || chartBelow {
            let chartArea =
                chartBeside
                ? Rect(x: rect.x + rect.width - chartWidth, y: rect.y + 1, width: chartWidth, height: rect.height - 1)
                : Rect(x: rect.x, y: rect.y + 2 + zoneRows, width: rect.width, height: min(rect.height - 2 - zoneRows, 12))
            let points = detail.heartRate.map { LineChart.Point(x: $0.offsetSeconds / 60, y: $0.bpm) }
            let low = minimum - 5, high = maximum + 5
            let ticks = NiceScale.ticks(lower: low, upper: high, maxCount: max(2, chartArea.height / 2))
            let chart = LineChart(
                series: [.init(points: points, style: .error)], xRange: 0...max(1, detail.swim.durationSeconds / 60), yRange: low...high,
                yTicks: ticks.map { .init(value: $0, label: String(Int($0))) },
                xTicks: stride(from: 0.0, through: detail.swim.durationSeconds / 60, by: 10).map { .init(value: $0, label: "\(Int($0))'") })
            chart.draw(in: chartArea, into: &buffer)
        }
    }

    /// Too few rows for a bar a zone: every zone's time as text (`Z1 15:00 · Z2 11:30 · …`), wrapped; when
    /// even that does not fit, the last row says where the rest are.
    private func drawZonesAsText(_ zones: [Double], rows: Int, in rect: Rect, into buffer: inout Buffer) {
        let items = zones.indices.map { "Z\($0 + 1) \(SwimStats.durationText(zones[$0]))" }
        var lines: [String] = []
        for item in items {
            if let last = lines.last, TextWidth.of(last + " · " + item) <= rect.width {
                lines[lines.count - 1] = last + " · " + item
            } else {
                lines.append(item)
            }
        }
        if lines.count > rows { lines = Array(lines.prefix(max(0, rows - 1))) + ["more zones: v"] }
        for (index, line) in lines.prefix(rows).enumerated() {
            buffer.put(line, x: rect.x, y: rect.y + 1 + index, style: index == rows - 1 && line == "more zones: v" ? .muted : .plain, clip: rect)
        }
    }

    /// `Heart rate avg 115 · min 100 · max 124`, or `HR avg …` when that does not fit: every figure whole.
    static func heartRateHeading(_ shown: SwimHeartRate, width: Int) -> String {
        let range = shown.minimum.flatMap { low in shown.maximum.map { "\(Int(saturating: low.rounded()))–\(Int(saturating: $0.rounded()))" } }
        let wordings =
            ["Heart rate \(shown.figures())", "HR \(shown.figures())"] + (range.map { ["HR avg \(Int(saturating: shown.average.rounded())) · \($0)"] } ?? [])
        return wordings.first { TextWidth.of($0) <= width } ?? wordings[wordings.count - 1]
    }

    /// The watch's own figures, marked as its summary, and why there are no zones (nor a chart): the
    /// longest wording that fits whole.
    private func drawWatchSummary(_ shown: SwimHeartRate, in rect: Rect, into buffer: inout Buffer) {
        buffer.put(Self.heartRateHeading(shown, width: rect.width), x: rect.x, y: rect.y, style: .title, clip: rect)
        let rows = rect.height - 1
        let wordings = [
            "The watch's summary. Zones unavailable: they need heart-rate samples, and this export has none for the swim.",
            "Watch summary: zones need heart-rate samples.", "Watch summary; no zones.",
        ]
        let note =
            wordings.lazy.map { TextWidth.wrap($0, width: rect.width, maxLines: 100) }.first { $0.count <= rows }
            ?? TextWidth.wrap(wordings[2], width: rect.width, maxLines: rows)
        for (index, line) in note.enumerated() { buffer.put(line, x: rect.x, y: rect.y + 1 + index, style: .muted, clip: rect) }
    }

}
