import TrackerKit

/// A one-field dialog (a weight, a date, servings): Enter submits the text, Esc cancels, and a refused
/// value shows its reason under the field with the text kept.
struct PromptDialog: ModalDialog {
    var title: String
    var field: TextField
    /// What Enter does, in a word ("save", "go", "copy").
    var enterLabel = "save"
    private let original: String

    init(title: String, label: String, text: String = "", enterLabel: String = "save", maxLength: Int = 20) {
        self.title = title
        self.field = TextField(label: label, text: text, maxLength: maxLength)
        self.enterLabel = enterLabel
        original = text
    }

    var text: String { field.text }

    var keys: [HelpEntry] {
        [.init(keys: "Enter", summary: enterLabel), .init(keys: "Esc", summary: "cancel"), .init(keys: "Ctrl-U", summary: "clear")]
    }

    var hasChanges: Bool { field.text != original }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<String> {
        switch field.handle(key) {
        case .submitted: return .submitted(field.text)
        case .cancelled: return .cancelled
        default: return .open
        }
    }

    /// The refused text is selected, so typing replaces it (as in the forms) and an arrow key keeps it to edit.
    mutating func refuse(_ message: String) {
        field.error = message
        field.selectAll()
    }

    /// The same prompt with its text selected: what going back to it from a question shows.
    func withTextSelected() -> PromptDialog {
        var copy = self
        copy.field.selectAll()
        return copy
    }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        // At least 66 wide; a refusal wraps under the field rather than being cut.
        let errorLines = field.error.map { TextWidth.wrap($0, width: min(area.width - 2, 66) - 4, maxLines: 4) } ?? []
        let inner = Dialog(title: title, lines: [], buttons: [.init(keys: "Enter", label: enterLabel), .init(keys: "Esc", label: "cancel")])
            .draw(in: area, minWidth: 66, extraRows: 1 + max(1, errorLines.count), into: &buffer)
        var shown = field
        shown.error = nil
        shown.draw(
            in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1), labelWidth: TextWidth.of(field.label), focused: true,
            into: &buffer)
        for (index, line) in errorLines.enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + 1 + index, style: .error, clip: inner)
        }
    }
}
