import TrackerKit

/// The database a command opened, closed by `Main` on every way out: closing the last connection
/// folds the write-ahead log into the file, so the diary is one file again after every command. When
/// the command created the file and then failed with nothing stored in it, the file is removed
/// (a refused `--db new.sqlite weight add abc` leaves no empty database behind).
enum CommandDatabase {
    nonisolated(unsafe) private static var current: AppDatabase?
    nonisolated(unsafe) private static var created = false

    nonisolated(unsafe) private static var afterWrite: [String] = []

    static func opened(_ database: AppDatabase, created: Bool, afterWrite: [String] = []) {
        current = database
        self.created = created
        self.afterWrite = afterWrite
    }

    /// A command that changed the diary runs `[hooks] after_write` once, as it ends (even when it then failed: what
    /// it committed is in the file).
    static func finish(failed: Bool) {
        if failed && created { current?.closeAndRemoveIfUnused() } else { current?.close() }
        if let current, current.ownWriteCount > 0 { AfterWriteHook.launch(afterWrite, database: current) }
        current = nil
        created = false
    }
}
