import CNcurses
import Glibc

/// Reads one input event from curses and turns it into a `Key`.
enum KeyDecoder {
    /// Waits up to `timeoutMs` (-1: forever) for input; nil on timeout or when a signal came first.
    /// The wait is timed on the monotonic clock (`InputWait`), not by curses: curses reads only what
    /// is there by then, after any key it already holds.
    static func read(timeoutMs: Int32, wait: InputWait = .system) -> Key? {
        if let key = readWaiting() { return key }
        guard timeoutMs != 0, wait.wait(on: STDIN_FILENO, timeoutMs: timeoutMs) != .timedOut else { return nil }
        return readWaiting()
    }

    /// The next key curses holds or can read at once (a resize it was told of included); nil if none.
    private static func readWaiting() -> Key? {
        let window = tracker_stdscr()
        wtimeout(window, 0)
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == ERR { return nil }
        if result == KEY_CODE_YES { return special(Int32(code)) }
        return character(UInt32(code))
    }

    static func character(_ value: UInt32) -> Key {
        switch value {
        case 0x1B: return escapeOrAlt()
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x00: return .unknown
        case 0x01...0x1A: return .control(Character(UnicodeScalar(value + 0x60)!))
        case 0x1C...0x1F: return .unknown
        default:
            guard let scalar = UnicodeScalar(value) else { return .unknown }
            return .character(Character(scalar))
        }
    }

    /// A lone Esc is Esc. Esc followed at once by more input is Alt+key, or an escape sequence
    /// curses did not know, which is swallowed whole rather than typed into the screen.
    private static func escapeOrAlt() -> Key {
        let window = tracker_stdscr()
        wtimeout(window, 0)
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == ERR { return .escape }
        if result == KEY_CODE_YES { return special(Int32(code)) }
        let next = UInt32(code)
        if next == 0x4F, wget_wch(window, &code) != ERR {  // SS3: a keypad key in application mode, or a key curses did not know
            if let key = keypad(final: UInt32(code)) { return key }
            if (0x40...0x7E).contains(UInt32(code)) { return .unknown }
        }
        if next == 0x5B || next == 0x4F {  // CSI or SS3: read to the final byte
            var count = 0
            while count < 64, wget_wch(window, &code) != ERR {
                count += 1
                if (0x40...0x7E).contains(UInt32(code)) { break }
            }
            return .unknown
        }
        guard next >= 0x20, let scalar = UnicodeScalar(next) else { return .escape }
        return .alt(Character(scalar))
    }

    /// The numeric keypad in application mode (curses' keypad() turns it on; phone keyboards with a
    /// number row or pad send these): `ESC O p`…`ESC O y` are 0–9, then . , + - * / and Enter.
    static func keypad(final: UInt32) -> Key? {
        switch final {
        case 0x70...0x79: return .character(Character(UnicodeScalar(final - 0x70 + 0x30)!))
        case 0x6E: return .character(".")
        case 0x6C: return .character(",")
        case 0x6B: return .character("+")
        case 0x6D: return .character("-")
        case 0x6A: return .character("*")
        case 0x6F: return .character("/")
        case 0x4D: return .enter
        case 0x58: return .character("=")
        default: return nil
        }
    }

    static func special(_ code: Int32) -> Key {
        switch code {
        // The keypad keys curses names (its terminfo knows the corners and the centre).
        case KEY_A1: return .character("7")
        case KEY_A3: return .character("9")
        case KEY_B2: return .character("5")
        case KEY_C1: return .character("1")
        case KEY_C3: return .character("3")
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return mouse()
        case KEY_F0 + 1...KEY_F0 + 24: return .function(Int(code - KEY_F0))
        default: return .unknown
        }
    }

    private static func mouse() -> Key {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return .unknown }
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & TRACKER_BUTTON4_PRESSED != 0 {
            kind = .scrollUp
        } else if TRACKER_BUTTON5_PRESSED != 0 && state & TRACKER_BUTTON5_PRESSED != 0 {
            kind = .scrollDown
        } else if state & (TRACKER_BUTTON1_PRESSED | TRACKER_BUTTON1_CLICKED) != 0 {
            kind = .press
        } else if state & TRACKER_BUTTON1_RELEASED != 0 {
            kind = .release
        } else {
            return .unknown
        }
        return .mouse(MouseEvent(x: Int(event.x), y: Int(event.y), kind: kind))
    }
}
