import Foundation

/// Checks made before SQLite touches a file, so that a non-database is never rewritten and a FIFO or
/// device never blocks the start.
enum DatabaseFileCheck {
    private static let header = Array("SQLite format 3\0".utf8)

    enum Contents: Equatable {
        case missing
        case empty  // 0 bytes: an empty database
        case sqlite
    }

    /// What is at `path`, read without blocking: the file is opened non-blocking and judged by fstat on
    /// that very descriptor, so a FIFO, socket or device is refused at once. A symlink to a regular file
    /// counts as that file.
    static func examine(_ path: String) throws -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            if code == ENXIO { throw notAFile(path, kind: "a device or socket with nothing behind it") }
            throw StoreError.cannotOpen(path: path, reason: "the file cannot be read (\(String(cString: strerror(code))))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw StoreError.cannotOpen(path: path, reason: "the file cannot be read (\(String(cString: strerror(errno))))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_nlink > 1 {
                throw StoreError.cannotOpen(
                    path: path,
                    reason: "it has \(info.st_nlink) names (hard links), and SQLite keeps a separate log for each name: "
                        + "two windows on two names would damage it. Keep one name (copy the file instead of linking it)")
            }
        case S_IFDIR: throw StoreError.cannotOpen(path: path, reason: "it is a folder, not a file")
        case S_IFIFO: throw notAFile(path, kind: "a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: throw notAFile(path, kind: "a device")
        default: throw notAFile(path, kind: "a special file")
        }
        var bytes = [UInt8](repeating: 0, count: header.count)
        let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, header.count) }
        guard got >= 0 else { throw StoreError.cannotOpen(path: path, reason: "the file cannot be read (\(String(cString: strerror(errno))))") }
        if got == 0 { return .empty }
        if Array(bytes.prefix(got)) != header { throw StoreError.notADatabase(path: path) }
        return .sqlite
    }

    private static func notAFile(_ path: String, kind: String) -> StoreError {
        .cannotOpen(path: path, reason: "it is \(kind), not a regular file")
    }

    /// Why the file cannot be written, or nil when it can. WAL needs to write beside the file too, so
    /// a writable file in a read-only folder counts as read-only.
    static func whyNotWritable(_ path: String) -> ReadOnlyReason? {
        for target in [path, FileSystem.parent(of: path)] where access(target, W_OK) != 0 {
            return errno == EROFS ? .readOnlyFileSystem : .noWritePermission
        }
        return nil
    }
}
