import TrackerKit
/// A line chart with a y axis of round ticks on the left and date (or other) labels below.
/// Series are drawn in order, so later series sit on top; labels never overlap.
struct LineChart {
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    enum Kind { case line, points, dashed }

    struct Series {
        var points: [Point]
        var style: Style
        var kind: Kind = .line
    }

    struct Tick: Equatable {
        var value: Double
        var label: String
    }

    var series: [Series]
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>
    var yTicks: [Tick]
    var xTicks: [Tick]
    /// A vertical cursor at this x value, drawn as a column of dim marks.
    var cursorX: Double?

    /// The plot area (inside the axes) for a chart drawn in `rect`: the same arithmetic as `draw`,
    /// so a mouse click can be mapped back to an x value.
    func plotArea(in rect: Rect) -> Rect {
        let labelWidth = (yTicks.map { TextWidth.of($0.label) }.max() ?? 0)
        return Rect(x: rect.x + labelWidth + 1, y: rect.y, width: rect.width - labelWidth - 1, height: rect.height - 2)
    }

    func draw(in rect: Rect, into buffer: inout Buffer) {
        let plot = plotArea(in: rect)
        guard plot.width >= 4, plot.height >= 2 else { return }
        let g = buffer.glyphs
        var canvas = Canvas(columns: plot.width, rows: plot.height, braille: g.isUnicode)
        func dot(_ p: Point) -> (Int, Int) {
            let fx = xRange.upperBound > xRange.lowerBound ? (p.x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) : 0.5
            let fy = yRange.upperBound > yRange.lowerBound ? (p.y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) : 0.5
            return (
                Int(saturating: (fx * Double(canvas.dotWidth - 1)).rounded()),
                Int(saturating: ((1 - fy) * Double(canvas.dotHeight - 1)).rounded())
            )
        }
        for s in series {
            let dots = s.points.map(dot)
            switch s.kind {
            case .points:
                for d in dots { canvas.set(d.0, d.1, style: s.style, ascii: "o") }
            case .line, .dashed:
                let ascii: Character = s.kind == .dashed ? "-" : "*"
                if dots.count == 1 { canvas.set(dots[0].0, dots[0].1, style: s.style, ascii: ascii) }
                for (a, b) in zip(dots, dots.dropFirst()) {
                    canvas.line(from: a, to: b, style: s.style, dashed: s.kind == .dashed, dash: g.isUnicode ? 3 : 1, ascii: ascii)
                }
            }
        }
        if let cursorX, xRange.contains(cursorX) {
            let column = dot(Point(x: cursorX, y: yRange.lowerBound)).0 / (g.isUnicode ? 2 : 1)
            for y in plot.y..<plot.maxY { buffer.put(g.vertical, x: plot.x + column, y: y, style: .muted) }
        }
        canvas.stamp(into: &buffer, x: plot.x, y: plot.y)
        drawAxes(rect: rect, plot: plot, dot: dot, into: &buffer)
    }

    private func drawAxes(rect: Rect, plot: Rect, dot: (Point) -> (Int, Int), into buffer: inout Buffer) {
        let g = buffer.glyphs
        let dotsPerRow = g.isUnicode ? 4 : 1, dotsPerColumn = g.isUnicode ? 2 : 1
        for y in plot.y..<plot.maxY { buffer.put(g.vertical, x: plot.x - 1, y: y, style: .muted) }
        for x in plot.x..<plot.maxX { buffer.put(g.horizontal, x: x, y: plot.maxY, style: .muted) }
        buffer.put(g.bottomLeft, x: plot.x - 1, y: plot.maxY, style: .muted)
        var usedRows = Set<Int>()
        let slack = (yRange.upperBound - yRange.lowerBound) * 1e-9
        for tick in yTicks where tick.value >= yRange.lowerBound - slack && tick.value <= yRange.upperBound + slack {
            let row = plot.y + dot(Point(x: xRange.lowerBound, y: tick.value)).1 / dotsPerRow
            guard usedRows.insert(row).inserted else { continue }
            buffer.put(TextWidth.pad(tick.label, to: plot.x - 1 - rect.x, alignRight: true), x: rect.x, y: row, style: .muted)
        }
        let placed = xTicks.filter { xRange.contains($0.value) }.map { tick in
            let column = plot.x + dot(Point(x: tick.value, y: yRange.lowerBound)).0 / dotsPerColumn
            let w = TextWidth.of(tick.label)
            return (label: tick.label, start: min(max(column - w / 2, rect.x), rect.maxX - w), width: w)
        }
        // Every label if they fit, else every second, third…: evenly thinned, never one gap here and there.
        let stride =
            (1...max(placed.count, 1)).first { stride in
                let kept = Swift.stride(from: 0, to: placed.count, by: stride).map { placed[$0] }
                return zip(kept, kept.dropFirst()).allSatisfy { $0.start + $0.width + 1 <= $1.start }
            } ?? 1
        var nextFree = rect.x
        for index in Swift.stride(from: 0, to: placed.count, by: stride) {
            let label = placed[index]
            guard label.start >= nextFree else { continue }
            buffer.put(label.label, x: label.start, y: plot.maxY + 1, style: .muted, clip: rect)
            nextFree = label.start + label.width + 1
        }
    }
}
