import Foundation
import GRDB

extension AppDatabase {
    /// A consistent copy of the live database (SQLite's online backup), safe while the app is open.
    /// It is written like every other file (`SafeFileWriter`): a failed backup leaves an older backup
    /// as it was and nothing beside it; the database and its sidecars can never be the target.
    public func backup(to path: String, force: Bool) throws {
        try SafeFileWriter.replace(path, force: force, protecting: self.path, replacingDatabase: true) { temporary in
            do {
                // A journal would only protect a file that is thrown away on failure anyway.
                var configuration = Configuration()
                configuration.prepareDatabase { try $0.execute(sql: "PRAGMA journal_mode = OFF") }
                let copy = try DatabaseQueue(path: temporary.path, configuration: configuration)
                try writer.backup(to: copy)
                try copy.close()
            } catch let error as DatabaseError {
                throw FileWriteError(path: path, code: Self.errno(for: error))
            }
        }
    }

    private static func errno(for error: DatabaseError) -> Int32 {
        switch error.resultCode {
        case .SQLITE_FULL: return ENOSPC
        case .SQLITE_READONLY: return EROFS
        case .SQLITE_PERM, .SQLITE_AUTH: return EACCES
        default: return EIO
        }
    }
}
