import Foundation

/// Every file Tracker writes (exports, CSV files, backups, demo databases) goes through here: checked
/// first (`WriteTarget`), written to a new temporary file in the same folder, flushed to disk, then
/// renamed over the target. A failure at any point (full disk, read-only folder, kill -9) leaves the
/// previous file exactly as it was and, once the next write to that name runs, no temporary file.
/// Nothing existing is ever opened for writing, followed through a link, or chmodded.
public enum SafeFileWriter {
    /// Writes `data` to `path`. `database` is the live database file, which may never be the target.
    public static func write(_ data: Data, to path: String, force: Bool, protecting database: String? = nil) throws {
        try replace(path, force: force, protecting: database) { temporary in
            try data.withUnsafeBytes { try temporary.write($0) }
        }
    }

    /// Writes several files into `folder`, all or nothing as far as the disk allows: every file is
    /// written and flushed to its temporary first, and only then are they all renamed in. A full disk
    /// or a refusal changes none of them. A missing folder (whose parent exists) is made owner-only,
    /// and removed again if nothing could be written into it.
    public static func writeAll(
        _ files: [(name: String, data: Data)], inFolder folder: String, force: Bool,
        protecting database: String? = nil
    ) throws {
        guard !folder.isEmpty else { throw InputError("the folder is empty; name the folder for the files") }
        // A folder under a database's sidecar name blocks that database as surely as a file does.
        if let owner = SidecarNames.owner(of: folder) {
            throw InputError(
                "\(folder) is the name SQLite uses for the \(owner.suffix) file of \(owner.database); a folder there would block it. Choose another name")
        }
        if let database, SidecarNames.isSidecar(folder, of: database) {
            throw InputError("\(folder) is the database itself (or one of its -wal, -shm, -journal files); choose another folder")
        }
        var info = stat()
        if lstat(folder, &info) != 0 {
            guard FileSystem.isDirectory(FileSystem.parent(of: folder)) else { throw InputError("the folder \(FileSystem.parent(of: folder)) does not exist") }
            guard mkdir(folder, FilePermissions.directory) == 0 else { throw FileWriteError(path: folder, code: errno) }
            do {
                try writeAll(files, intoExisting: folder, force: force, protecting: database)
            } catch {
                rmdir(folder)
                throw error
            }
            return
        }
        guard FileSystem.isDirectory(folder) else { throw InputError("\(folder) is not a folder; CSV is a folder of files (one per kind)") }
        try writeAll(files, intoExisting: folder, force: force, protecting: database)
    }

    private static func writeAll(
        _ files: [(name: String, data: Data)], intoExisting folder: String, force: Bool,
        protecting database: String?
    ) throws {
        let targets = try files.map { try WriteTarget(folder + "/" + $0.name, force: force, protecting: database) }
        var staged: [TemporaryFile] = []
        defer { staged.forEach { $0.discard() } }
        for (target, file) in zip(targets, files) {
            let temporary = try TemporaryFile(beside: target)
            staged.append(temporary)
            try file.data.withUnsafeBytes { try temporary.write($0) }
            try temporary.flush()
        }
        for (target, temporary) in zip(targets, staged) { try temporary.rename(to: target, force: force) }
        syncFolder(folder)
    }

    /// Lets `produce` fill a new temporary file (it gets the open file and its path; SQLite's backup
    /// writes through the path), then flushes and renames it over `path`. Only a database copy
    /// (`replacingDatabase`: a backup) may replace an SQLite file; its old sidecars are removed just
    /// before, as an old -wal or -journal would otherwise be replayed into the new file.
    public static func replace(
        _ path: String, force: Bool, protecting database: String?, replacingDatabase: Bool = false,
        produce: (TemporaryFile) throws -> Void
    ) throws {
        let target = try WriteTarget(path, force: force, protecting: database, mayReplaceDatabase: replacingDatabase)
        let companionSuffixes = replacingDatabase ? SidecarNames.suffixes : []
        if FileSystem.existsNoFollow(path), let busy = companionSuffixes.first(where: { FileSystem.existsNoFollow(path + $0) }) {
            // An old database with its log beside it is in use (a window has it open) or was not closed
            // cleanly: replacing it would pull the log from under that window, or replay it into the copy.
            throw InputError("\(path) is a database in use or not closed cleanly (\(path)\(busy) is beside it); close what has it open, or choose another name")
        }
        let temporary = try TemporaryFile(beside: target)
        defer { temporary.discard() }
        try produce(temporary)
        try temporary.flush()
        for suffix in companionSuffixes where database.map({ !WriteTarget.isDatabaseFile(path + suffix, database: $0) }) ?? true {
            unlink(path + suffix)
        }
        try temporary.rename(to: target, force: force)
        syncFolder(target.folder)
    }

    /// Makes the renames themselves durable (a crash right after must not bring the old file back).
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Why a file could not be written, in words a user can act on. The previous file is always intact.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let code: Int32

    public var description: String {
        switch code {
        case ENOSPC, EDQUOT: return "The disk is full: \(path) was not written (nothing was left behind). Free some space and try again."
        case EROFS: return "\(FileSystem.parent(of: path)) is on a read-only disk: \(path) was not written."
        case EACCES, EPERM: return "No permission to write in \(FileSystem.parent(of: path)): \(path) was not written."
        case EEXIST: return "\(path) appeared while it was being written; it was left as it is. Add --force to replace it."
        default: return "Could not write \(path) (\(String(cString: strerror(code)))); nothing was changed."
        }
    }
}
