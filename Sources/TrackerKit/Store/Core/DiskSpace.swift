import Foundation

enum DiskSpace {
    /// Below this, SQLite cannot make even the 32 KB -shm index a WAL database needs to be read.
    static let minimumFreeBytes: UInt64 = 64 * 1024

    /// True when the file system holding `path` has (almost) no room left for this user.
    static func isFull(near path: String) -> Bool {
        var info = statvfs()
        guard statvfs(FileSystem.parent(of: path), &info) == 0 else { return false }
        let blocks = geteuid() == 0 ? info.f_bfree : info.f_bavail
        return UInt64(blocks) * UInt64(info.f_frsize) < minimumFreeBytes
    }
}
