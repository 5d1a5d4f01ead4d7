import Foundation

/// Checks made before SQLite touches a file, so that a non-database is never rewritten.
enum DatabaseFileCheck {
    private static let header = Array("SQLite format 3\0".utf8)

    static func requireSQLiteHeader(_ path: String) throws {
        if FileSystem.isDirectory(path) { throw StoreError.cannotOpen(path: path, reason: "it is a folder, not a file") }
        guard let bytes = FileSystem.readPrefix(path, count: header.count) else {
            throw StoreError.cannotOpen(path: path, reason: "the file cannot be read (permission denied?)")
        }
        if bytes.isEmpty { return }  // an empty file is an empty database
        if bytes != header { throw StoreError.notADatabase(path: path) }
    }

    /// WAL needs to write beside the file too, so a writable file in a read-only folder counts as read-only.
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0 && access(FileSystem.parent(of: path), W_OK) == 0
    }
}
