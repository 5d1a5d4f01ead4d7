import Foundation

/// The demo's temporary folder. A demo ended by `kill -9` (or a crash the signal handlers cannot see)
/// leaves its 4.5 MB database behind, so each demo holds an flock on a `demo.lock` in its folder for as
/// long as it runs, and the next demo removes every folder whose lock nobody holds any more: the
/// kernel releases an flock when its process dies, however it dies.
public final class DemoFolder {
    public static let prefix = "tracker-demo-"
    static let lockName = "demo.lock"
    /// What a demo puts in its folder: only these are removed, and then the folder if that empties it.
    static let knownFiles = ["demo.sqlite", "demo.sqlite-wal", "demo.sqlite-shm", "demo.sqlite-journal", lockName, "lock-pending"]

    public let path: String
    private let lock: Int32

    /// Makes the folder in `base` (TMPDIR) and takes its lock. The lock file is made and locked under
    /// another name and then renamed, so no other demo ever sees a `demo.lock` that is not yet held.
    public init(base: String? = nil) throws {
        path = try FileSystem.makeTemporaryFolder(prefix: Self.prefix, in: base)
        let pending = path + "/lock-pending"
        lock = open(pending, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0, rename(pending, path + "/" + Self.lockName) == 0 else {
            throw InputError("cannot lock the demo folder \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(lock) }

    /// Removes the folder now (the demo ended normally).
    public func remove() { Self.removeContents(of: path) }

    /// Removes the folders in `base` left by demos that are no longer running; returns how many.
    @discardableResult
    public static func removeAbandoned(in base: String? = nil) -> Int {
        let base = FileSystem.temporaryBase(base)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            let folder = base + "/" + name
            var info = stat()
            // Only real folders of this user's (lstat: a link named so is left alone).
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            let descriptor = open(folder + "/" + lockName, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }  // no lock: not a folder this version made, or just being made
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }  // its demo is running
            removeContents(of: folder)
            if !FileSystem.exists(folder) { removed += 1 }
        }
        return removed
    }

    private static func removeContents(of folder: String) {
        for name in knownFiles { unlink(folder + "/" + name) }
        rmdir(folder)
    }
}
