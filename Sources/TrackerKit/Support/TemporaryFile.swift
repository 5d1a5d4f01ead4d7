import Foundation

/// The new file a `SafeFileWriter` fills: `.NAME.tracker-tmp-XXXXXX` beside the target, created
/// exclusively (never an existing file, never through a link), owner-only, and held under an flock
/// for its whole life. The lock is what tells a leftover of a killed run (no holder: removed by the
/// next write to the same name) from a write in progress in another tracker (held: left alone).
public final class TemporaryFile {
    public let path: String
    /// The file this one will become: what messages name.
    let targetPath: String
    let descriptor: Int32
    private var renamed = false

    static let marker = ".tracker-tmp-"

    /// The prefix of every temporary file for `name`.
    static func prefix(for name: String) -> String { "." + String(decoding: name.utf8.prefix(200), as: UTF8.self) + marker }
    static let suffixLength = 6

    init(beside target: WriteTarget) throws {
        StaleTemporaryFiles.remove(for: target.name, in: target.folder)
        let prefix = target.folder + "/" + Self.prefix(for: target.name)
        var attempts = 0
        while true {
            let candidate = prefix + Self.randomSuffix()
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, FilePermissions.file)
            if descriptor >= 0 {
                flock(descriptor, LOCK_EX)
                self.path = candidate
                self.targetPath = target.path
                self.descriptor = descriptor
                return
            }
            attempts += 1
            guard errno == EEXIST, attempts < 100 else { throw FileWriteError(path: target.path, code: errno) }
        }
    }

    deinit { discard() }

    private static func randomSuffix() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<suffixLength).map { _ in letters.randomElement()! })
    }

    /// Writes all the bytes, or throws (a full disk is reported by the write that did not fit).
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure = FileDescriptor.writeAll(descriptor, bytes) { throw FileWriteError(path: targetPath, code: failure) }
    }

    func flush() throws {
        guard fsync(descriptor) == 0 else { throw FileWriteError(path: targetPath, code: errno) }
    }

    /// Puts the file in the target's place: over it with `force`, otherwise only if the name is
    /// still free (a hard link fails if anything appeared there meanwhile).
    func rename(to target: WriteTarget, force: Bool) throws {
        var mine = stat(), there = stat()
        // Whatever wrote through the path (SQLite) must have written this very file.
        guard fstat(descriptor, &mine) == 0, lstat(path, &there) == 0, mine.st_ino == there.st_ino, mine.st_dev == there.st_dev else {
            throw FileWriteError(path: target.path, code: EIO)
        }
        if force {
            guard Foundation.rename(path, target.path) == 0 else { throw FileWriteError(path: target.path, code: errno) }
        } else if link(path, target.path) == 0 {
            unlink(path)
        } else if errno == EEXIST {
            throw FileWriteError(path: target.path, code: EEXIST)
        } else {
            // A file system without hard links: the name was free when checked a moment ago.
            guard lstat(target.path, &there) != 0 else { throw FileWriteError(path: target.path, code: EEXIST) }
            guard Foundation.rename(path, target.path) == 0 else { throw FileWriteError(path: target.path, code: errno) }
        }
        renamed = true
    }

    /// Removes the file unless it was renamed into place; safe to call more than once.
    func discard() {
        if !renamed { unlink(path); renamed = true }
        if !closed { close(descriptor); closed = true }
    }

    private var closed = false
}

/// Leftovers of a tracker killed while writing: temporary files nobody holds a lock on.
enum StaleTemporaryFiles {
    static func remove(for name: String, in folder: String) {
        let prefix = TemporaryFile.prefix(for: name)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entryName.hasPrefix(prefix), entryName.utf8.count == prefix.utf8.count + TemporaryFile.suffixLength else { continue }
            let path = folder + "/" + entryName
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var info = stat()
            if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            }
            close(descriptor)
        }
    }
}

/// Writing to a file descriptor the careful way.
public enum FileDescriptor {
    /// Writes every byte, retrying after interruptions and short writes. Returns nil, or the errno
    /// of the write that failed.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}
