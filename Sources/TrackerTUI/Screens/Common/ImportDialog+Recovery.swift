import TrackerKit

extension ImportDialog {
    /// What the dialog offers for Apple's malformed 2015 export.
    static let recoveryOffer = "r imports it with recovery: what the faults damaged is skipped, with a preview first."

    /// The status line's word for it: short, so that it does not cover the dialog's keys on a small screen.
    static let recoveryMessage = StatusLine.Message.error("Import failed: a known fault of Apple's exporter; r imports with recovery.")

    /// The end of an import: its heading, its lines (wrapped, never cut) and its keys.
    static func drawFinished(_ lines: [String], failed: Bool, keys: String, in inner: Rect, into buffer: inout Buffer) {
        buffer.put(failed ? "Nothing was imported." : "Imported.", x: inner.x, y: inner.y, style: failed ? .error : .success, clip: inner)
        for (index, line) in wrapped(lines, width: inner.width).prefix(inner.height - 3).enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + 2 + index, clip: inner)
        }
        buffer.put(keys, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
