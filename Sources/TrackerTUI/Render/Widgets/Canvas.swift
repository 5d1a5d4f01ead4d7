/// A dot grid over a block of cells: 2×4 dots per cell as braille in a UTF-8 terminal,
/// one dot per cell (`*`) in ASCII. Charts draw points and lines into it, then stamp it into a Buffer.
struct Canvas {
    let columns: Int
    let rows: Int
    let braille: Bool
    private var bits: [UInt8]
    private var styles: [Style?]
    /// What an ASCII cell shows, per series (braille needs no such choice).
    private var asciiGlyphs: [Character]

    init(columns: Int, rows: Int, braille: Bool) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.braille = braille
        bits = Array(repeating: 0, count: self.columns * self.rows)
        styles = Array(repeating: nil, count: self.columns * self.rows)
        asciiGlyphs = Array(repeating: "*", count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * (braille ? 2 : 1) }
    var dotHeight: Int { rows * (braille ? 4 : 1) }

    private static let brailleBit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets the dot at (x, y), origin top-left. Dots outside the grid are ignored.
    mutating func set(_ x: Int, _ y: Int, style: Style, ascii: Character = "*") {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let index: Int
        let bit: UInt8
        if braille {
            index = (y / 4) * columns + x / 2
            bit = Self.brailleBit[x % 2][y % 4]
        } else {
            index = y * columns + x
            bit = 1
        }
        bits[index] |= bit
        styles[index] = style
        asciiGlyphs[index] = ascii
    }

    /// A straight line between two dots (Bresenham). `dashed` leaves gaps of `dash` dots.
    mutating func line(from a: (Int, Int), to b: (Int, Int), style: Style, dashed: Bool = false, dash: Int = 2, ascii: Character = "*") {
        var (x0, y0) = a
        let (x1, y1) = b
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        var step = 0
        while true {
            if !dashed || (step / dash) % 2 == 0 { set(x0, y0, style: style, ascii: ascii) }
            if x0 == x1 && y0 == y1 { break }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x0 += sx }
            if e2 <= dx { error += dx; y0 += sy }
            step += 1
        }
    }

    func stamp(into buffer: inout Buffer, x: Int, y: Int) {
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                guard bits[index] != 0, let style = styles[index] else { continue }
                let glyph: Character = braille ? Character(UnicodeScalar(0x2800 + UInt32(bits[index]))!) : asciiGlyphs[index]
                buffer.put(glyph, x: x + column, y: y + row, style: style)
            }
        }
    }
}
