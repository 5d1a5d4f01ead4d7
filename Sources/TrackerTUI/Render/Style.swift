/// A terminal colour by its number: the eight basic ones by name, 8–15 their bright forms, 16–255 the 256-colour
/// palette (the writer maps a number the terminal lacks to the nearest it has). `nil` in a Style: the terminal's default.
struct Color: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt8

    /// As the goldens' legends and the docs name it: blue, bright-blue, 208.
    var description: String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return rawValue < 8 ? names[Int(rawValue)] : rawValue < 16 ? "bright-" + names[Int(rawValue) - 8] : String(rawValue)
    }

    static let black = Color(rawValue: 0), red = Color(rawValue: 1), green = Color(rawValue: 2), yellow = Color(rawValue: 3)
    static let blue = Color(rawValue: 4), magenta = Color(rawValue: 5), cyan = Color(rawValue: 6), white = Color(rawValue: 7)
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

    // The roles take their colours from the theme in force (`Theme.active`: `[theme]` and `[colors]` of config.toml).
    static let plain = Style()
    static let title = Style(bold: true)
    static var tabActive: Style { Style(foreground: Theme.active.tabText, background: Theme.active.accent, bold: true, reverse: false) }
    static let tabInactive = Style()
    static var selected: Style { Theme.active.selection.map { Style(foreground: Theme.active.selectionText, background: $0) } ?? Style(reverse: true) }
    static var statusKey: Style { Style(foreground: Theme.active.accent, bold: true) }
    static var error: Style { Style(foreground: Theme.active.warning, bold: true) }
    static var success: Style { Style(foreground: Theme.active.success, bold: true) }
    static let muted = Style(dim: true)
    static var accent: Style { Style(foreground: Theme.active.accent) }
    static var highlight: Style { Style(foreground: Theme.active.highlight, bold: true) }
    static var border: Style { Style(foreground: Theme.active.border) }
    static var today: Style { Style(foreground: Theme.active.today, bold: true, underline: true) }
    static var weekend: Style { Style(foreground: Theme.active.weekend) }
    /// A chart's series by number (cycling), for charts that tell series apart by colour.
    static func chart(_ index: Int) -> Style {
        let series = Theme.active.chart
        return Style(foreground: series[index % series.count], bold: [1, 2, 5].contains(index % 6))
    }

    /// The same look with colour removed; roles keep their bold/reverse/underline.
    var withoutColor: Style {
        var copy = self
        if copy.background != nil && !copy.reverse { copy.reverse = true }
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}
