/// A single-line text input: its text, cursor and validation message. Editing keys as in ux.md:
/// printable characters insert, ←/→ Home/End move, Backspace/Delete erase, Ctrl-U clears.
/// A pre-filled value starts selected (and is selected again when a form focuses the field): the first
/// typed character replaces it, Backspace/Delete erase it, and the moving keys keep it.
struct TextField: Equatable, Sendable {
    enum Outcome: Equatable { case edited, moved, submitted, cancelled, next, previous, ignored }

    var label: String
    private(set) var characters: [Character]
    private(set) var cursor: Int
    var error: String?
    var maxLength: Int
    /// The whole text is selected: typing replaces it.
    private(set) var isSelected: Bool

    init(label: String, text: String = "", maxLength: Int = 200) {
        self.label = label
        self.characters = Array(text)
        self.cursor = characters.count
        self.maxLength = maxLength
        isSelected = !characters.isEmpty
    }

    var text: String {
        get { String(characters) }
        set { characters = Array(newValue); cursor = characters.count; isSelected = false }
    }

    mutating func selectAll() {
        isSelected = !characters.isEmpty
        cursor = characters.count
    }

    mutating func handle(_ key: Key) -> Outcome {
        if isSelected { return handleSelected(key) }
        switch key {
        case .character(let c):
            guard characters.count < maxLength else { return .ignored }
            characters.insert(c, at: cursor)
            cursor += 1
            joinMarks()
            error = nil
            return .edited
        case .left: cursor = max(0, cursor - 1); return .moved
        case .right: cursor = min(characters.count, cursor + 1); return .moved
        case .home, .control("a"): cursor = 0; return .moved
        case .end, .control("e"): cursor = characters.count; return .moved
        case .backspace:
            guard cursor > 0 else { return .ignored }
            characters.remove(at: cursor - 1)
            cursor -= 1
            error = nil
            return .edited
        case .delete:
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
            error = nil
            return .edited
        case .control("u"):
            characters.removeAll()
            cursor = 0
            error = nil
            return .edited
        case .enter: return .submitted
        case .escape: return .cancelled
        case .tab, .down: return .next
        case .backTab, .up: return .previous
        default: return .ignored
        }
    }

    /// A combining mark typed after its letter (e then U+0301) joins it into one character, as it is drawn.
    private mutating func joinMarks() {
        let joined = Array(String(characters))
        guard joined.count != characters.count else { return }
        cursor -= characters.count - joined.count
        characters = joined
    }

    /// A key while the whole text is selected: editing keys replace or erase it, moving keys unselect.
    private mutating func handleSelected(_ key: Key) -> Outcome {
        isSelected = false
        switch key {
        case .character, .backspace, .delete:
            characters.removeAll()
            cursor = 0
            error = nil
            if case .character = key { return handle(key) }
            return .edited
        case .left, .home, .control("a"): cursor = 0; return .moved
        default: return handle(key)
        }
    }

    /// Draws `label: [text]` on the first row of `rect` and the error (if any) on the second.
    /// The text scrolls so the cursor stays visible; the cursor cell is shown reversed when focused.
    func draw(in rect: Rect, labelWidth: Int, focused: Bool, into buffer: inout Buffer) {
        guard rect.height >= 1 else { return }
        let labelText = TextWidth.pad(label, to: labelWidth)
        buffer.put(labelText, x: rect.x, y: rect.y, style: focused ? .title : .plain, clip: rect)
        let fieldX = rect.x + labelWidth + 1
        let fieldWidth = rect.maxX - fieldX
        guard fieldWidth > 2 else { return }
        let inner = fieldWidth - 2
        let textArea = Rect(x: fieldX + 1, y: rect.y, width: inner, height: 1)
        buffer.put("[", x: fieldX, y: rect.y, style: .muted, clip: rect)
        buffer.fill(textArea)
        let visible = visibleSlice(width: inner)
        var x = textArea.x
        for (offset, character) in visible.characters.enumerated() {
            let isCursor = focused && (isSelected || visible.start + offset == cursor)
            x += buffer.put(String(character), x: x, y: rect.y, style: isCursor ? .selected : .plain, clip: textArea)
        }
        if focused && !isSelected && cursor == characters.count && x < textArea.maxX {
            buffer.put(" ", x: x, y: rect.y, style: .selected)
        }
        buffer.put("]", x: textArea.maxX, y: rect.y, style: .muted, clip: rect)
        if let error, rect.height >= 2 {
            buffer.put(TextWidth.truncate(error, to: rect.width - labelWidth - 1), x: fieldX, y: rect.y + 1, style: .error, clip: rect)
        }
    }

    /// The run of characters that fits in `width` cells and contains the cursor.
    private func visibleSlice(width: Int) -> (start: Int, characters: ArraySlice<Character>) {
        var start = 0
        var used = characters[..<cursor].reduce(0) { $0 + TextWidth.of($1) } + 1
        while used > width && start < cursor {
            used -= TextWidth.of(characters[start])
            start += 1
        }
        var end = start
        var w = 0
        while end < characters.count {
            let cw = TextWidth.of(characters[end])
            if w + cw > width { break }
            w += cw
            end += 1
        }
        return (start, characters[start..<end])
    }
}
