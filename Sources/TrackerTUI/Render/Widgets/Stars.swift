/// A 1…max rating as stars with a space between, so each star is easy to hit with the mouse.
enum Stars {
    static func text(rating: Int, maximum: Int = 5, glyphs: Glyphs) -> String {
        (1...maximum).map { String($0 <= rating ? glyphs.starFilled : glyphs.starEmpty) }.joined(separator: " ")
    }

    static func draw(rating: Int, maximum: Int = 5, x: Int, y: Int, into buffer: inout Buffer) {
        for star in 1...maximum {
            let filled = star <= rating
            buffer.put(
                filled ? buffer.glyphs.starFilled : buffer.glyphs.starEmpty,
                x: x + (star - 1) * 2, y: y, style: filled ? .highlight : .muted)
        }
    }

    /// Which star (1-based) a click at `column` hits, for stars drawn starting at `x`.
    static func star(atColumn column: Int, x: Int, maximum: Int = 5) -> Int? {
        let offset = column - x
        guard offset >= 0, offset < maximum * 2 - 1 else { return nil }
        return offset / 2 + 1
    }
}
