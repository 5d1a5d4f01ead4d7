import TrackerKit

/// Distance by stroke and the laps: each lap's time, pace, stroke, SWOLF and heart rate in fixed columns,
/// paged with PgUp/PgDn when they do not all fit.
extension SwimScreen {
    /// Where heart rate, sets and strokes-and-laps go below the day's figures: all three when the panel is
    /// tall enough for every lap too, else the one `v` chose. Shared by drawing and by PgUp/PgDn.
    func detailAreas(panel: Rect) -> (heartRate: Rect?, sets: Rect?, strokes: Rect?) {
        let inner = panel.inset(by: 1).inset(horizontal: 1, vertical: 0)
        // The figures, the facts line, the other apps that recorded the swim, a gap.
        let top = inner.y + dayLayout(width: inner.width).lines.count + 2 + (detail?.swim.otherSources.isEmpty ?? true ? 0 : 1)
        let rest = Rect(x: inner.x, y: top, width: inner.width, height: max(0, inner.maxY - top))
        let setCount = detail.map(Self.sets(of:))?.count ?? 0
        let setRows = setCount > 0 ? setCount + 3 : 0  // heading, column names, the sets, a gap
        // The heart rate gets half, or less down to 9 rows (its zones and a small chart) when the laps need it.
        for heartRows in stride(from: (rest.height - setRows) / 2, through: 9, by: -1) {
            let lower = Rect(x: rest.x, y: rest.y + heartRows + setRows, width: rest.width, height: rest.height - heartRows - setRows)
            let grid = lapGrid(in: lower)
            if grid.rows * grid.columns >= detail?.laps.count ?? 0 {
                let sets = setRows > 0 ? Rect(x: rest.x, y: rest.y + heartRows, width: rest.width, height: setRows - 1) : nil
                return (Rect(x: rest.x, y: rest.y, width: rest.width, height: heartRows), sets, lower)
            }
        }
        switch detailView {
        case .heartRate: return (rest, nil, nil)
        case .sets: return (nil, rest, nil)
        case .strokes: return (nil, nil, rest)
        }
    }

    /// Styles farthest first, the order `swim show` lists them in (`SwimFormat.byStroke`).
    private var strokeOrder: [StrokeStyle] { SwimFormat.byStroke(detail?.metersByStroke ?? [:]).map(\.key) }

    /// Distance by stroke on as few lines as the width takes, never cut: full names on one line, else
    /// short names, else the short names wrapped.
    func compactStrokeLines(width: Int) -> [String] {
        guard let detail else { return [] }
        func items(_ full: Bool) -> [String] {
            strokeOrder.map { style in
                let name = full || style == .unknown ? style.name : Self.shortName(style)
                return "\(name) \(swimFormat.distance(of: detail.swim, meters: detail.metersByStroke[style] ?? 0))"
            }
        }
        let full = items(true).joined(separator: " · ")
        if TextWidth.of(full) <= width { return [full] }
        var lines: [String] = []
        for item in items(false) {
            if let last = lines.last, TextWidth.of(last + " · " + item) <= width { lines[lines.count - 1] = last + " · " + item } else { lines.append(item) }
        }
        return lines
    }

    /// The laps' grid inside the strokes area: its first row, its columns and the rows it has.
    func lapGrid(in rect: Rect) -> (top: Int, columns: Int, rows: Int) {
        let top = rect.y + strokeSection(in: rect) + 1  // distance by stroke, the column names
        return (top, lapGridColumns(width: rect.width), max(0, rect.maxY - top))
    }

    private func lapGridColumns(width: Int) -> Int {
        max(1, (width + Self.lapGap) / (lapColumns(width: width).width + Self.lapGap))
    }

    /// Rows of distance by stroke above the laps (heading, bars, a gap): none when they would leave
    /// fewer than two rows of laps.
    func strokeSection(in rect: Rect) -> Int {
        let rows = 2 + strokeRows(in: rect)
        return detail?.laps.isEmpty ?? true || rect.height >= rows + 3 ? rows : 0
    }

    /// One bar a stroke, or all strokes on one line when the bars would leave too little room for the laps.
    func strokeRows(in rect: Rect) -> Int {
        let bars = strokeOrder.count
        let columns = lapGridColumns(width: rect.width)
        let lapRows = ((detail?.laps.count ?? 0) + columns - 1) / columns
        return bars > 1 && rect.height < 3 + bars + lapRows ? min(bars, compactStrokeLines(width: rect.width).count) : max(1, bars)
    }

    /// Spaces between two columns of laps, so a 3-digit SWOLF never runs into the next lap's number.
    static let lapGap = 3

    /// The lap table's columns for this swim: full stroke names when two columns of them fit.
    func lapColumns(width: Int) -> LapColumns {
        let unit = detail.map { swimFormat.unit(of: $0.swim) } ?? swimFormat.totals
        let full = LapColumns(detail: detail, fullNames: true, unit: unit)
        return width >= 2 * full.width + Self.lapGap ? full : LapColumns(detail: detail, fullNames: false, unit: unit)
    }

    static func shortName(_ style: StrokeStyle) -> String {
        switch style {
        case .freestyle: return "free"
        case .backstroke: return "back"
        case .breaststroke: return "breast"
        case .butterfly: return "fly"
        case .kickboard: return "kick"
        case .mixed: return "mixed"
        case .unknown: return "?"
        }
    }

    /// Laps per page: every row but the last, which says where the page is, once they do not all fit.
    private func lapsPerPage(_ grid: (top: Int, columns: Int, rows: Int)) -> Int {
        let all = grid.rows * grid.columns
        return (detail?.laps.count ?? 0) <= all || grid.rows < 2 ? max(all, 1) : (grid.rows - 1) * grid.columns
    }

