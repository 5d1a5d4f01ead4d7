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
        guard stat(path, &info) == 0, info.st_uid == getuid() else { return false }
        guard info.st_mode & 0o077 != 0 else { return false }
        return chmod(path, info.st_mode & 0o700) == 0
    }
}
