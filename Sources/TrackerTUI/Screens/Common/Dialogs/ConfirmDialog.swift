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
        let inner = Dialog(title: title, lines: lines, buttons: statusItems).draw(in: area, extraRows: error == nil ? 0 : 1, into: &buffer)
        if let error {
            buffer.put(TextWidth.truncate(error, to: inner.width, ellipsis: buffer.glyphs.ellipsis), x: inner.x, y: inner.y, style: .error, clip: inner)
        }
    }
}
