import CNcurses
import Glibc

/// Lazily assigned curses colour pairs for (foreground, background) combinations.
struct ColorPairs {
    let available: Int
    /// How many colours the terminal has (8, 16, 256): a colour beyond them is drawn as the nearest it has.
    let colours: Int
    private var pairs: [Int: Int16] = [:]

    init(available: Int, colours: Int = 8) {
        self.available = available
        self.colours = max(colours, 8)
    }

    mutating func pair(foreground wanted: Color?, background wantedBackground: Color?) -> Int16 {
        if wanted == nil && wantedBackground == nil { return 0 }
        let foreground = wanted?.available(in: colours), background = wantedBackground?.available(in: colours)
        let key = Int(foreground.map { Int($0.rawValue) + 1 } ?? 0) * 257 + Int(background.map { Int($0.rawValue) + 1 } ?? 0)
        if let existing = pairs[key] { return existing }
        let number = Int16(pairs.count + 1)
        guard Int(number) < available else { return 0 }
        init_pair(number, Int16(foreground.map { Int($0.rawValue) } ?? -1), Int16(background.map { Int($0.rawValue) } ?? -1))
        pairs[key] = number
        return number
    }
}

/// Copies a Buffer to the screen, writing only the cells that changed since the last frame.
struct ScreenWriter {
    private var previous: Buffer?
    var colors: ColorPairs?

    init(colors: ColorPairs?) { self.colors = colors }

    /// Forget what is on screen (after a resize or resume), so the next frame is written whole.
    mutating func invalidate() {
        previous = nil
        _ = clearok(tracker_curscr(), true)
    }

    mutating func draw(_ buffer: Buffer) {
        let window = tracker_stdscr()
        let full = previous.map { $0.width != buffer.width || $0.height != buffer.height } ?? true
        if full { werase(window) }
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if !full, let previous, previous[x, y] == cell, !(x + 1 < buffer.width && previous[x + 1, y] != buffer[x + 1, y] && cell.width == 2) {
                    continue
                }
                write(cell, x: x, y: y, window: window)
            }
        }
        previous = buffer
        wnoutrefresh(window)
        doupdate()
    }

    private mutating func write(_ cell: Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        var characters: [wchar_t] = cell.character.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var attributes = TRACKER_A_NORMAL
        let style = colors == nil ? cell.style.withoutColor : cell.style
        if style.bold { attributes |= TRACKER_A_BOLD }
        if style.reverse { attributes |= TRACKER_A_REVERSE }
        if style.underline { attributes |= TRACKER_A_UNDERLINE }
        if style.dim { attributes |= TRACKER_A_DIM }
        let pair = colors?.pair(foreground: style.foreground, background: style.background) ?? 0
        var complex = cchar_t()
        setcchar(&complex, characters, attributes, pair, nil)
        mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }
}
