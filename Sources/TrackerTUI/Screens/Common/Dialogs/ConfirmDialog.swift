import TrackerKit

/// A yes/no question hosted by a screen: `y` submits, `n` and Esc cancel, other keys are ignored so a
/// stray key never deletes. A failed write is shown in the dialog.
struct ConfirmDialog: ModalDialog {
    var title: String
    var lines: [String]
    var yesLabel = "yes"
    var noLabel = "no"
    var error: String?

    init(title: String, question: String, more: [String] = [], yes: String = "yes", no: String = "no") {
        self.title = title
        lines = [question] + more
        yesLabel = yes
        noLabel = no
    }

    var keys: [HelpEntry] { [.init(keys: "y", summary: yesLabel), .init(keys: "n/Esc", summary: noLabel)] }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Void> {
        switch Confirmation(title: title, question: "").answer(for: key) {
        case .yes: return .submitted(())
        case .no: return .cancelled
        case nil: return .open
        }
    }

    mutating func refuse(_ message: String) { error = message }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        let errorLines = error.map { TextWidth.wrap($0, width: max(26, min(area.width - 6, 62)), maxLines: 4) } ?? []
        let minWidth = max(30, (errorLines.map { TextWidth.of($0) }.max() ?? 0) + 4)
        let inner = Dialog(title: title, lines: lines, buttons: statusItems).draw(in: area, minWidth: minWidth, extraRows: errorLines.count, into: &buffer)
        for (index, line) in errorLines.enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + index, style: .error, clip: inner)
        }
    }
}
