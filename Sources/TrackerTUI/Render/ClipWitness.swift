import Foundation

/// Tells a test of every text `Buffer.put` cuts without a mark: characters past the right edge of its clip, or a
/// whole line below it. A cut that matters must be made visible by the screen (`TextWidth.truncate`'s "…", a wrap,
/// "… and N more"); blank padding and rules running off the edge are no cut. Nil outside tests: no cost but a read.
enum ClipWitness {
    @TaskLocal static var recorder: ClipRecorder?

    /// `text` was put at row `y`; only its first `keptCharacters` characters (all of them for a dropped row: 0) show.
    static func cut(_ text: String, keptCharacters: Int, y: Int) {
        guard let recorder else { return }
        let lost = text.dropFirst(keptCharacters)
        guard lost.contains(where: { !$0.isWhitespace && !Self.drawing($0) }) else { return }
        recorder.add(text, y: y)
    }

    /// Box and rule glyphs (and their ASCII stand-ins) that fill a width: running past the edge loses nothing.
    private static func drawing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x2500...0x259F).contains(scalar.value) || "-=_|+.·".contains(character)
    }
}

/// What a test collects: each cut text with its row.
final class ClipRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(text: String, y: Int)] = []

    func add(_ text: String, y: Int) { lock.withLock { found.append((text, y)) } }
    var cuts: [(text: String, y: Int)] { lock.withLock { found } }
    func clear() { lock.withLock { found.removeAll() } }
}
