import Foundation
import GRDB

/// The -wal and -shm files SQLite keeps beside a database in WAL mode.
enum Sidecars {
    static let suffixes = ["-wal", "-shm"]

    static func existing(_ path: String) -> Set<String> {
        Set(suffixes.filter { FileSystem.exists(path + $0) })
    }

    static func makeWritable(_ path: String) {
        for suffix in suffixes { FilePermissions.makeSidecarWritable(path + suffix) }
    }

    /// True when a -wal or rollback -journal with content lies beside the database: the main file
    /// alone may then be out of date or half-written.
    static func holdChanges(_ path: String) -> Bool {
        ["-wal", "-journal"].contains { suffix in
            var info = stat()
            return stat(path + suffix, &info) == 0 && info.st_size > 0
        }
    }

    /// Removes the sidecars a read-only look at a refused file created. SQLite itself does it: a
    /// read-write connection that closes last deletes an empty -wal and its -shm (its checkpoint of an
    /// empty WAL writes nothing), and leaves them alone while any other connection uses them.
    static func removeUnused(_ path: String, keeping before: Set<String>) {
        guard before.isEmpty, !existing(path).isEmpty, !holdChanges(path),
              let queue = try? DatabaseQueue(path: path) else { return }
        _ = try? queue.read { try Int.fetchOne($0, sql: "PRAGMA schema_version") }
        try? queue.close()
    }
}
