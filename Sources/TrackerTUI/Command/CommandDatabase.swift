import Foundation
import TrackerKit

/// The database a command opened, closed by `Main` on every way out: closing the last connection
/// folds the write-ahead log into the file, so the diary is one file again after every command. When
/// the command created the file and then failed with nothing stored in it, the file is removed
/// (a refused `--db new.sqlite weight add abc` leaves no empty database behind).
/// One per run of a command (`CommandEnvironment.run`), never shared between runs.
final class CommandDatabase: @unchecked Sendable {
    // One command's run opens and finishes on its own thread; the lock only makes that a rule, not a hope.
    private let lock = NSLock()
    private var current: AppDatabase?
    private var created = false
    private var afterWrite: [String] = []

    init() {}

    func opened(_ database: AppDatabase, created: Bool, afterWrite: [String] = []) {
        lock.withLock {
            current = database
            self.created = created
            self.afterWrite = afterWrite
        }
    }

    /// A command that changed the diary runs `[hooks] after_write` once, as it ends (even when it then failed: what
    /// it committed is in the file).
    func finish(failed: Bool) {
        let (database, created, afterWrite) = lock.withLock {
            defer { (current, self.created) = (nil, false) }
            return (current, self.created, self.afterWrite)
        }
        if failed && created { database?.closeAndRemoveIfUnused() } else { database?.close() }
        if let database, database.ownWriteCount > 0 { AfterWriteHook.launch(afterWrite, database: database) }
    }
}
