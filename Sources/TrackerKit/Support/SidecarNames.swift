import Foundation

/// SQLite keeps `NAME-wal`, `NAME-shm` and `NAME-journal` beside a database `NAME`, and deletes or
/// replays whatever it finds under those names. So no file the app writes, and no database it
/// opens, may take such a name while `NAME` exists: an export called `diary.sqlite-journal` would be
/// replayed into (or silently deleted by) the diary beside it.
public enum SidecarNames {
    public static let suffixes = ["-wal", "-shm", "-journal"]

    /// The database a path would be a sidecar of, and which sidecar, when that database exists.
    public static func owner(of path: String) -> (database: String, suffix: String)? {
        for suffix in suffixes where path.hasSuffix(suffix) && path.count > suffix.count {
            let base = String(path.dropLast(suffix.count))
            var info = stat()
            if stat(base, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { return (base, suffix) }
        }
        return nil
    }

    /// True when `path` names `database` plus one of the suffixes, compared by the folder's device
    /// and inode and the name: this holds across bind mounts, links and any spelling, and for a
    /// sidecar that does not exist yet.
    static func isSidecar(_ path: String, of database: String) -> Bool {
        var pathFolder = stat(), databaseFolder = stat()
        guard stat(FileSystem.parent(of: path), &pathFolder) == 0, stat(FileSystem.parent(of: database), &databaseFolder) == 0,
            pathFolder.st_dev == databaseFolder.st_dev, pathFolder.st_ino == databaseFolder.st_ino
        else { return false }
        let name = FileSystem.lastName(of: path), base = FileSystem.lastName(of: database)
        return ([""] + suffixes).contains { base + $0 == name }
    }
}
