/// A centred block of text for a screen with nothing to show yet: what it will hold and how to start.
enum EmptyState {
    static func draw(title: String, lines: [String], in area: Rect, into buffer: inout Buffer) {
        let all = [title, ""] + lines
        let top = area.y + max(0, (area.height - all.count) / 2)
        for (index, line) in all.enumerated() where top + index < area.maxY {
            let cut = TextWidth.truncate(line, to: area.width - 2, ellipsis: buffer.glyphs.ellipsis)
            let x = area.x + max(0, (area.width - TextWidth.of(cut)) / 2)
            buffer.put(cut, x: x, y: top + index, style: index == 0 ? .title : .plain, clip: area)
        }
    }
}
