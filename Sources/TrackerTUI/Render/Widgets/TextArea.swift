/// A multi-line text input (the day's memo). Enter starts a new line; Ctrl-S saves; Esc cancels.
struct TextArea: Equatable, Sendable {
    enum Outcome: Equatable { case edited, moved, save, cancel, ignored }

    private(set) var lines: [[Character]]
    private(set) var row = 0
    private(set) var column = 0
    var maxCharacters = 4000

    init(text: String = "") {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        if lines.isEmpty { lines = [[]] }
        row = lines.count - 1
        column = lines[row].count
    }

    var text: String { lines.map { String($0) }.joined(separator: "\n") }
    private var characterCount: Int { lines.reduce(lines.count - 1) { $0 + $1.count } }

    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .control("s"): return .save
        case .escape: return .cancel
        case .character(let c):
            guard characterCount < maxCharacters else { return .ignored }
            lines[row].insert(c, at: column)
            column += 1
            return .edited
        case .enter:
            guard characterCount < maxCharacters else { return .ignored }
            let rest = Array(lines[row][column...])
            lines[row].removeSubrange(column...)
            lines.insert(rest, at: row + 1)
            row += 1
            column = 0
            return .edited
        case .backspace:
            if column > 0 {
                lines[row].remove(at: column - 1)
                column -= 1
            } else if row > 0 {
                column = lines[row - 1].count
                lines[row - 1] += lines[row]
                lines.remove(at: row)
                row -= 1
            } else { return .ignored }
            return .edited
        case .delete:
            if column < lines[row].count {
                lines[row].remove(at: column)
            } else if row + 1 < lines.count {
                lines[row] += lines[row + 1]
                lines.remove(at: row + 1)
            } else { return .ignored }
            return .edited
        case .left:
            if column > 0 { column -= 1 } else if row > 0 { row -= 1; column = lines[row].count }
            return .moved
        case .right:
            if column < lines[row].count { column += 1 } else if row + 1 < lines.count { row += 1; column = 0 }
            return .moved
        case .up:
            if row > 0 { row -= 1; column = min(column, lines[row].count) }
            return .moved
        case .down:
            if row + 1 < lines.count { row += 1; column = min(column, lines[row].count) }
            return .moved
        case .home, .control("a"): column = 0; return .moved
        case .end, .control("e"): column = lines[row].count; return .moved
        case .control("u"):
            lines = [[]]
            row = 0
            column = 0
            return .edited
        default:
            return .ignored
        }
    }

    /// Draws the lines in `rect`, scrolled so the cursor's line is visible; the cursor line scrolls sideways.
    func draw(in rect: Rect, into buffer: inout Buffer) {
        guard !rect.isEmpty else { return }
        let top = max(0, row - rect.height + 1)
        for (offset, line) in lines.dropFirst(top).prefix(rect.height).enumerated() {
            let lineIndex = top + offset
            let y = rect.y + offset
            let start = lineIndex == row ? max(0, column - rect.width + 1) : 0
            var x = rect.x
            for (index, character) in line.enumerated().dropFirst(start) {
                let isCursor = lineIndex == row && index == column
                x += buffer.put(String(character), x: x, y: y, style: isCursor ? .selected : .plain, clip: rect)
                if x >= rect.maxX { break }
            }
            if lineIndex == row && column == line.count && x < rect.maxX {
                buffer.put(" ", x: x, y: y, style: .selected)
            }
        }
    }
}
