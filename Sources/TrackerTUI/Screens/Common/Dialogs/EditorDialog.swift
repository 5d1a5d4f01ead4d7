import TrackerKit

/// A multi-line text editor in a box (the day's memo): Enter starts a new line, Ctrl-S submits the
/// text, Esc cancels (asking first when the text changed).
struct EditorDialog: ModalDialog {
    var title: String
    var area: TextArea
    var error: String?
    /// The text saved elsewhere since the editor opened (after a refused save): Ctrl-T adds its new lines.
    var theirs: String?

    init(title: String, text: String, maxCharacters: Int = ValueRules.memoLength) {
        self.title = title
        area = TextArea(text: text)
        area.maxCharacters = maxCharacters
    }

    /// Said while typed or pasted text did not fit, and after saving.
    var limitMessage: String? {
        area.refused == 0 ? nil : "Full at \(area.maxCharacters) characters: the last \(area.refused) were not added."
    }

    /// The status line after saving text that was cut at the limit.
    var savedCutMessage: String? {
        area.refused == 0 ? nil : "saved, cut at \(area.maxCharacters) characters: the last \(area.refused) were not added."
    }

    /// The count shows once the text is near its limit.
    private var countLabel: String? {
        let count = area.characterCount
        return count * 10 >= area.maxCharacters * 9 ? "\(count)/\(area.maxCharacters)" : nil
    }

    static let keyTable = KeyTable<Never?>([
        KeyBinding([.control("s")], "save", nil, label: "Ctrl-S"),
        KeyBinding([.enter], "new line", nil, label: "Enter"),
        KeyBinding([.escape], "cancel", nil, label: "Esc"),
        KeyBinding([.control("u")], "clear", nil, label: "Ctrl-U"),
    ])

    var keys: [HelpEntry] {
        Self.keyTable.helpSection("").entries + (theirs == nil ? [] : [.init(keys: "Ctrl-T", summary: "add their new lines")])
    }

    var hasChanges: Bool { area.hasChanges }

    static func frame(in area: Rect) -> Rect {
        area.centered(width: min(area.width - 2, 70), height: min(area.height, 14))
    }

    /// Where the text goes: inside the frame, above its line of keys.
    static func textRect(in frame: Rect) -> Rect {
        let inner = frame.inset(by: 1).inset(horizontal: 1, vertical: 0)
        return Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - 1)
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<String> {
        area.width = Self.textRect(in: Self.frame(in: context.contentArea)).width
        if key == .control("t"), let theirs {
            area.appendLines(area.linesNotIn(theirs))
            self.theirs = nil
            error = nil
            return .open
        }
        switch area.handle(key) {
        case .cancel: return .cancelled
        case .save: return .submitted(area.text)
        default:
            error = nil
            return .open
        }
    }

    mutating func refuse(_ message: String) { error = message }

    func draw(in screen: Rect, context: RenderContext, into buffer: inout Buffer) {
        let frame = Self.frame(in: screen)
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: title, into: &buffer).inset(horizontal: 1, vertical: 0)
        let footer: (String, Style)
        if let error {
            footer = ("! " + error + (theirs == nil ? "" : " Ctrl-T adds their new lines to yours."), .error)
        } else if area.discard.isArmed {
            footer = (DiscardGuard.question, .error)
        } else if let limitMessage {
            footer = ("! " + limitMessage, .error)
        } else {
            footer = (["Enter new line · Ctrl-S save · Esc cancel", countLabel].compactMap { $0 }.joined(separator: " · "), .muted)
        }
        // A long message (what changed elsewhere) wraps over the text's last rows rather than being cut.
        let lines = TextWidth.wrap(footer.0, width: inner.width, maxLines: max(1, min(4, inner.height - 2)), ellipsis: buffer.glyphs.ellipsis)
        var text = Self.textRect(in: frame)
        text.height = max(1, text.height - (lines.count - 1))
        area.draw(in: text, into: &buffer)
        for (index, line) in lines.enumerated() {
            buffer.put(line, x: inner.x, y: inner.maxY - lines.count + index, style: footer.1, clip: inner)
        }
    }
}
