import Foundation

/// Tracker's files hold health data: owner-only access.
public enum FilePermissions {
    public static let file: mode_t = 0o600
    public static let directory: mode_t = 0o700

    /// Makes every file this process creates owner-only, whatever the user's umask.
    public static func restrictNewFiles() {
        umask(0o077)
    }

    /// Tightens an existing file that is readable by others; returns true when it changed the mode.
    @discardableResult
    public static func tighten(_ path: String) -> Bool {
        var info = stat()
        // lstat: a link is never followed, so nothing but the file itself can change mode.
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid() else { return false }
        guard info.st_mode & 0o077 != 0 else { return false }
        return chmod(path, info.st_mode & 0o700) == 0
    }

    /// SQLite's -wal and -shm files: owner read-write whatever the database file's mode. SQLite copies
    /// the database's mode to them, so opening a read-only (0444) file would leave a read-only -shm
    /// that breaks every later write, even after the database itself is made writable again.
    @discardableResult
    public static func makeSidecarWritable(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(), info.st_mode & 0o777 != file else { return false }
        return chmod(path, file) == 0
    }
}
