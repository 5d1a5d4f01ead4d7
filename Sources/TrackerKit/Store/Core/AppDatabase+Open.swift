import Foundation
import GRDB

extension AppDatabase {
    /// Opens (or creates) the database file at `path` and brings its schema up to date.
    /// A file that is not SQLite, is damaged, or was written by a newer Tracker is refused untouched.
    /// `readOnly` opens without writing a byte (commands that only read); otherwise a file that cannot
    /// be written (permissions, read-only file system, full disk) opens read-only, with the reason in
    /// `readOnlyReason`, so it can still be read, exported and backed up.
    /// `now` is the time changes are made at (`AppDatabase.now`).
    public static func open(path: String, readOnly: Bool = false, now: @escaping @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        try open(path: path, readOnlyBecause: readOnly ? .requested : nil, busyMode: .timeout(busyTimeout), now: now)
    }

    /// `readOnlyBecause` forces a read-only open for that reason (tests stand in for a full disk with it).
    static func open(
        path: String, readOnlyBecause forced: ReadOnlyReason?, busyMode: Database.BusyMode, now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> AppDatabase {
        let opener = Opener(path: path, busyMode: busyMode, now: now)
        if let owner = SidecarNames.owner(of: path) {
            throw StoreError.cannotOpen(path: path, reason: "it is the \(owner.suffix) file SQLite keeps for \(owner.database), not a diary of its own")
        }
        let contents = try DatabaseFileCheck.examine(path)
        try Sidecars.requireGenuine(path)
        if let forced { return try opener.openReadOnly(contents, reason: forced) }
        if contents == .missing {
            try DatabaseLocation.prepareDirectory(for: path)
        } else if let reason = DatabaseFileCheck.whyNotWritable(path) {
            return try opener.openReadOnly(contents, reason: reason)
        }
        do {
            return try opener.openWritable()
        } catch let error as DatabaseError {
            if contents != .missing, let reason = opener.fallbackReason(for: error) {
                return try opener.openReadOnly(contents, reason: reason)
            }
            throw StoreError(error, path: path)
        }
    }
}

/// The steps of opening one file. Every connection waits for locks (`busyMode`), and the file is
/// judged (schema, `PRAGMA quick_check`) before anything is written to it.
private struct Opener {
    let path: String
    let busyMode: Database.BusyMode
    let now: @Sendable () -> Date

    /// How long to keep trying what SQLite refuses without calling the busy handler.
    var patience: TimeInterval {
        if case .timeout(let seconds) = busyMode { return seconds }
        return 0
    }

    func openWritable() throws -> AppDatabase {
        let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration(busyMode: busyMode))
        do {
            let status = try queue.read { try SchemaStatus.inspect($0, path: path) }
            try status.refuseUnusable(path: path)
            try queue.writeWithoutTransaction { try $0.useWAL(patience: patience) }
            if status != .upToDate { try Schema.migrate(queue) }
        } catch {
            // Closing the only connection lets SQLite remove the -wal and -shm it made for the look.
            try? queue.close()
            throw error
        }
        FilePermissions.tighten(path)
        Sidecars.makeWritable(path)
        return AppDatabase(writer: queue, path: path, readOnlyReason: nil, now: now)
    }

    func openReadOnly(_ contents: DatabaseFileCheck.Contents, reason: ReadOnlyReason) throws -> AppDatabase {
        switch contents {
        case .missing: throw StoreError.cannotCreate(path: path, reason: "it does not exist and was opened read-only")
        case .empty: return try migratedCopy(of: nil, reason: reason)
        case .sqlite: break
        }
        let sidecarsBefore = Sidecars.existing(path)
        do {
            let queue = try readOnlyQueue()
            do {
                let status = try queue.read { try SchemaStatus.inspect($0, path: path) }
                try status.refuseUnusable(path: path)
                Sidecars.makeWritable(path)
                if status == .upToDate {
                    return AppDatabase(writer: queue, path: path, readOnlyReason: reason, removesSidecarsOnClose: reason == .requested)
                }
                defer { try? queue.close() }
                return try migratedCopy(of: queue, reason: reason)
            } catch {
                try? queue.close()
                throw error
            }
        } catch {
            let refusal = (error as? DatabaseError).map { StoreError($0, path: path) } ?? error
            if reason == .requested, Self.isAboutTheFile(refusal) { Sidecars.removeUnused(path, keeping: sidecarsBefore) }
            throw refusal
        }
    }

    /// A refusal for what the file holds (not for a lock or the disk), after which nobody else can be using it.
    private static func isAboutTheFile(_ error: Error) -> Bool {
        switch error as? StoreError {
        case .notADatabase, .foreignDatabase, .corrupt, .newerSchema: return true
        default: return false
        }
    }

    /// An empty or older database, read through a copy in memory brought up to date: the file stays as it was.
    private func migratedCopy(of source: DatabaseQueue?, reason: ReadOnlyReason) throws -> AppDatabase {
        let copy = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try source?.backup(to: copy)
        try Schema.migrator.migrate(copy)
        return AppDatabase(writer: copy, path: path, readOnlyReason: reason)
    }

    /// A read-only connection. SQLite needs the -shm file beside a WAL database even to read; in a
    /// read-only folder or on a full disk it cannot make one, and then the file is read as immutable,
    /// which is exact as long as no -wal or -journal holds changes the main file lacks. (Nobody can
    /// write the file meanwhile either: a writer would need the same -shm.)
    private func readOnlyQueue() throws -> DatabaseQueue {
        let configuration = AppDatabase.makeConfiguration(readOnly: true, busyMode: busyMode)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            do {
                try queue.read { _ = try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") }
            } catch {
                try? queue.close()
                throw error
            }
            return queue
        } catch let error as DatabaseError where fallbackReason(for: error) != nil && !Sidecars.holdChanges(path) {
            return try DatabaseQueue(path: Self.immutableURI(path), configuration: configuration)
        }
    }

    /// The reason to fall back to read-only after `error`, or nil when the error is not about writing.
    func fallbackReason(for error: DatabaseError) -> ReadOnlyReason? {
        switch error.resultCode {
        case .SQLITE_FULL: return .diskFull
        case .SQLITE_IOERR: return DiskSpace.isFull(near: path) ? .diskFull : .writeFailed
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
            return DatabaseFileCheck.whyNotWritable(path) ?? (DiskSpace.isFull(near: path) ? .diskFull : .noWritePermission)
        default: return nil
        }
    }

    private static func immutableURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
    }
}
