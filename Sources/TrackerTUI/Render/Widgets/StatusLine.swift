/// The bottom row: the keys that work now (`w weight  f food  ? help  q quit`), or a message.
/// When the keys do not fit, the ones at the end of the list that are not pinned are dropped first. A message
/// too long for the row is never cut while it fits in `maxMessageRows`: it wraps upward over the rows above.
struct StatusLine {
    struct Item: Equatable {
        var keys: String
        var label: String
    }

    enum Message: Equatable {
        case info(String)
        case error(String)
    }

    var items: [Item]
    var message: Message?
    /// Items that must stay visible (help, quit), drawn at the right edge.
    var pinned: [Item] = []

    /// The most rows a message takes (the status row and the two above it).
    static let maxMessageRows = 3

    /// The message's rows, top first: the last shares the row with the pinned keys, the others use the full width.
    func messageLines(width: Int, ellipsis: String) -> [String] {
        guard let message else { return [] }
        let text: String
        switch message {
        case .info(let info): text = info
        case .error(let error): text = "! " + error
        }
        let last = max(1, width - pinnedWidth - 2), full = max(1, width - 2)
        if TextWidth.of(text) <= last { return [text] }
        // Wrap at the full width, then make sure the last line leaves room for the pinned keys.
        var lines = TextWidth.wrap(text, width: full, maxLines: 100, ellipsis: ellipsis)
        if let tail = lines.last, TextWidth.of(tail) > last {
            let moved = TextWidth.wrap(tail, width: last, maxLines: 2, ellipsis: ellipsis)
            lines.removeLast()
            lines += moved
        }
        if lines.count > Self.maxMessageRows {
            let rest = lines[(Self.maxMessageRows - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(Self.maxMessageRows - 1)) + [TextWidth.truncate(rest, to: last, ellipsis: ellipsis)]
        }
        return lines
    }

    private var pinnedWidth: Int { pinned.reduce(0) { $0 + Self.width(of: $1) + 2 } }

    func draw(in rect: Rect, into buffer: inout Buffer) {
        buffer.fill(rect.row(0))
        var x = rect.x + 1
        let pinnedWidth = self.pinnedWidth
        let limit = rect.maxX - pinnedWidth
        if let message {
            let style: Style =
                switch message {
                case .info: .success
                case .error: .error
                }
            let lines = messageLines(width: rect.width, ellipsis: buffer.glyphs.ellipsis)
            for (index, line) in lines.enumerated() {
                let y = rect.y - (lines.count - 1 - index)
                if y != rect.y { buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1)) }
                buffer.put(line, x: x, y: y, style: style)
            }
        } else {
            for item in items {
                let w = Self.width(of: item)
                if x + w > limit { break }
                x = drawItem(item, x: x, y: rect.y, into: &buffer) + 2
            }
        }
        var px = rect.maxX - pinnedWidth + 1
        for item in pinned where px >= rect.x && pinnedWidth > 0 {
            px = drawItem(item, x: px, y: rect.y, into: &buffer) + 2
        }
    }

    /// Draws `keys label`; a tap on it presses the key it names.
    private func drawItem(_ item: Item, x: Int, y: Int, into buffer: inout Buffer) -> Int {
        let used = buffer.put(item.keys, x: x, y: y, style: .statusKey)
        let end = x + used + buffer.put(" " + item.label, x: x + used, y: y, style: .plain)
        if let key = Key(label: item.keys) { buffer.addTap(Rect(x: x, y: y, width: end - x, height: 1), keys: [key]) }
        return end
    }

    private static func width(of item: Item) -> Int {
        TextWidth.of(item.keys) + 1 + TextWidth.of(item.label)
    }
}

extension KeyTable {
    /// The bindings marked for the status line, as its items.
    var statusItems: [StatusLine.Item] {
        bindings.filter(\.inStatusLine).map { StatusLine.Item(keys: $0.label, label: $0.statusSummary) }
    }
}
