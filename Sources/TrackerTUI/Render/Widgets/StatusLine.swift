/// The bottom row: the keys that work now (`w weight  f food  ? help  q quit`), or a message.
/// When the keys do not fit, the ones at the end of the list that are not pinned are dropped first.
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

    func draw(in rect: Rect, into buffer: inout Buffer) {
        buffer.fill(rect.row(0))
        var x = rect.x + 1
        let messageText: (String, Style)? = message.map { message in
            switch message {
            case .info(let text): (text, .success)
            case .error(let text): ("! " + text, .error)
            }
        }
        var pinnedWidth = pinned.reduce(0) { $0 + Self.width(of: $1) + 2 }
        // A message that does not fit beside the pinned keys takes the whole row: they are back at the next key.
        if let (text, _) = messageText, x + TextWidth.of(text) + 1 > rect.maxX - pinnedWidth { pinnedWidth = 0 }
        let limit = rect.maxX - pinnedWidth
        if let (text, style) = messageText {
            let shown = TextWidth.truncate(text, to: max(0, limit - x - 1), ellipsis: buffer.glyphs.ellipsis)
            buffer.put(shown, x: x, y: rect.y, style: style)
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
