/// A centred block of text for a screen with nothing to show yet: what it will hold and how to start.
enum EmptyState {
    static func draw(title: String, lines: [String], in area: Rect, into buffer: inout Buffer) {
        // Narrow terminals wrap the hints rather than cut them: they say how to start.
        let width = area.width - 2
        let wrapped = lines.flatMap { line in line.isEmpty ? [""] : TextWidth.wrap(line, width: width, maxLines: 4, ellipsis: buffer.glyphs.ellipsis) }
        let all = [TextWidth.truncate(title, to: width, ellipsis: buffer.glyphs.ellipsis), ""] + wrapped
        let top = area.y + max(0, (area.height - all.count) / 2)
        for (index, line) in all.enumerated() where top + index < area.maxY {
            let x = area.x + max(0, (area.width - TextWidth.of(line)) / 2)
            buffer.put(line, x: x, y: top + index, style: index == 0 ? .title : .plain, clip: area)
        }
    }
}
