/// The `?` overlay: every key of the current screen and the global keys, from their key tables.
struct HelpOverlay: Equatable, Sendable {
    var sections: [HelpSection]
    var scroll = 0

    static let table = KeyTable<Command>([
        KeyBinding([.escape, .character("?"), .character("q"), .enter], "close help", .close, label: "Esc"),
        KeyBinding([.down, .character("j")], "scroll down", .scroll(1), label: "↓/j"),
        KeyBinding([.up, .character("k")], "scroll up", .scroll(-1), label: "↑/k"),
        KeyBinding([.pageDown, .character(" ")], "page down", .scroll(10), label: "PgDn"),
        KeyBinding([.pageUp], "page up", .scroll(-10), label: "PgUp"),
    ])

    enum Command: Equatable, Sendable { case close, scroll(Int) }

    var lines: [(text: String, isHeading: Bool)] {
        var result: [(String, Bool)] = []
        let keyWidth = sections.flatMap(\.entries).map { TextWidth.of($0.keys) }.max() ?? 0
        for section in sections where !section.entries.isEmpty {
            if !result.isEmpty { result.append(("", false)) }
            result.append((section.title, true))
            for entry in section.entries {
                result.append(("  " + TextWidth.pad(entry.keys, to: keyWidth) + "  " + entry.summary, false))
            }
        }
        return result
    }

    /// Returns false when the overlay should close.
    mutating func handle(_ key: Key, visibleRows: Int) -> Bool {
        switch Self.table.command(for: key) {
        case .close: return false
        case .scroll(let delta):
            scroll = min(max(0, scroll + delta), max(0, lines.count - visibleRows))
            return true
        case nil: return true
        }
    }

    static func frame(in screen: Rect, lineCount: Int, width: Int) -> Rect {
        screen.centered(width: min(screen.width - 4, max(44, width + 4)), height: min(screen.height - 2, lineCount + 3))
    }

    func draw(in screen: Rect, into buffer: inout Buffer) {
        let all = lines
        let width = all.map { TextWidth.of($0.text) }.max() ?? 0
        let frame = Self.frame(in: screen, lineCount: all.count, width: width)
        buffer.fill(frame)
        let inner = Panel.draw(frame, title: "Help", into: &buffer).inset(horizontal: 1, vertical: 0)
        let rows = inner.height - 1
        for (row, line) in all.dropFirst(scroll).prefix(rows).enumerated() {
            buffer.put(line.text, x: inner.x, y: inner.y + row, style: line.isHeading ? .title : .plain, clip: inner)
        }
        let more = all.count > scroll + rows ? "  \(buffer.glyphs.arrowDown) more" : ""
        buffer.put("Esc closes" + more, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
