import Foundation
import GRDB

/// The -wal and -shm files SQLite keeps beside a database in WAL mode.
enum Sidecars {
    static let suffixes = ["-wal", "-shm"]

    static func existing(_ path: String) -> Set<String> {
        Set(suffixes.filter { FileSystem.exists(path + $0) })
    }

    /// Refuses, before SQLite sees them, a -wal or rollback -journal beside the database that is not
    /// SQLite's own (a file someone named so): SQLite would replay it into the database, or delete it.
    static func requireGenuine(_ path: String) throws {
        for suffix in SidecarNames.suffixes {
            var info = stat()
            guard lstat(path + suffix, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG else { continue }
            throw StoreError.cannotOpen(
                path: path,
                reason: "\(path)\(suffix) beside it is a link or a special file, and SQLite would write through it "
                    + "into another file. Nothing was changed: move \(path)\(suffix) away and try again")
        }
        let walMagic: [[UInt8]] = [[0x37, 0x7F, 0x06, 0x82], [0x37, 0x7F, 0x06, 0x83]]
        let journalMagic: [UInt8] = [0xD9, 0xD5, 0x05, 0xF9, 0x20, 0xA1, 0x63, 0xD7]
        if let head = FileSystem.readPrefix(path + "-wal", count: 4), !head.isEmpty, !walMagic.contains(head) {
            throw StoreError.cannotOpen(path: path, reason: Self.foreign("-wal", path))
        }
        if let head = FileSystem.readPrefix(path + "-journal", count: 8), !head.isEmpty,
            head != journalMagic, !head.allSatisfy({ $0 == 0 })
        {
            throw StoreError.cannotOpen(path: path, reason: Self.foreign("-journal", path))
        }
    }

    private static func foreign(_ suffix: String, _ path: String) -> String {
        "\(path)\(suffix) beside it is not SQLite's (it holds something else, and opening the database would delete or replay it). "
            + "Nothing was changed: move \(path)\(suffix) elsewhere and try again"
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
            let queue = try? DatabaseQueue(path: path)
        else { return }
        _ = try? queue.read { try Int.fetchOne($0, sql: "PRAGMA schema_version") }
        try? queue.close()
    }
}
