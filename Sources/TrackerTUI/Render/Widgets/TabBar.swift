/// The top row: ` 1 Log  2 Progress … `, the current tab highlighted. The same layout
/// answers mouse clicks, so what is drawn and what is clicked can never disagree.
struct TabBar {
    var titles: [String]
    var selected: Int

    /// The column range each tab occupies on the row.
    func spans(width: Int) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var x = 0
        let widths = titles.enumerated().map { TextWidth.of(Self.label(index: $0.offset, title: $0.element)) }
        // At the narrowest sizes the gaps go first, so every tab stays whole (the labels keep their padding).
        let gap = widths.reduce(0, +) + titles.count - 1 <= width ? 1 : 0
        for w in widths {
            spans.append(x..<max(x, min(x + w, width)))
            x += w + gap
        }
        return spans
    }

    /// True when every label fits whole in `width` columns (without gaps at the narrowest).
    func fits(width: Int) -> Bool {
        titles.enumerated().map { TextWidth.of(Self.label(index: $0.offset, title: $0.element)) }.reduce(0, +) <= width
    }

    func tab(atColumn column: Int, width: Int) -> Int? {
        spans(width: width).firstIndex { $0.contains(column) }
    }

    func draw(in rect: Rect, into buffer: inout Buffer) {
        buffer.fill(rect.row(0))
        for (index, span) in spans(width: rect.width).enumerated() where !span.isEmpty {
            let style: Style = index == selected ? .tabActive : .tabInactive
            buffer.put(
                Self.label(index: index, title: titles[index]), x: rect.x + span.lowerBound, y: rect.y,
                style: style, clip: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
        }
    }

    /// ` 2 Progress `, or ` 2 ` when the title gave way to a narrow screen.
    static func label(index: Int, title: String) -> String { title.isEmpty ? " \(index + 1) " : " \(index + 1) \(title) " }
}
