import Foundation
import GRDB

extension AppDatabase {
    /// A consistent copy of the live database (SQLite's online backup), safe while the app is open.
    /// The copy is written beside the target and renamed over it at the end, so a failed backup
    /// leaves an older backup as it was; the database itself can never be the target.
    public func backup(to path: String, force: Bool) throws {
        guard !path.isEmpty else { throw InputError("the path is empty; give the file to write, e.g. ~/tracker-backup.sqlite") }
        if FileSystem.isDirectory(path) { throw InputError("\(path) is a folder; give a file path inside it") }
        if let live = self.path, Self.isSameFile(live, path) {
            throw InputError("\(path) is the database itself; choose another file")
        }
        let folder = FileSystem.parent(of: path)
        guard FileSystem.isDirectory(folder) else { throw InputError("the folder \(folder) does not exist") }
        if FileSystem.exists(path) && !force { throw InputError.fileExists(path) }
        let partial = path + ".partial"
        Self.removeDatabaseFiles(partial)
        do {
            let copy = try DatabaseQueue(path: partial)
            try writer.backup(to: copy)
            try copy.close()
        } catch {
            Self.removeDatabaseFiles(partial)
            throw error
        }
        FilePermissions.tighten(partial)
        for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw InputError("could not write \(path): \(reason)")
        }
    }

    private static func removeDatabaseFiles(_ path: String) {
        for suffix in ["", "-journal"] + Sidecars.suffixes { unlink(path + suffix) }
    }

    /// True when both paths name one file (the same device and inode), however they are spelt.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
