import TrackerKit

/// One row of the day's figures: a label, a figure, and a note (the comparison with the month's average,
/// the moving pace, what the rest holds).
struct DayRow {
    var label: String, figure: String, note: String
    /// The comparison as a signed percent of the average (`−7%`), for a panel too narrow for words.
    var compact: String?
    /// The note may go right after the figure (`18:27 at 2:28/100 m`) when the column has no room for it.
    var joinsFigure = false
    /// A shorter note of its own (not a comparison), for a narrow column.
    var fallback: String?

    init(_ label: String, _ figure: String, note: String = "", compact: String? = nil, joinsFigure: Bool = false, fallback: String? = nil) {
        (self.label, self.figure, self.note, self.compact, self.joinsFigure, self.fallback) = (label, figure, note, compact, joinsFigure, fallback)
    }

    /// The wordings of the note, longest first.
    var notes: [String] {
        let short = note.hasSuffix(" than avg") ? String(note.dropLast(9)) : note
        return [note, short] + (compact.map { [$0] } ?? []) + (fallback.map { [$0] } ?? [])
    }
}

/// The day's rows laid out in a width: every note in one column (so comparisons line up), each in the
/// longest wording that fits there whole; a note that fits in no wording goes after its figure when it
/// may (the moving pace), else wrapped on lines of its own under the figures. Nothing is cut.
struct DayRowsLayout {
    static let figureColumn = 10

    struct Line { var label: String, figure: String, note: String, noteX: Int }

    let noteColumn: Int
    let lines: [Line]

    init(_ rows: [DayRow], width: Int) {
        // The column sits 25 in when every note fits there in words, else right after the widest figure.
        let tight = min(25, Self.figureColumn + (rows.map { TextWidth.of($0.figure) }.max() ?? 0) + 1)
        func fits(_ row: DayRow, _ column: Int, words: Bool) -> Bool {
            row.note.isEmpty || row.notes.prefix(words ? 2 : 4).contains { TextWidth.of($0) <= width - column }
                || (row.joinsFigure && TextWidth.of(row.note) <= width - Self.figureColumn - TextWidth.of(row.figure) - 1)
        }
        let noteColumn = rows.allSatisfy { fits($0, 25, words: true) } ? 25 : tight
        let room = width - noteColumn
        // The comparisons share one wording (all in words, or all as `−7%`), the longest that fits them all.
        let comparisons = rows.filter { $0.compact != nil }
        let level = (0..<3).first { level in comparisons.allSatisfy { TextWidth.of($0.notes[level]) <= room } } ?? 0
        // A note that may follow its figure does so when the column has no room for it.
        let joins = rows.map { $0.joinsFigure && !$0.note.isEmpty && TextWidth.of($0.note) > room }
        var lines: [Line] = []
        for (row, joined) in zip(rows, joins) {
            let afterFigure = Self.figureColumn + TextWidth.of(row.figure) + 1
            if joined && TextWidth.of(row.note) <= width - afterFigure {
                lines.append(Line(label: row.label, figure: row.figure, note: row.note, noteX: afterFigure))
            } else if let note = row.note.isEmpty ? "" : row.notes.dropFirst(row.compact == nil ? 0 : level).first(where: { TextWidth.of($0) <= room }) {
                lines.append(Line(label: row.label, figure: row.figure, note: note, noteX: noteColumn))
            } else {
                lines.append(Line(label: row.label, figure: row.figure, note: "", noteX: noteColumn))
                for part in TextWidth.wrap(row.notes[1], width: max(1, width - Self.figureColumn), maxLines: 4) {
                    lines.append(Line(label: "", figure: "", note: part, noteX: Self.figureColumn))
                }
            }
        }
        (self.noteColumn, self.lines) = (noteColumn, lines)
    }
}

extension SwimScreen {
    func dayLayout(width: Int) -> DayRowsLayout { DayRowsLayout(dayRows, width: width) }

    func drawDayRows(in inner: Rect, into buffer: inout Buffer) -> Int {
        var y = inner.y
        for line in dayLayout(width: inner.width).lines where y < inner.maxY {
            buffer.put(TextWidth.pad(line.label, to: DayRowsLayout.figureColumn), x: inner.x, y: y, style: .muted, clip: inner)
            if !line.label.isEmpty {
                buffer.put(TextWidth.pad(line.figure, to: 14), x: inner.x + DayRowsLayout.figureColumn, y: y, style: .title, clip: inner)
            }
            buffer.put(line.note, x: inner.x + line.noteX, y: y, style: .muted, clip: inner)
            y += 1
        }
        return y
    }
}
