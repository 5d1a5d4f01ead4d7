import Foundation

/// An export read and matched (`AppleHealthImporter.prepare`) on a second thread, begun before the
/// database is opened: opening, and making a new database, mostly waits on the disk (its syncs took
/// 0.04–0.4 s of wall time against 0.04 s of CPU on the shared machine), and the read goes on meanwhile.
/// Nothing is written until `result()` is saved, so all-or-nothing stays as it was.
public final class BackgroundHealthRead: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result<PreparedHealthImport, Error>?
    private let progress = ImportProgress()

    public init(path: String, today: LocalDate, recover: Bool) {
        let thread = Thread { [self] in
            let read = Result { try AppleHealthImporter.prepare(path: path, progress: progress, today: today, recover: recover) }
            condition.lock()
            outcome = read
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 8 << 20  // the size of the main thread's, where the parse ran before
        thread.start()
    }

    /// The read, once it has ended: the export, or why it could not be read.
    public func result() throws -> PreparedHealthImport { try finished().get() }

    /// Stops the read at its next chunk and waits for it to end (when the database cannot be opened).
    public func cancel() {
        progress.cancel()
        _ = finished()
    }

    private func finished() -> Result<PreparedHealthImport, Error> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}
