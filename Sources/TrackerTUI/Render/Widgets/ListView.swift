/// Selection and scroll position of a list; the list's rows come from the screen.
struct ListState: Equatable, Sendable {
    var selected = 0
    var offset = 0

    /// A move far enough to reach either end of any list (it is clamped).
    static let toEnd = 1 << 40

    /// The keys every list moves with, sending `move(rows)`: ↑/k ↓/j, PgUp/PgDn, Home/g and End/G.
    static func moveKeys<Command: Sendable>(_ move: (Int) -> Command, item: String = "row") -> [KeyBinding<Command>] {
        [
            KeyBinding([.up, .character("k")], "previous \(item)", move(-1), label: "↑/k", status: false),
            KeyBinding([.down, .character("j")], "next \(item)", move(1), label: "↓/j", status: false),
            KeyBinding([.pageUp], "page up", move(-page), status: false),
            KeyBinding([.pageDown], "page down", move(page), status: false),
            KeyBinding([.home, .character("g")], "first \(item)", move(-toEnd), label: "Home/g", status: false),
            KeyBinding([.end, .character("G")], "last \(item)", move(toEnd), label: "End/G", status: false),
        ]
    }

    /// A move of one page (PgUp/PgDn): the rows shown less one, so one row stays in view.
    static let page = 1 << 30
    /// A page when the caller does not know how many rows are shown (`visible` ≥ this).
    static let unknownVisible = 1000

    /// Moves the selection by `delta` rows (clamped; ±`page` is a page of `visible` rows) and scrolls
    /// so it stays within `visible` rows.
    mutating func move(by delta: Int, count: Int, visible: Int) {
        guard count > 0 else { selected = 0; offset = 0; return }
        var delta = delta
        if abs(delta) == Self.page { delta = delta.signum() * (visible >= Self.unknownVisible ? 10 : max(1, visible - 1)) }
        selected = min(max(selected + delta, 0), count - 1)
        scrollToSelection(visible: visible, count: count)
    }

    mutating func scrollToSelection(visible: Int, count: Int) {
        guard visible > 0 else { return }
        selected = min(max(selected, 0), max(count - 1, 0))
        if selected < offset { offset = selected }
        if selected >= offset + visible { offset = selected - visible + 1 }
        offset = min(max(offset, 0), max(count - visible, 0))
    }
}

/// A scrollable list with one selected row and a scroll marker on the right edge when it overflows.
enum ListView {
    static func draw(
        rows: [String], state: ListState, in rect: Rect, focused: Bool = true,
        emptyText: String = "", into buffer: inout Buffer
    ) {
        draw(count: rows.count, row: { rows[$0] }, state: state, in: rect, focused: focused, emptyText: emptyText, into: &buffer)
    }

    /// For long lists held a window at a time: `row` is asked only for the rows on screen.
    static func draw(
        count: Int, row: (Int) -> String, state: ListState, in rect: Rect, focused: Bool = true,
        emptyText: String = "", into buffer: inout Buffer
    ) {
        guard !rect.isEmpty else { return }
        if count == 0 {
            for (line, text) in TextWidth.wrap(emptyText, width: rect.width, maxLines: rect.height, ellipsis: buffer.glyphs.ellipsis).enumerated() {
                buffer.put(text, x: rect.x, y: rect.y + line, style: .muted, clip: rect)
            }
            return
        }
        var state = state
        state.scrollToSelection(visible: rect.height, count: count)
        if focused { buffer.listPageRows = rect.height }
        if focused { buffer.addTap(TapTarget(rect: rect, keys: [], scrollUp: Array(repeating: .up, count: 3), scrollDown: Array(repeating: .down, count: 3))) }
        let overflow = count > rect.height
        let textWidth = overflow ? rect.width - 1 : rect.width
        for line in 0..<min(rect.height, count - state.offset) {
            let index = state.offset + line
            let isSelected = index == state.selected
            let style: Style = isSelected ? (focused ? .selected : .title) : .plain
            // The selected row's colour spans the whole row; the others need no trailing blanks.
            if isSelected { buffer.fill(Rect(x: rect.x, y: rect.y + line, width: textWidth, height: 1), style: style) }
            if focused { buffer.addTap(Rect(x: rect.x, y: rect.y + line, width: textWidth, height: 1), keys: tapKeys(row: index, selected: state.selected)) }
            buffer.put(TextWidth.truncate(row(index), to: textWidth), x: rect.x, y: rect.y + line, style: style, clip: rect)
        }
        if overflow {
            let g = buffer.glyphs
            let trackHeight = rect.height
            let thumb = Int((Double(state.offset * (trackHeight - 1)) / Double(max(count - rect.height, 1))).rounded())
            for y in 0..<trackHeight {
                buffer.put(y == thumb ? g.fullBlock : g.lightShade, x: rect.maxX - 1, y: rect.y + y, style: .muted)
            }
        }
    }

    /// A tap on a row selects it (the list's ↑↓ keys, so every list's own rules apply); a tap on the
    /// selected row opens it, as Enter does.
    static func tapKeys(row: Int, selected: Int) -> [Key] {
        row == selected ? [.enter] : Array(repeating: row > selected ? .down : .up, count: abs(row - selected))
    }
}
