import Foundation
import GRDB

/// Why a database could not be opened or written, in words a user can act on.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    case notADatabase(path: String)
    case foreignDatabase(path: String)
    case corrupt(path: String, detail: String)
    case busy(path: String)
    case newerSchema(path: String)
    case cannotCreate(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case readOnly
    case diskFull
    case writeFailed(String)
    case invalid(String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a Tracker database (it is not an SQLite file). Nothing was changed; choose another file with --db."
        case .foreignDatabase(let path):
            return "\(path) is an SQLite database of another program, not Tracker's. Nothing was changed; choose another file with --db."
        case .corrupt(let path, let detail):
            return "\(path) is damaged and cannot be read (\(detail)). Nothing was changed; restore a backup or choose another file with --db."
        case .busy(let path):
            return "\(path) is busy: another program kept it locked for \(Int(AppDatabase.busyTimeout)) seconds. Nothing was changed; try again."
        case .newerSchema(let path):
            return "\(path) was written by a newer version of Tracker. Nothing was changed; update tracker to open it."
        case .cannotCreate(let path, let reason):
            return "Cannot create \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            return "Cannot open \(path): \(reason)"
        case .readOnly:
            return "The database is read-only: nothing can be saved."
        case .diskFull:
            return "The disk is full: nothing was saved. Free some space and try again."
        case .writeFailed(let detail):
            return "Could not save (\(detail)): nothing was changed. Try again."
        case .invalid(let message):
            return message
        }
    }
}

extension StoreError {
    /// Why a read failed, in words for the status line: SQLite's own message without the SQL it ran
    /// (a GRDB error's description quotes the statement), anything else as it describes itself.
    public static func reason(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? "\(error)"
    }
}
