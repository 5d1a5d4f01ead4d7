import TrackerKit

/// A question with a few answers, each on its own key (a: add, r: replace), and Esc to cancel.
struct ChoiceDialog<Choice: Equatable & Sendable>: ModalDialog {
    struct Option: Equatable, Sendable {
        var key: Character
        var label: String
        var choice: Choice
    }

    var title: String
    var lines: [String]
    var options: [Option]
    var error: String?

    var keys: [HelpEntry] {
        options.map { HelpEntry(keys: String($0.key), summary: $0.label) } + [.init(keys: "Esc", summary: "cancel")]
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Choice> {
        if key == .escape { return .cancelled }
        guard case .character(let typed) = key,
            let option = options.first(where: { $0.key.lowercased() == typed.lowercased() })
        else { return .open }
        return .submitted(option.choice)
    }

    mutating func refuse(_ message: String) { error = message }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        let buttons = options.map { StatusLine.Item(keys: String($0.key), label: $0.label) } + [.init(keys: "Esc", label: "cancel")]
        let errorLines = error.map { TextWidth.wrap($0, width: max(26, min(area.width - 6, 62)), maxLines: 4) } ?? []
        let minWidth = max(30, (errorLines.map { TextWidth.of($0) }.max() ?? 0) + 4)
        let inner = Dialog(title: title, lines: lines, buttons: buttons).draw(in: area, minWidth: minWidth, extraRows: errorLines.count, into: &buffer)
        for (index, line) in errorLines.enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + index, style: .error, clip: inner)
        }
    }
}
