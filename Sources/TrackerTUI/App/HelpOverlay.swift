/// The `?` overlay: every key of the current screen and the global keys, from their key tables.
struct HelpOverlay: Equatable, Sendable {
    var sections: [HelpSection]
    var scroll = 0

    static let table = KeyTable<Command>([
        KeyBinding([.escape, .character("?"), .character("q"), .enter], "close help", .close, label: "Esc"),
        KeyBinding([.down, .character("j")], "scroll down", .scroll(1), label: "↓/j"),
        KeyBinding([.up, .character("k")], "scroll up", .scroll(-1), label: "↑/k"),
        KeyBinding([.pageDown, .character(" ")], "page down", .scroll(ListState.page), label: "PgDn"),
        KeyBinding([.pageUp], "page up", .scroll(-ListState.page), label: "PgUp"),
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

    /// The lines as shown in `screen`: a summary too long for the box wraps under itself (indented past
    /// the keys) instead of losing its end.
    func lines(in screen: Rect) -> [(text: String, isHeading: Bool)] {
        let room = screen.width - 8  // the widest box (screen − 4) less its borders and the inner margins
        let indent = 4 + (sections.flatMap(\.entries).map { TextWidth.of($0.keys) }.max() ?? 0)
        return lines.flatMap { line -> [(text: String, isHeading: Bool)] in
            guard !line.isHeading, TextWidth.of(line.text) > room, indent < room - 8 else { return [line] }
            let head = String(line.text.prefix(indent))
            let summary = String(line.text.dropFirst(indent))
            let wrapped = TextWidth.wrap(summary, width: max(8, room - indent), maxLines: 4)
            return wrapped.enumerated().map { (($0.offset == 0 ? head : String(repeating: " ", count: indent)) + $0.element, false) }
        }
    }

    /// Returns false when the overlay should close. `screen` is where it is drawn.
    mutating func handle(_ key: Key, in screen: Rect) -> Bool {
        switch Self.table.command(for: key) {
        case .close: return false
        case .scroll(var delta):
            if abs(delta) == ListState.page { delta = delta.signum() * max(1, visibleRows(in: screen) - 1) }
            scroll = min(max(0, scroll + delta), max(0, lines(in: screen).count - visibleRows(in: screen)))
            return true
        case nil: return true
        }
    }

    /// The box, sized to the text and the screen; the last inner row holds the "Esc closes" hint.
    func frame(in screen: Rect) -> Rect {
        let all = lines(in: screen)
        let width = all.map { TextWidth.of($0.text) }.max() ?? 0
        return screen.centered(width: min(screen.width - 4, max(44, width + 4)), height: min(screen.height - 2, all.count + 3))
    }

    func visibleRows(in screen: Rect) -> Int { max(1, frame(in: screen).height - 3) }

    func draw(in screen: Rect, into buffer: inout Buffer) {
        let all = lines(in: screen)
        let frame = frame(in: screen)
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: "Help", into: &buffer).inset(horizontal: 1, vertical: 0)
        let rows = visibleRows(in: screen)
        for (row, line) in all.dropFirst(scroll).prefix(rows).enumerated() {
            buffer.put(line.text, x: inner.x, y: inner.y + row, style: line.isHeading ? .title : .plain, clip: inner)
        }
        let more = all.count > scroll + rows ? "  \(buffer.glyphs.arrowDown) more" : ""
        buffer.put("Esc closes" + more, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
