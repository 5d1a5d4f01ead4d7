/// A multi-line text input (the day's memo). Enter starts a new line; Ctrl-S saves; Esc cancels.
/// Long lines wrap softly at spaces (or mid-word when one word is wider than the area); ↑ ↓ move by
/// screen row. The text keeps only the line breaks typed with Enter.
struct TextArea: Equatable, Sendable {
    enum Outcome: Equatable { case edited, moved, save, cancel, ignored }

    private(set) var lines: [[Character]]
    private(set) var row = 0
    private(set) var column = 0
    var maxCharacters = 4000
    /// Characters (typed or pasted) refused since the text became full; the owner says so, nothing is cut silently.
    private(set) var refused = 0
    /// The width in cells of the area it is drawn in; the owner keeps it current, for ↑ ↓.
    var width = 60
    /// The text it opened with: Esc on changed text asks first (a second Esc discards).
    private let original: String
    private(set) var discard = DiscardGuard()

    init(text: String = "") {
        original = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        if lines.isEmpty { lines = [[]] }
        row = lines.count - 1
        column = lines[row].count
    }

    var text: String { lines.map { String($0) }.joined(separator: "\n") }
    var hasChanges: Bool { text != original }
    var characterCount: Int { lines.reduce(lines.count - 1) { $0 + $1.count } }

    mutating func handle(_ key: Key) -> Outcome {
        if key == .escape { return discard.escapeCloses(changed: hasChanges) ? .cancel : .ignored }
        discard.otherKey()
        switch key {
        case .control("s"): return .save
        case .character, .enter, .backspace, .delete, .control("u"): return edit(key)
        default: return move(key)
        }
    }

    /// Keys that change the text.
    private mutating func edit(_ key: Key) -> Outcome {
        switch key {
        case .character(let c):
            guard characterCount < maxCharacters else { refused += 1; return .ignored }
            lines[row].insert(c, at: column)
            column += 1
            // A combining mark typed after its letter joins it into one character, as it is drawn.
            let joined = Array(String(lines[row]))
            column -= lines[row].count - joined.count
            lines[row] = joined
        case .enter:
            guard characterCount < maxCharacters else { refused += 1; return .ignored }
            let rest = Array(lines[row][column...])
            lines[row].removeSubrange(column...)
            lines.insert(rest, at: row + 1)
            row += 1
            column = 0
        case .backspace:
            if column > 0 {
                lines[row].remove(at: column - 1)
                column -= 1
            } else if row > 0 {
                column = lines[row - 1].count
                lines[row - 1] += lines[row]
                lines.remove(at: row)
                row -= 1
            } else {
                return .ignored
            }
        case .delete:
            if column < lines[row].count {
                lines[row].remove(at: column)
            } else if row + 1 < lines.count {
                lines[row] += lines[row + 1]
                lines.remove(at: row + 1)
            } else {
                return .ignored
            }
        case .control("u"):
            lines = [[]]
            row = 0
            column = 0
        default:
            return .ignored
        }
        refused = 0
        return .edited
    }

    /// The lines of `other` (the text saved elsewhere) that neither the opened text nor this one has.
    func linesNotIn(_ other: String) -> [String] {
        let known = Set(original.split(separator: "\n").map(String.init) + lines.map { String($0) })
        return other.split(separator: "\n").map(String.init).filter { !known.contains($0) }
    }

    /// Adds each of `added` as a new line at the end, within the limit (what does not fit is counted in `refused`).
    mutating func appendLines(_ added: [String]) {
        row = lines.count - 1
        column = lines[row].count
        for line in added {
            for key in [Key.enter] + line.map(Key.character) { _ = edit(key) }
        }
    }

    /// Keys that move the cursor.
    private mutating func move(_ key: Key) -> Outcome {
        switch key {
        case .left:
            if column > 0 { column -= 1 } else if row > 0 { row -= 1; column = lines[row].count }
        case .right:
            if column < lines[row].count { column += 1 } else if row + 1 < lines.count { row += 1; column = 0 }
        case .up, .down:
            let rows = screenRows(width: width)
            let current = cursorScreenRow(in: rows)
            let target = current + (key == .up ? -1 : 1)
            guard rows.indices.contains(target) else { return .moved }
            let x = cells(lines[row][rows[current].range.lowerBound..<column])
            row = rows[target].line
            column = Self.index(atCell: x, in: lines[row], range: rows[target].range, isLast: target + 1 == rows.count || rows[target + 1].line != row)
        case .home, .end:
            // The start or end of the row on screen; Ctrl-A and Ctrl-E go to the whole line's.
            let rows = screenRows(width: width)
            let current = cursorScreenRow(in: rows)
            let isLast = current + 1 == rows.count || rows[current + 1].line != row
            column =
                key == .home
                ? rows[current].range.lowerBound
                : (isLast ? rows[current].range.upperBound : max(rows[current].range.lowerBound, rows[current].range.upperBound - 1))
        case .control("a"): column = 0
        case .control("e"): column = lines[row].count
        default: return .ignored
        }
        return .moved
    }

    /// One screen row: a piece of a typed line.
    struct ScreenRow: Equatable {
        var line: Int
        var range: Range<Int>
    }

    /// The typed lines cut into rows of `width - 1` cells: the last cell is kept for the cursor (or a space at a cut).
    func screenRows(width: Int) -> [ScreenRow] {
        lines.enumerated().flatMap { index, line in
            Self.pieces(of: line, width: max(1, width - 1)).map { ScreenRow(line: index, range: $0) }
        }
    }

    /// Cuts a line as every wrapped text is cut (`TextWidth.lineBreaks`); a space at a cut hangs in
    /// the cursor's cell, not at the next row's start.
    static func pieces(of line: [Character], width: Int) -> [Range<Int>] {
        TextWidth.lineBreaks(line, width: width)
    }

    /// The screen row the cursor is on: a cursor at a cut belongs to the row the cut starts.
    func cursorScreenRow(in rows: [ScreenRow]) -> Int {
        rows.lastIndex { $0.line == row && $0.range.lowerBound <= column } ?? 0
    }

    private func cells(_ characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + TextWidth.of($1) }
    }

    /// The index in `range` nearest to `cell` cells from its start; only the line's last row may end at its end.
    private static func index(atCell cell: Int, in line: [Character], range: Range<Int>, isLast: Bool) -> Int {
        var used = 0
        for index in range {
            let w = TextWidth.of(line[index])
            if used + w > cell { return index }
            used += w
        }
        return isLast ? range.upperBound : max(range.lowerBound, range.upperBound - 1)
    }

    /// Draws the text wrapped to `rect`, scrolled so the cursor's row is visible.
    func draw(in rect: Rect, into buffer: inout Buffer) {
        guard !rect.isEmpty else { return }
        let rows = screenRows(width: rect.width)
        let cursorRow = cursorScreenRow(in: rows)
        let top = max(0, cursorRow - rect.height + 1)
        for (offset, screenRow) in rows.dropFirst(top).prefix(rect.height).enumerated() {
            let line = lines[screenRow.line]
            let y = rect.y + offset
            var x = rect.x
            for index in screenRow.range {
                let isCursor = top + offset == cursorRow && index == column
                x += buffer.put(String(line[index]), x: x, y: y, style: isCursor ? .selected : .plain, clip: rect)
            }
            if top + offset == cursorRow && column == screenRow.range.upperBound && x < rect.maxX {
                buffer.put(" ", x: x, y: y, style: .selected)
            }
        }
    }
}
