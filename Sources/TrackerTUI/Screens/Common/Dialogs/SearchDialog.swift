import TrackerKit

/// A search line over the top of a list: every edit filters at once, Enter keeps the filter, Esc clears it.
struct SearchDialog: ModalDialog {
    enum Event { case typed(String), kept, cleared }

    var field: TextField

    init(query: String) {
        field = TextField(label: "Search", text: query, maxLength: 60)
    }

    var keys: [HelpEntry] { [.init(keys: "Enter", summary: "keep"), .init(keys: "Esc", summary: "clear")] }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Event> {
        switch field.handle(key) {
        case .submitted: return .submitted(.kept)
        case .cancelled: return .submitted(.cleared)
        case .edited: return .submitted(.typed(field.text))
        default: return .open
        }
    }

    mutating func refuse(_ message: String) { field.error = message }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        let row = Rect(x: area.x + 1, y: area.y + 1, width: min(area.width - 2, 50), height: 1)
        buffer.fill(row)
        buffer.beginOverlay()
        field.draw(in: row, labelWidth: 6, focused: true, into: &buffer)
    }
}
