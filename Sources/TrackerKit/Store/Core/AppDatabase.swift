import Foundation
import GRDB

/// The one door to Tracker's SQLite file. Reads are requests sized to what a screen shows;
/// writes are named methods (in extensions, one file per domain), each one transaction.
public final class AppDatabase: Sendable {
    /// Private to the store (tests reach it with @testable): everything else goes through named reads
    /// and writes, each one transaction, so no caller can write SQL around the rules.
    let writer: any DatabaseWriter
    /// The file on disk, or nil for an in-memory database.
    public let path: String?
    /// Why the database is read-only, or nil when it takes writes.
    public let readOnlyReason: ReadOnlyReason?
    public var isReadOnly: Bool { readOnlyReason != nil }
    let ownCounterChanges = OwnCounterChanges()
    /// This window's diary changes, for `undo`.
    let diaryUndo = DiaryUndoStack()
    /// The counters this window deleted, for `undoCounterDelete`.
    let deletedCounters = DeletedCounterStack()
    /// A read-only look (`--read-only`, commands that only read): closing removes the -wal and -shm SQLite
    /// keeps for it (or an earlier look left), unless the -wal holds changes or another connection uses them.
    let removesSidecarsOnClose: Bool
    let ownWrites = OwnWriteCount()
    /// How many transactions of this process changed the file (for `[hooks] after_write`).
    public var ownWriteCount: Int { ownWrites.value }
    /// The time a change is made at, for the sync's change journal (`stampJournal`): the app's clock, which tests set.
    let now: @Sendable () -> Date

    init(
        writer: any DatabaseWriter, path: String?, readOnlyReason: ReadOnlyReason?, removesSidecarsOnClose: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.writer = writer
        self.path = path
        self.readOnlyReason = readOnlyReason
        self.removesSidecarsOnClose = removesSidecarsOnClose
        self.now = now
    }

    var reader: any DatabaseReader { writer }

    /// Closes the connection. When it is the last one on the file, SQLite moves what the write-ahead
    /// log holds into the database and removes the -wal and -shm, so the diary is one file again
    /// (a copy of the .sqlite alone then holds everything). Every way out of the app calls this.
    /// A read-only connection cannot do that itself: SQLite leaves its -wal and -shm, so after a read
    /// they are removed the same way (`Sidecars.removeUnused`) when nobody else has the file open.
    public func close() {
        try? writer.close()
        if removesSidecarsOnClose, let path { Sidecars.removeUnused(path, keeping: []) }
    }

    /// A fresh in-memory database with the full schema, for tests and `tracker show` previews: a copy of
    /// one migrated once per process (running every migration each time cost 3.4 ms; the copy a tenth).
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: makeConfiguration())
        try migratedTemplate.get().backup(to: queue)
        // A diary made now, not a copy of the template: its own origin (`Schema.addDiaryOrigin`).
        try queue.write { try Schema.addDiaryOrigin($0, renewing: true) }
        return AppDatabase(writer: queue, path: nil, readOnlyReason: nil, now: now)
    }

    private static let migratedTemplate = Result<DatabaseQueue, Error> {
        let queue = try DatabaseQueue(configuration: makeConfiguration())
        try Schema.migrator.migrate(queue)
        return queue
    }

    /// How long a connection waits for another one's lock before it gives up with "busy".
    static let busyTimeout: TimeInterval = 5

    static func makeConfiguration(readOnly: Bool = false, busyMode: Database.BusyMode = .timeout(busyTimeout)) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = busyMode
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { $0.add(function: NameKey.sqlFunction) }
        return configuration
    }

    /// Runs one write transaction, turning SQLite's read-only refusal into a message a user understands.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        if let readOnlyReason { throw readOnlyReason == .diskFull ? StoreError.diskFull : StoreError.readOnly }
        do {
            var changed = false
            let now = now
            let result = try writer.write { db in
                let before = db.totalChangesCount
                defer { changed = db.totalChangesCount != before }
                let result = try updates(db)
                if db.totalChangesCount != before { try Self.stampJournal(at: now(), db) }
                return result
            }
            if changed { ownWrites.increment() }
            return result
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
    /// Only SQLite's own verdicts call a file damaged; a lock, a full disk or a failed read is said as such.
    init(_ error: DatabaseError, path: String) {
        let exists = FileSystem.exists(path)
        func cannot(_ reason: String) -> StoreError {
            exists ? .cannotOpen(path: path, reason: reason) : .cannotCreate(path: path, reason: reason)
        }
        switch error.resultCode {
        case .SQLITE_NOTADB: self = .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            // A write-ahead log copied in from another file makes a sound database read as damaged.
            let log = FileSystem.exists(path + "-wal") ? "; if \(path)-wal came from another copy, moving it away may be all it takes" : ""
            self = .corrupt(path: path, detail: (error.message ?? "corrupt") + log)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        case .SQLITE_FULL: self = cannot("the disk is full")
        case .SQLITE_IOERR: self = cannot("the disk could not be read or written (\(error.message ?? "I/O error"))")
        default: self = cannot(error.message ?? "\(error.resultCode)")
        }
    }
}
