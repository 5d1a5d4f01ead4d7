/// A bordered box with an optional title in its top edge. Returns the inner area.
enum Panel {
    @discardableResult
    static func draw(
        _ rect: Rect, title: String? = nil, style: Style = .border,
        titleStyle: Style = .title, into buffer: inout Buffer
    ) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let g = buffer.glyphs
        for x in rect.x + 1..<rect.maxX - 1 {
            buffer.put(g.horizontal, x: x, y: rect.y, style: style)
            buffer.put(g.horizontal, x: x, y: rect.maxY - 1, style: style)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            buffer.put(g.vertical, x: rect.x, y: y, style: style)
            buffer.put(g.vertical, x: rect.maxX - 1, y: y, style: style)
        }
        buffer.put(g.topLeft, x: rect.x, y: rect.y, style: style)
        buffer.put(g.topRight, x: rect.maxX - 1, y: rect.y, style: style)
        buffer.put(g.bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
        buffer.put(g.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
        if let title, !title.isEmpty, rect.width > 4 {
            let shown = TextWidth.truncate(" \(title) ", to: rect.width - 2, ellipsis: g.ellipsis)
            buffer.put(shown, x: rect.x + 1, y: rect.y, style: titleStyle)
        }
        return rect.inset(by: 1)
    }
}
