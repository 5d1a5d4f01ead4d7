import Foundation

/// This installation of Tracker: a random id kept outside every diary, in the machine's own state,
/// `$XDG_STATE_HOME/tracker/installation` (`~/.local/state/tracker/installation` when XDG_STATE_HOME is unset or
/// not absolute). A synced diary records the installation it was set up on (`SyncBinding`), so a diary copied,
/// restored or rsynced to another machine is told apart before it writes, whatever numbers its files have.
/// A copied HOME copies this file too; the copy is told apart by the file's inode (`placed`).
public struct SyncInstallation: Sendable, Equatable {
    public let path: String

    public init(path: String) { self.path = path }

    public static func standard(environment: [String: String]) -> SyncInstallation {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return SyncInstallation(path: xdg + "/tracker/installation") }
        return SyncInstallation(path: FileSystem.homeDirectory(environment: environment) + "/.local/state/tracker/installation")
    }

    /// The id, nil when there is none yet.
    public func existingId() throws -> String? {
        guard FileSystem.existsNoFollow(path) else { return nil }
        // 64 bytes at most: the file is read as data, whatever was put there.
        let text = String(decoding: FileSystem.readPrefix(path, count: 64) ?? [], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.isId(text), FileSystem.isRegularFileNoFollow(path) else {
            throw InputError(
                "\(path) does not hold this installation's id (it was changed or is not a file); remove it, then run `tracker sync reset-machine` for each synced diary here"
            )
        }
        return try placed(text)
    }

    /// The id, made (and kept) now if there is none yet.
    public func id() throws -> String {
        if let id = try existingId() { return id }
        try DatabaseLocation.prepareDirectory(for: path)
        let made = Self.newId()
        do {
            try SafeFileWriter.write(Data((made + "\n").utf8), to: path, force: false)
            try noteMade()
        } catch {
            // Another Tracker made it first: that one is the id.
            if let id = try existingId() { return id }
            throw error
        }
        return made
    }

    /// The installation whose file a diary noted, when that file is an installation file (`…/tracker/installation`)
    /// that is this user's own and no link: a diary names no other file to read or folder to write.
    static func ownFile(at path: String) -> SyncInstallation? {
        var info = stat(), folder = stat()
        guard path.hasPrefix("/"), path.hasSuffix("/tracker/installation"), !path.contains("/../"), lstat(path, &info) == 0,
            (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(), lstat(FileSystem.parent(of: path), &folder) == 0,
            (folder.st_mode & S_IFMT) == S_IFDIR, folder.st_uid == getuid()
        else { return nil }
        return SyncInstallation(path: path)
    }

    /// Where the file each synced diary's machine id is bound to is noted (`SyncBinding`).
    var filesFolder: String { FileSystem.parent(of: path) + "/sync-files" }

    static func isId(_ text: String) -> Bool { text.utf8.count == 32 && isName(text) }

    /// Lower-case hex, as every id Tracker makes: safe as a file name whatever a diary holds.
    static func isName(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
