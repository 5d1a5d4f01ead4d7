import TrackerKit
/// Horizontal bars: `label  ████▌ value`, scaled to the largest value, with eighth-cell precision.
enum HorizontalBarChart {
    struct Bar {
        var label: String
        var value: Double
        var valueText: String
        var style: Style = .accent
    }

    static func draw(_ bars: [Bar], in rect: Rect, into buffer: inout Buffer) {
        guard !rect.isEmpty else { return }
        let labelWidth = min(bars.map { TextWidth.of($0.label) }.max() ?? 0, rect.width / 3)
        let valueWidth = bars.map { TextWidth.of($0.valueText) }.max() ?? 0
        let barWidth = rect.width - labelWidth - valueWidth - 2
        let maximum = bars.map(\.value).max() ?? 0
        for (row, bar) in bars.enumerated() where row < rect.height {
            let y = rect.y + row
            buffer.put(TextWidth.pad(bar.label, to: labelWidth), x: rect.x, y: y, clip: rect)
            let x = rect.x + labelWidth + 1
            let used = barWidth > 0 ? drawBar(value: bar.value, maximum: maximum, width: barWidth, x: x, y: y, style: bar.style, into: &buffer) : 0
            buffer.put(bar.valueText, x: x + used + (used > 0 ? 1 : 0), y: y, clip: rect)
        }
    }

    /// Draws one bar from `x`; returns the cells it used.
    static func drawBar(value: Double, maximum: Double, width: Int, x: Int, y: Int, style: Style, into buffer: inout Buffer) -> Int {
        guard maximum > 0, value > 0, width > 0 else { return 0 }
        let eighths = Int(saturating: (min(value / maximum, 1) * Double(width * 8)).rounded())
        let full = eighths / 8, rest = eighths % 8
        for i in 0..<full { buffer.put(buffer.glyphs.fullBlock, x: x + i, y: y, style: style) }
        if rest > 0 { buffer.put(buffer.glyphs.horizontalEighths[rest - 1], x: x + full, y: y, style: style) }
        return full + (rest > 0 ? 1 : 0)
    }
}

/// Vertical bars, optionally stacked, with labels under them and an optional threshold line
/// (HIITFit's "at least once" line) drawn across the gaps.
enum VerticalBarChart {
    struct Segment {
        var value: Double
        var style: Style
        /// The glyph for whole cells (default: a full block), so stacked segments differ without colour.
        var fill: Character?
    }

    struct Bar {
        var label: String
        var segments: [Segment]
        var total: Double { segments.reduce(0) { $0 + $1.value } }
    }

    static func draw(
        _ bars: [Bar], in rect: Rect, maximum: Double? = nil, threshold: Double? = nil,
        barWidth: Int = 3, into buffer: inout Buffer
    ) {
        guard rect.height >= 2, !bars.isEmpty else { return }
        let plotHeight = rect.height - 1
        let top = max(maximum ?? 0, bars.map(\.total).max() ?? 0, threshold ?? 0)
        guard top > 0 else { return }
        let slot = max(1, rect.width / bars.count)
        let width = min(barWidth, max(1, slot - 1))
        let baseY = rect.y + plotHeight - 1
        if let threshold {
            let row = baseY - Int(saturating: (threshold / top * Double(plotHeight)).rounded(.up)) + 1
            if row >= rect.y {
                for x in rect.x..<rect.x + slot * bars.count where x < rect.maxX {
                    buffer.put(buffer.glyphs.isUnicode ? "╌" : "-", x: x, y: row, style: .muted)
                }
            }
        }
        for (index, bar) in bars.enumerated() {
            let x = rect.x + index * slot + (slot - width) / 2
            var filled = 0  // eighths from the bottom
            var stacked = 0.0
            // A cell shows one segment: stacked segments end on whole cells, a lone one to an eighth.
            let step = bar.segments.filter { $0.value > 0 }.count > 1 ? 8 : 1
            for segment in bar.segments where segment.value > 0 {
                // Rounded from the running total, so rounding each segment never stacks past the top.
                stacked += segment.value
                let end = min(plotHeight * 8, Int(saturating: (stacked / top * Double(plotHeight * 8 / step)).rounded()) * step)
                fillColumn(
                    from: filled, to: end, x: x, width: width, baseY: baseY, style: segment.style,
                    fill: segment.fill ?? buffer.glyphs.fullBlock, into: &buffer)
                filled = end
            }
            let label = TextWidth.truncate(bar.label, to: max(1, slot - 1))  // a gap keeps neighbours apart
            buffer.put(label, x: rect.x + index * slot + max(0, (slot - TextWidth.of(label)) / 2), y: rect.maxY - 1, clip: rect)
        }
    }

    private static func fillColumn(
        from start: Int, to end: Int, x: Int, width: Int, baseY: Int, style: Style,
        fill: Character, into buffer: inout Buffer
    ) {
        guard end > start else { return }
        var level = start
        while level < end {
            let row = level / 8
            let cellTop = (row + 1) * 8
            let reach = min(end, cellTop)
            let glyph: Character = reach == cellTop ? fill : buffer.glyphs.verticalEighths[reach - row * 8 - 1]
            for dx in 0..<width { buffer.put(glyph, x: x + dx, y: baseY - row, style: style) }
            level = reach
        }
    }
}
