/// Display width of text in terminal cells: 漢 and most emoji take two, combining marks none.
/// Widths are those of the text as `Sanitizer` draws it, so padding computed here lines up on screen.
enum TextWidth {
    /// The width of one scalar. The app binds the C library's `wcwidth` here for the run (so the
    /// buffer agrees with ncurses); everything else, tests included, gets the built-in table.
    /// In a struct: a task-local whose value is a bare function type crashed optimized builds at
    /// start (a segfault in swift_task_localValuePush; debug builds and tests were fine).
    struct Table: Sendable { let width: @Sendable (Unicode.Scalar) -> Int }
    @TaskLocal static var table = Table { builtinWidth($0) }
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int { table.width(scalar) }

    static func of(_ character: Character) -> Int {
        if character.asciiValue != nil { return 1 }  // most text: no Unicode property lookups
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            if isPlainNarrow(scalar.value) { return 1 }
            if Sanitizer.isRegionalIndicator(scalar.value) { return 1 }  // drawn as its letter
            return scalar.properties.isEmojiPresentation ? 2 : scalarWidth(scalar)
        }
        return sequenceWidth(scalars)
    }

    /// A sequence is drawn as its parts (see `Sanitizer`): a 👨‍👩‍👧 family takes the cells of its three
    /// people, 👍🏽 those of 👍, a flag those of its two letters, é one cell.
    private static func sequenceWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { Sanitizer.isHiddenControl($0.value) }) { return Sanitizer.isHiddenControl(first.value) ? 1 : of(Character(first)) }
        var width = 0
        for scalar in scalars where !Sanitizer.isDroppedFromSequence(scalar) {
            if Sanitizer.isRegionalIndicator(scalar.value) {
                width += 1
            } else if scalar.properties.isEmojiPresentation {
                width += 2
            } else {
                width += scalarWidth(scalar)
            }
        }
        return width
    }

    /// Latin letters, punctuation, arrows, box drawing, blocks and braille: the glyphs Tracker draws
    /// most. One cell each, known without Unicode property tables (whose pages then stay unread).
    private static func isPlainNarrow(_ v: UInt32) -> Bool {
        (0x00A1...0x00AC).contains(v) || (0x00AE...0x02AF).contains(v) || (0x2010...0x2027).contains(v) || (0x2030...0x203A).contains(v)
            || (0x2190...0x21FF).contains(v) || (0x2500...0x259F).contains(v) || (0x2800...0x28FF).contains(v)
    }

    static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Cuts `text` to at most `width` cells, ending in `ellipsis` when something was cut.
    static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let room = width - of(ellipsis)
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        return room >= 0 ? result + ellipsis : result
    }

    /// Breaks `text` into lines of at most `width` cells: after the last space that fits, or between
    /// characters where a run has no space (Japanese, Chinese, a long URL), as the memo editor does.
    /// At most `maxLines`; when text is left over, the last line ends in `ellipsis`.
    static func wrap(_ text: String, width: Int, maxLines: Int, ellipsis: String = "…") -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        let characters = Array(text)
        var lines = lineBreaks(characters, width: width).map { range -> String in
            var line = characters[range]
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        if lines.count == 1 && lines[0].isEmpty { lines = [] }
        guard lines.count > maxLines else { return lines }
        // The next line did not fit here, so joining it forces the cut that shows the ellipsis.
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = truncate(kept[maxLines - 1] + " " + lines[maxLines], to: width, ellipsis: ellipsis)
        return kept
    }

    /// Where a line of text breaks into rows of `width` cells: after the last space that fits, else
    /// where the row is full. A space at a break stays at the end of its row.
    static func lineBreaks(_ line: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var pieces: [Range<Int>] = []
        var start = 0
        while true {
            var used = 0, end = start, afterSpace: Int?
            while end < line.count {
                let w = of(line[end])
                if used + w > width { break }
                used += w
                end += 1
                if line[end - 1] == " " { afterSpace = end }
            }
            if end >= line.count { pieces.append(start..<line.count); return pieces }
            // A space right where the row is full is the best break of all.
            var cut = line[end] == " " ? end : afterSpace.map { $0 > start ? $0 : end } ?? end
            if line[cut] == " " { cut += 1 }
            let next = max(cut, start + 1)
            pieces.append(start..<next)
            start = next
        }
    }

    /// `count` blanks, written in one go: `String(repeating:count:)` appends them one by one, which
    /// was an eighth of all render time on a list of 56 rows at 200 columns.
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { bytes in
            bytes.initialize(repeating: 0x20)
            return count
        }
    }

    /// Pads (or truncates) to exactly `width` cells.
    static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let cut = truncate(text, to: width)
        let gap = spaces(max(0, width - of(cut)))
        return alignRight ? gap + cut : cut + gap
    }

    static func builtinWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 1 }  // shown sanitized, one cell per mark
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }  // medial and final Hangul jamo join the syllable
        return isWide(v) ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
