/// The eight basic terminal colours; `nil` in a Style means the terminal's default.
enum Color: UInt8, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell looks. Colour is never the only signal: every role below also sets
/// bold, reverse or underline, so it still reads with NO_COLOR or on a monochrome terminal.
struct Style: Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var bold = false
    var reverse = false
    var underline = false
    var dim = false

    static let plain = Style()
    static let title = Style(bold: true)
    static let tabActive = Style(foreground: .black, background: .cyan, bold: true, reverse: false)
    static let tabInactive = Style()
    static let selected = Style(reverse: true)
    static let statusKey = Style(foreground: .cyan, bold: true)
    static let error = Style(foreground: .red, bold: true)
    static let success = Style(foreground: .green, bold: true)
    static let muted = Style(dim: true)
    static let accent = Style(foreground: .cyan)
    static let highlight = Style(foreground: .yellow, bold: true)
    static let border = Style(foreground: .blue)
    static let today = Style(foreground: .yellow, bold: true, underline: true)

    /// The same look with colour removed; roles keep their bold/reverse/underline.
    var withoutColor: Style {
        var copy = self
        if copy.background != nil && !copy.reverse { copy.reverse = true }
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}
