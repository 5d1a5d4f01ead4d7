/// Large numerals, five rows tall, for timers and counters (termdown's answer to a small font).
enum BigDigits {
    static let height = 5
    private static let font: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"],
        "1": ["  #", "  #", "  #", "  #", "  #"],
        "2": ["###", "  #", "###", "#  ", "###"],
        "3": ["###", "  #", "###", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"],
        "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"],
        "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"],
        "9": ["###", "# #", "###", "  #", "###"],
        ":": [" ", "#", " ", "#", " "],
        ".": [" ", " ", " ", " ", "#"],
        "-": ["   ", "   ", "###", "   ", "   "],
        "/": ["  #", "  #", " # ", "#  ", "#  "],
        " ": [" ", " ", " ", " ", " "],
    ]

    /// Cells wide when drawn at `scale` (each font pixel becomes `scale` cells across).
    static func width(of text: String, scale: Int = 1) -> Int {
        let glyphs = text.compactMap { font[$0] }
        guard !glyphs.isEmpty else { return 0 }
        return glyphs.reduce(0) { $0 + $1[0].count * scale } + (glyphs.count - 1)
    }

    /// The largest scale (cells per font pixel, across × down) at which `text` fits in `rect`.
    static func scale(for text: String, in rect: Rect) -> (x: Int, y: Int)? {
        [(4, 2), (2, 1), (1, 1)].first { width(of: text, scale: $0.0) <= rect.width && height * $0.1 <= rect.height }
    }

    /// Draws `text` centred in `rect`, as large as fits (up to 4× across and 2× down); plain text
    /// when even the smallest size does not fit. Characters without a glyph are skipped.
    static func draw(_ text: String, in rect: Rect, style: Style = .title, into buffer: inout Buffer) {
        guard let (sx, sy) = scale(for: text, in: rect) else {
            buffer.put(text, x: rect.x + max(0, (rect.width - TextWidth.of(text)) / 2), y: rect.y + rect.height / 2, style: style, clip: rect)
            return
        }
        var x = rect.x + (rect.width - width(of: text, scale: sx)) / 2
        let y = rect.y + (rect.height - height * sy) / 2
        let pixel = buffer.glyphs.fullBlock
        for character in text {
            guard let rows = font[character] else { continue }
            for (row, pattern) in rows.enumerated() {
                for (column, bit) in pattern.enumerated() where bit == "#" {
                    for dy in 0..<sy {
                        for dx in 0..<sx { buffer.put(pixel, x: x + column * sx + dx, y: y + row * sy + dy, style: style) }
                    }
                }
            }
            x += rows[0].count * sx + 1
        }
    }
}
