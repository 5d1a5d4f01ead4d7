import Foundation

/// The -wal and -shm files SQLite keeps beside a database in WAL mode.
enum Sidecars {
    static let suffixes = ["-wal", "-shm"]

    static func existing(_ path: String) -> Set<String> {
        Set(suffixes.filter { FileSystem.exists(path + $0) })
    }

    /// Removes the sidecars that opening a refused file created, once its connection is closed: an
    /// empty -wal holds nothing, and a -shm that did not exist before was nobody else's.
    static func removeUnused(_ path: String, keeping before: Set<String>) {
        guard !before.contains("-wal"), !before.contains("-shm") else { return }
        var info = stat()
        guard stat(path + "-wal", &info) != 0 || info.st_size == 0 else { return }
        for suffix in suffixes { unlink(path + suffix) }
    }
}
