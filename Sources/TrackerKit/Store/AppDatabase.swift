import Foundation
import GRDB

/// The one door to Tracker's SQLite file. Reads are requests sized to what a screen shows;
/// writes are named methods (in extensions, one file per domain), each one transaction.
public final class AppDatabase: Sendable {
    public let writer: any DatabaseWriter
    /// The file on disk, or nil for an in-memory database.
    public let path: String?
    public let isReadOnly: Bool
    let ownCounterChanges = OwnCounterChanges()

    init(writer: any DatabaseWriter, path: String?, isReadOnly: Bool) {
        self.writer = writer
        self.path = path
        self.isReadOnly = isReadOnly
    }

    public var reader: any DatabaseReader { writer }

    /// Opens (or creates) the database file at `path` and brings its schema up to date.
    /// A file that is not SQLite, is damaged, or was written by a newer Tracker is refused untouched.
    /// `readOnly` nil means: read-only exactly when the file (or its folder) cannot be written.
    public static func open(path: String, readOnly forceReadOnly: Bool? = nil) throws -> AppDatabase {
        let exists = FileSystem.exists(path)
        if exists {
            try DatabaseFileCheck.requireSQLiteHeader(path)
        } else {
            try DatabaseLocation.prepareDirectory(for: path)
        }
        let readOnly = forceReadOnly ?? (exists && !DatabaseFileCheck.isWritable(path))
        if readOnly && !exists { throw StoreError.cannotCreate(path: path, reason: "it does not exist and was opened read-only") }
        let database: AppDatabase
        do {
            // Judge an existing file through a read-only connection first: opening a pool writes
            // (GRDB makes sure a WAL file exists), and a refused file must stay byte-for-byte as it was,
            // without -wal and -shm files left beside it by the look.
            let sidecarsBefore = Sidecars.existing(path)
            let status: SchemaStatus
            do {
                status = exists ? try SchemaStatus.inspect(path: path) : .empty
                try status.check(path: path, readOnly: readOnly)
            } catch {
                Sidecars.removeUnused(path, keeping: sidecarsBefore)
                throw error
            }
            let writer: any DatabaseWriter
            if readOnly {
                var configuration = makeConfiguration()
                configuration.readonly = true
                writer = try DatabaseQueue(path: path, configuration: configuration)
            } else {
                writer = try DatabasePool(path: path, configuration: makeConfiguration())
            }
            database = AppDatabase(writer: writer, path: path, isReadOnly: readOnly)
            if status != .upToDate { try Schema.migrator.migrate(writer) }
        } catch let error as DatabaseError {
            throw StoreError(error, path: path)
        }
        FilePermissions.tighten(path)
        for sidecar in Sidecars.suffixes { FilePermissions.makeSidecarWritable(path + sidecar) }
        return database
    }

    /// A fresh in-memory database with the full schema, for tests and `tracker show` previews.
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: makeConfiguration())
        try Schema.migrator.migrate(queue)
        return AppDatabase(writer: queue, path: nil, isReadOnly: false)
    }

    static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        return configuration
    }

    /// Runs one write transaction, turning SQLite's read-only refusal into a message a user understands.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        if isReadOnly { throw StoreError.readOnly }
        do {
            return try writer.write(updates)
        } catch let error as DatabaseError {
            // The transaction was rolled back: say why in words, keep the details for the rest.
            switch error.resultCode {
            case .SQLITE_READONLY: throw StoreError.readOnly
            case .SQLITE_FULL: throw StoreError.diskFull
            case .SQLITE_IOERR, .SQLITE_CANTOPEN: throw StoreError.writeFailed("the disk could not be written")
            case .SQLITE_BUSY, .SQLITE_LOCKED: throw StoreError.writeFailed("another program kept the database busy for 5 seconds")
            default: throw error
            }
        }
    }

    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        try writer.read(value)
    }
}

extension StoreError {
    init(_ error: DatabaseError, path: String) {
        switch error.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase(path: path)
        case .SQLITE_CORRUPT: self = .corrupt(path: path, detail: error.message ?? "corrupt")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
            let reason = error.message ?? "cannot open"
            self = FileSystem.exists(path) ? .cannotOpen(path: path, reason: reason) : .cannotCreate(path: path, reason: reason)
        default: self = .corrupt(path: path, detail: error.message ?? "\(error.resultCode)")
        }
    }
}
