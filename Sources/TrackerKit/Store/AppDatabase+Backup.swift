import Foundation
import GRDB

extension AppDatabase {
    /// A consistent copy of the live database (SQLite's online backup), safe while the app is open.
    public func backup(to path: String, force: Bool) throws {
        if FileSystem.exists(path) {
            guard force else { throw InputError.fileExists(path) }
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        }
        try DatabaseLocation.prepareDirectory(for: path)
        let copy = try DatabaseQueue(path: path)
        try writer.backup(to: copy)
        try copy.close()
        FilePermissions.tighten(path)
    }
}
