import CNcurses

/// Makes the buffer measure text with the C library's wcwidth, as ncurses does, so the two never
/// disagree about where a wide glyph ends. Only valid once a UTF-8 locale is set.
enum TerminalWidth {
    static func useSystemWidths() {
        TextWidth.scalarWidth = { scalar in
            let width = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
            return width >= 0 ? width : TextWidth.builtinWidth(scalar)
        }
    }
}
