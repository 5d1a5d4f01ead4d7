import Foundation

/// A HOME copied whole (`cp -a`, rsync, a restored backup of it) copies the installation's id with it, and both copies
/// would sync every diary as the same machine. So the inode of the installation file is noted beside it
/// (`installation-inode`) when it is first seen; a file whose inode is not the noted one was copied there, and that copy
/// becomes an installation of its own: it takes a new id, and each of its synced diaries is refused as set up on another
/// installation until `tracker sync reset-machine` (QA s8b N3). The original keeps its file, its inode and its id.
/// Not the device number (a disk found in another order at a reboot gets another one) nor /etc/machine-id (a HOME
/// shared over NFS by several machines is one installation with one diary file).
extension SyncInstallation {
    var inodePath: String { path + "-inode" }

    /// `id` as read from the file, or a new one if this file is a copy.
    func placed(_ id: String) throws -> String {
        guard let inode = Self.inode(of: path) else { return id }
        switch noted() {
        case inode: return id
        case nil:
            try note(inode)
            return id
        default: return try renew()
        }
    }

    /// Notes the inode of a file just made.
    func noteMade() throws {
        if let inode = Self.inode(of: path) { try note(inode) }
    }

    /// A new id for a copied installation, made once: a second Tracker of the copy waits, then finds it made.
    private func renew() throws -> String {
        let lock = try CarrierLock(lockFile: FileSystem.parent(of: path) + "/installation.lock", waitSeconds: 10)
        defer { lock.release() }
        let text = String(decoding: FileSystem.readPrefix(path, count: 64) ?? [], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if Self.isId(text), let inode = Self.inode(of: path), noted() == inode { return text }
        let made = Self.newId()
        try SafeFileWriter.write(Data((made + "\n").utf8), to: path, force: true)
        try noteMade()
        return made
    }

    private func noted() -> UInt64? {
        UInt64(String(decoding: FileSystem.readPrefix(inodePath, count: 32) ?? [], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func note(_ inode: UInt64) throws {
        try SafeFileWriter.write(Data("\(inode)\n".utf8), to: inodePath, force: true)
    }

    static func inode(of path: String) -> UInt64? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    static func newId() -> String { (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined() }
}
