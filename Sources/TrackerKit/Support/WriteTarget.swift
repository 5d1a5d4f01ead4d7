import Foundation

/// A file the app is about to write, checked before a byte is written: a real file path in an
/// existing folder, not a link, not a FIFO or device, not the live database or one of its
/// sidecars, and not an existing file unless the user said to replace it.
public struct WriteTarget {
    public let path: String
    let folder: String
    let name: String

    static let databaseSuffixes = [""] + SidecarNames.suffixes

    /// `mayReplaceDatabase`: only a database copy (a backup) may replace an existing SQLite file; an
    /// export, CSV file or anything else never does, even with --force.
    public init(_ path: String, force: Bool, protecting database: String?, mayReplaceDatabase: Bool = false) throws {
        guard !path.isEmpty else { throw InputError("the path is empty; give the file to write") }
        if path.hasSuffix("/") || FileSystem.isDirectory(path) { throw InputError("\(path) is a folder; give a file path inside it") }
        let folder = FileSystem.parent(of: path)
        guard FileSystem.isDirectory(folder) else { throw InputError("the folder \(folder) does not exist") }
        self.path = path
        self.folder = folder
        self.name = FileSystem.lastName(of: path)
        guard name.utf8.count <= 255 else { throw InputError("the file name is too long (at most 255 bytes)") }
        if let database, Self.isDatabaseFile(path, database: database) {
            throw InputError("\(path) is the database itself (or one of its -wal, -shm, -journal files); choose another file")
        }
        if let owner = SidecarNames.owner(of: path) {
            throw InputError(
                "\(path) is the name SQLite uses for the \(owner.suffix) file of \(owner.database); writing there would damage it. Choose another name")
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw InputError("\(path) is a symbolic link; Tracker writes only plain files, give the real path")
            default: throw InputError("\(path) is not a plain file (a device, FIFO or socket); choose a file")
            }
            guard force else { throw InputError.fileExists(path) }
            if !mayReplaceDatabase, FileSystem.readPrefix(path, count: 16) == Array("SQLite format 3\0".utf8) {
                throw InputError("\(path) is an SQLite database (a diary?); this would replace it with text even with --force. Choose another name")
            }
        }
    }

    /// The database, its -wal, -shm and -journal, by device and inode when they exist, and by their
    /// resolved path when they do not (yet): SQLite may create a sidecar any moment.
    static func isDatabaseFile(_ path: String, database: String) -> Bool {
        let candidates = databaseSuffixes.map { database + $0 }
        if candidates.contains(where: { FileSystem.isSameFile($0, path) }) { return true }
        if SidecarNames.isSidecar(path, of: database) { return true }
        guard let target = FileSystem.resolvedPath(path) else { return false }
        let bases = [
            FileSystem.resolvedPath(database),
            realpath(database, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            },
        ].compactMap { $0 }
        return bases.contains { base in databaseSuffixes.contains { base + $0 == target } }
    }
}

extension FileSystem {
    /// True when both paths name one existing file (the same device and inode), however they are spelt.
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// `/a/b/c.json` → `c.json`.
    static func lastName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The path with its folder resolved (links, `..`), the last name kept as it is; nil if the folder is missing.
    static func resolvedPath(_ path: String) -> String? {
        guard let folder = realpath(parent(of: path), nil) else { return nil }
        defer { free(folder) }
        let base = String(cString: folder)
        return (base == "/" ? "" : base) + "/" + lastName(of: path)
    }
}
