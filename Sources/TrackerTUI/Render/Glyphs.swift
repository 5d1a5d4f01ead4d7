/// The drawing characters for the terminal's character set: Unicode in a UTF-8 locale,
/// plain ASCII otherwise, so `LANG=C` never shows mojibake.
struct Glyphs: Sendable, Equatable {
    let isUnicode: Bool
    let horizontal: Character, vertical: Character
    let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
    let starFilled: Character, starEmpty: Character
    let fullBlock: Character, lightShade: Character
    let dot: Character, ellipsis: String, bullet: Character
    let arrowLeft: String, arrowRight: String, arrowUp: String, arrowDown: String
    let check: Character, pin: Character
    /// Partial blocks for bars, from 1/8 to 8/8 (horizontal bars grow right, vertical grow up).
    let horizontalEighths: [Character], verticalEighths: [Character]

    static let unicode = Glyphs(
        isUnicode: true, horizontal: "─", vertical: "│",
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        starFilled: "★", starEmpty: "☆", fullBlock: "█", lightShade: "░",
        dot: "·", ellipsis: "…", bullet: "•",
        arrowLeft: "←", arrowRight: "→", arrowUp: "↑", arrowDown: "↓",
        check: "✓", pin: "▪",
        horizontalEighths: ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"],
        verticalEighths: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"])

    static let ascii = Glyphs(
        isUnicode: false, horizontal: "-", vertical: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        starFilled: "*", starEmpty: ".", fullBlock: "#", lightShade: ":",
        dot: ".", ellipsis: "~", bullet: "*",
        arrowLeft: "<-", arrowRight: "->", arrowUp: "^", arrowDown: "v",
        check: "x", pin: "^",
        horizontalEighths: ["#", "#", "#", "#", "#", "#", "#", "#"],
        verticalEighths: ["_", "_", ".", ".", ":", ":", "#", "#"])
}
