import CNcurses

/// The C library's wcwidth, as ncurses measures: bound for the app's run so the buffer and ncurses
/// never disagree about where a wide glyph ends. Only valid once a UTF-8 locale is set.
enum TerminalWidth {
    static let system: @Sendable (Unicode.Scalar) -> Int = { scalar in
        let width = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
        return width >= 0 ? width : TextWidth.builtinWidth(scalar)
    }

    /// Runs `body` with every width measured as the terminal does.
    static func measuringLikeTheTerminal<T>(_ body: () throws -> T) rethrows -> T {
        try TextWidth.$table.withValue(TextWidth.Table(width: system), operation: body)
    }
}
