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

    /// Draws `text` centred in `rect`, doubling the width when there is room. Characters without a glyph are skipped.
    static func draw(_ text: String, in rect: Rect, style: Style = .title, into buffer: inout Buffer) {
        let scale = width(of: text, scale: 2) <= rect.width ? 2 : 1
        let total = width(of: text, scale: scale)
        guard rect.height >= height, total <= rect.width else {
            buffer.put(text, x: rect.x + max(0, (rect.width - TextWidth.of(text)) / 2), y: rect.y + rect.height / 2, style: style, clip: rect)
            return
        }
        var x = rect.x + (rect.width - total) / 2
        let y = rect.y + (rect.height - height) / 2
        let pixel = buffer.glyphs.fullBlock
        for character in text {
            guard let rows = font[character] else { continue }
            for (row, pattern) in rows.enumerated() {
                for (column, bit) in pattern.enumerated() where bit == "#" {
                    for s in 0..<scale { buffer.put(pixel, x: x + column * scale + s, y: y + row, style: style) }
                }
            }
            x += rows[0].count * scale + 1
        }
    }
}
