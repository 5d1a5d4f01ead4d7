/// Which family of layouts a screen draws: `regular` for 60 columns and more (the layouts made for a
/// desktop terminal), `narrow` for 40–59 columns (a phone held upright, over SSH). Every screen asks
/// this one type, so the breakpoint is the same everywhere and a wide layout is never cut down to fit.
enum LayoutClass: Equatable, Sendable {
    case narrow
    case regular

    /// The first width that gets the regular layouts.
    static let regularWidth = 60
    /// The smallest terminal the app draws in: 40×20 for the narrow layouts, 60×18 for the regular ones
    /// (the narrow layouts stack what the regular ones put side by side, so they need the two rows).
    static let minimumWidth = 40
    static let narrowMinimumHeight = 20
    static let regularMinimumHeight = 18

    init(width: Int) { self = width < Self.regularWidth ? .narrow : .regular }
    init(_ area: Rect) { self.init(width: area.width) }

    var isNarrow: Bool { self == .narrow }

    /// The fewest rows a terminal `width` columns wide needs.
    static func minimumHeight(width: Int) -> Int {
        LayoutClass(width: width) == .narrow ? narrowMinimumHeight : regularMinimumHeight
    }

    /// True when a `width`×`height` terminal is too small for any layout.
    static func isTooSmall(width: Int, height: Int) -> Bool {
        width < minimumWidth || height < minimumHeight(width: width)
    }
}
