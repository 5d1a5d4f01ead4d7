import Foundation

/// Joining messages: one full stop between sentences, never two (`check the year.. Nothing was imported`).
public enum Sentence {
    /// The text without its closing full stop, to go inside a longer sentence or a list joined by "; ".
    public static func clause(_ text: String) -> String {
        text.hasSuffix(".") && !text.hasSuffix("..") ? String(text.dropLast()) : text
    }

    /// `first` then `next` as two sentences: a full stop between them unless `first` already ends one.
    public static func then(_ first: String, _ next: String) -> String {
        let ended = first.last.map { ".!?…".contains($0) } ?? true
        return (ended ? first : first + ".") + " " + next
    }
}
