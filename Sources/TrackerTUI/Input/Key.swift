/// A decoded input event. The terminal layer makes these; screens and tests consume them.
enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)  // Ctrl-A … Ctrl-Z, as the lowercase letter
    case alt(Character)
    case up, down, left, right
    case shiftLeft, shiftRight
    case home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete, insert
    case function(Int)
    case mouse(MouseEvent)
    case resize
    case unknown
}

struct MouseEvent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case press, release, scrollUp, scrollDown }
    var x: Int
    var y: Int
    var kind: Kind
}

extension Key {
    /// How the key is written in the status line and the help overlay.
    var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "Ctrl-" + String(c).uppercased()
        case .alt(let c): return "Alt-" + String(c)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .shiftLeft: return "Shift-←"
        case .shiftRight: return "Shift-→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .function(let n): return "F\(n)"
        case .mouse: return "mouse"
        case .resize: return "resize"
        case .unknown: return "?"
        }
    }
}
