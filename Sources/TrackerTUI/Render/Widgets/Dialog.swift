/// A modal box centred over the screen: a title, lines of text, and a row of button hints.
/// The area behind it is cleared so nothing from the screen shows through.
struct Dialog {
    var title: String
    var lines: [String]
    var buttons: [StatusLine.Item] = []
    var style: Style = .border

    /// Draws the dialog centred in `screen`; returns the inner area below the text for extra content.
    @discardableResult
    func draw(in screen: Rect, minWidth: Int = 30, extraRows: Int = 0, into buffer: inout Buffer) -> Rect {
        // A line wider than the screen allows wraps (on a phone a question would lose its end).
        let room = max(1, screen.width - 6)
        let lines = lines.flatMap { TextWidth.of($0) <= room ? [$0] : TextWidth.wrap($0, width: room, maxLines: 6, ellipsis: buffer.glyphs.ellipsis) }
        let textWidth = lines.map { TextWidth.of($0) }.max() ?? 0
        let buttonWidth = buttons.reduce(0) { $0 + TextWidth.of($1.keys) + TextWidth.of($1.label) + 3 }
        let width = min(screen.width - 2, max(minWidth, textWidth + 4, buttonWidth + 4, TextWidth.of(title) + 6))
        let height = min(screen.height - 2, lines.count + extraRows + (buttons.isEmpty ? 2 : 4))
        let frame = screen.centered(width: width, height: height)
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: title, style: style, into: &buffer)
        let body = inner.inset(horizontal: 1, vertical: 0)
        for (index, line) in lines.enumerated() where index < body.height {
            buffer.put(
                TextWidth.truncate(line, to: body.width, ellipsis: buffer.glyphs.ellipsis),
                x: body.x, y: body.y + index, clip: body)
        }
        if !buttons.isEmpty && body.height >= 2 {
            StatusLine(items: buttons, message: nil).draw(in: Rect(x: body.x - 1, y: body.maxY - 1, width: body.width + 1, height: 1), into: &buffer)
        }
        return Rect(x: body.x, y: body.y + lines.count, width: body.width, height: extraRows)
    }
}

/// A y/n question. `y` confirms; `n` and Esc decline; other keys are ignored so a stray key never deletes.
struct Confirmation: Equatable, Sendable {
    var title: String
    var question: String

    enum Answer: Equatable { case yes, no }

    func answer(for key: Key) -> Answer? {
        switch key {
        case .character("y"), .character("Y"): return .yes
        case .character("n"), .character("N"), .escape: return .no
        default: return nil
        }
    }

    func draw(in screen: Rect, into buffer: inout Buffer) {
        Dialog(
            title: title, lines: [question],
            buttons: [.init(keys: "y", label: "yes"), .init(keys: "n/Esc", label: "no")]
        )
        .draw(in: screen, into: &buffer)
    }
}
