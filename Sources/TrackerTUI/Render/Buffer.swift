/// One terminal cell: a grapheme and its style. `width` is 1 or 2 for a glyph's first cell and
/// 0 for the cell a wide glyph covers on its right.
struct Cell: Equatable, Sendable {
    var character: Character
    var width: Int8
    var style: Style

    static let blank = Cell(character: " ", width: 1, style: .plain)
    var isContinuation: Bool { width == 0 }
}

/// The grid every screen renders into. Pure data: the terminal layer flushes it, tests read its lines.
/// All text passes through `Sanitizer` on the way in, so nothing a user typed can reach the terminal raw.
struct Buffer: Equatable, Sendable {
    let width: Int
    let height: Int
    let glyphs: Glyphs
    private(set) var cells: [Cell]
    /// Where a tap or a wheel turn stands for keys (see TapTarget); not part of what is shown.
    var tapTargets: [TapTarget] = []
    /// The rows the focused list on top shows (ListView), so PgUp/PgDn page by them; nil: no list.
    var listPageRows: Int?

    init(width: Int, height: Int, glyphs: Glyphs = .unicode) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.glyphs = glyphs
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes `text` at (x, y), clipped to `clip` (default: the whole buffer). Returns the cells used.
    private static let ascii: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    @discardableResult
    mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = clip ?? area
        guard y >= bounds.y, y < bounds.maxY, y >= 0, y < height else {
            ClipWitness.cut(text, keptCharacters: 0, y: y)
            return 0
        }
        let right = min(bounds.maxX, width)
        let safe = Sanitizer.displayable(text, asciiOnly: !glyphs.isUnicode)
        var column = x
        if safe.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII, most text on screen: one cell per byte, no grapheme breaking.
            let left = max(bounds.x, 0), ascii = Self.ascii  // one lazy-global check, not one per byte
            for byte in safe.utf8 {
                if column >= right {
                    ClipWitness.cut(safe, keptCharacters: column - x, y: y)
                    break
                }
                if column >= left { setCell(column, y, Cell(character: ascii[Int(byte)], width: 1, style: style)) }
                column += 1
            }
            return max(0, column - x)
        }
        for (index, character) in safe.enumerated() {
            let w = TextWidth.of(character)
            if w == 0 { continue }
            if column + w > right {
                ClipWitness.cut(safe, keptCharacters: index, y: y)
                if w == 2 && column < right && column >= max(bounds.x, 0) { setCell(column, y, Cell(character: " ", width: 1, style: style)) }
                break
            }
            if column >= max(bounds.x, 0) {
                setCell(column, y, Cell(character: character, width: Int8(w), style: style))
                if w == 2 { setCell(column + 1, y, Cell(character: " ", width: 0, style: style)) }
            }
            column += w
        }
        return max(0, column - x)
    }

    /// Writes one drawing glyph (trusted, not sanitized) at (x, y) if it is inside the buffer.
    mutating func put(_ glyph: Character, x: Int, y: Int, style: Style = .plain) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let w = TextWidth.of(glyph)
        if w == 2 {
            guard x + 1 < width else { return }
            setCell(x, y, Cell(character: glyph, width: 2, style: style))
            setCell(x + 1, y, Cell(character: " ", width: 0, style: style))
        } else {
            setCell(x, y, Cell(character: glyph, width: 1, style: style))
        }
    }

    mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        for y in max(rect.y, 0)..<min(rect.maxY, height) {
            for x in max(rect.x, 0)..<min(rect.maxX, width) {
                setCell(x, y, Cell(character: character, width: 1, style: style))
            }
        }
    }

    /// Changes the style of the cells in `rect`, keeping their characters.
    mutating func applyStyle(_ style: Style, to rect: Rect) {
        for y in max(rect.y, 0)..<min(rect.maxY, height) {
            for x in max(rect.x, 0)..<min(rect.maxX, width) {
                cells[y * width + x].style = style
            }
        }
    }

    /// Keeps wide glyphs whole: overwriting either half of one blanks the other half.
    private mutating func setCell(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        let oldWidth = cells[index].width  // only the width: copying the whole cell costs a retain per write
        if oldWidth == 0 && x > 0 && !cell.isContinuation {
            cells[index - 1].character = " "
            cells[index - 1].width = 1
        }
        if oldWidth == 2 && cell.width != 2 && x + 1 < width {
            cells[index + 1].character = " "
            cells[index + 1].width = 1
        }
        cells[index] = cell
    }

    /// The text of each row, trailing blanks removed: what a user would read, and what tests compare.
    func lines() -> [String] {
        (0..<height).map { row in
            var line = ""
            for x in 0..<width {
                let cell = self[x, row]
                if !cell.isContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    var text: String { lines().joined(separator: "\n") }
}