    /// Laps a page and pages, as drawn in `panel`.
    func lapPaging(panel: Rect) -> (perPage: Int, pages: Int) {
        guard let strokes = detailAreas(panel: panel).strokes, let laps = detail?.laps, !laps.isEmpty else { return (1, 1) }
        let perPage = lapsPerPage(lapGrid(in: strokes))
        return (perPage, (laps.count + perPage - 1) / perPage)
    }

    private func drawDistanceByStroke(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        buffer.put("Distance by stroke", x: rect.x, y: rect.y, style: .title, clip: rect)
        let strokes = strokeOrder
        if strokes.isEmpty {
            buffer.put("No stroke data for this swim.", x: rect.x, y: rect.y + 1, style: .muted, clip: rect)
        } else if strokeRows(in: rect) < strokes.count {
            for (row, line) in compactStrokeLines(width: rect.width).enumerated() {
                buffer.put(TextWidth.truncate(line, to: rect.width, ellipsis: buffer.glyphs.ellipsis), x: rect.x, y: rect.y + 1 + row, clip: rect)
            }
        } else {
            HorizontalBarChart.draw(
                strokes.map { style in
                    HorizontalBarChart.Bar(
                        label: style.name, value: detail.metersByStroke[style] ?? 0,
                        valueText: swimFormat.distance(of: detail.swim, meters: detail.metersByStroke[style] ?? 0))
                }, in: Rect(x: rect.x, y: rect.y + 1, width: min(rect.width, 60), height: min(strokes.count, rect.height - 1)), into: &buffer)
        }
    }

    func drawStrokes(_ detail: SwimDetail, in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 2 else { return }
        if strokeSection(in: rect) > 0 { drawDistanceByStroke(detail, in: rect, into: &buffer) }
        let grid = lapGrid(in: rect)
        guard !detail.laps.isEmpty, grid.rows >= 1 else { return }
        let columns = lapColumns(width: rect.width)
        for column in 0..<grid.columns {
            buffer.put(columns.heading, x: rect.x + column * (columns.width + Self.lapGap), y: grid.top - 1, style: .title, clip: rect)
        }
        let perPage = lapsPerPage(grid)
        let pages = (detail.laps.count + perPage - 1) / perPage
        let first = min(firstLap / perPage, pages - 1) * perPage
        let shown = first..<min(first + perPage, detail.laps.count)
        for index in shown {
            let slot = index - first
            buffer.put(
                columns.row(index, of: detail), x: rect.x + (slot % grid.columns) * (columns.width + Self.lapGap),
                y: grid.top + slot / grid.columns, clip: rect)
        }
        if pages > 1 && grid.rows >= 2 {
            let keys = [first > 0 ? "PgUp earlier" : nil, shown.upperBound < detail.laps.count ? "PgDn more" : nil].compactMap { $0 }
            buffer.put(
                "laps \(shown.lowerBound + 1)–\(shown.upperBound) of \(detail.laps.count) · " + keys.joined(separator: " · "),
                x: rect.x, y: grid.top + grid.rows - 1, style: .muted, clip: rect)
        }
    }
}

/// The fields of one lap in fixed widths, each present only when some lap has it.
struct LapColumns {
    let fields: [(title: String, width: Int, alignRight: Bool)]
    let fullNames: Bool
    /// Paces per 100 of the swim's unit (yards in a yard pool).
    let unit: SwimDistanceUnit
    let hasPace: Bool, hasSwolf: Bool, hasHeartRate: Bool

    init(detail: SwimDetail?, fullNames: Bool, unit: SwimDistanceUnit) {
        let laps = detail?.laps ?? []
        self.fullNames = fullNames
        self.unit = unit
        hasPace = detail?.swim.lapLengthMeters != nil
        hasSwolf = laps.contains { $0.swolf != nil }
        hasHeartRate = !(detail?.heartRate.isEmpty ?? true)
        let swolfDigits = laps.compactMap(\.swolf).map { String(Int(saturating: $0.rounded())).count }.max() ?? 0
        fields = [
            ("Lap", max(3, String(laps.count).count + 1), true), ("time", 5, true), hasPace ? ("/100\(unit.rawValue)", 4 + unit.rawValue.count, true) : nil,
            ("stroke", fullNames ? 12 : 6, false), hasSwolf ? ("SWOLF", max(5, swolfDigits), true) : nil,
            hasHeartRate ? ("bpm", 3, true) : nil,
        ].compactMap { $0 }
    }

    var width: Int { fields.reduce(0) { $0 + $1.width } + fields.count - 1 }
    var heading: String { line(fields.map(\.title)) }

    func row(_ index: Int, of detail: SwimDetail) -> String {
        let lap = detail.laps[index]
        let stroke = lap.strokeStyle.map { fullNames ? $0.name : SwimScreen.shortName($0) } ?? ""
        let values: [String?] = [
            "\(index + 1).", SwimStats.durationText(lap.durationSeconds),
            hasPace ? SwimStats.paceText(SwimSets.pace(of: lap, lapMeters: detail.swim.lapLengthMeters).map(unit.meters(from:))) : nil, stroke,
            hasSwolf ? lap.swolf.map { String(Int(saturating: $0.rounded())) } ?? "" : nil,
            hasHeartRate ? SwimSets.heartRate(during: lap, samples: detail.heartRate).map { String(Int(saturating: $0.rounded())) } ?? "" : nil,
        ]
        return line(values.compactMap { $0 })
    }

    private func line(_ values: [String]) -> String {
        zip(fields, values).map { TextWidth.pad(TextWidth.truncate($1, to: $0.width), to: $0.width, alignRight: $0.alignRight) }.joined(separator: " ")
    }
}
