import Foundation

/// Whoever can write the carrier (a git remote's other users, a Syncthing peer) must not be able to
/// steer this machine's reads and writes outside it: every folder sync uses under the carrier's root
/// must be a real folder and every file a plain file, never a symbolic link (checked with lstat, and
/// files are opened with O_NOFOLLOW). The root itself is the user's choice and may be a link.
enum CarrierPaths {
    /// Throws, naming the part, when a part of `path` below `root` is a symbolic link or a folder is not one.
    /// A part that is not there is fine (nothing below it is either; a write makes it as a real folder).
    static func requireReal(_ path: String, under root: String) throws {
        guard path.hasPrefix(root + "/") else { throw CarrierError(description: "\(path) is not inside the carrier \(root); nothing was synced") }
        let parts = path.dropFirst(root.count + 1).split(separator: "/", omittingEmptySubsequences: true)
        var current = root
        for (index, part) in parts.enumerated() {
            guard part != "..", part != "." else { throw CarrierError(description: "\(path) leaves the carrier; nothing was synced") }
            current += "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else { return }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                throw CarrierError(
                    description:
                        "\(current) in the carrier is a symbolic link, which sync never follows (it reads and writes only real folders and files inside the carrier; was it planted there?). Remove it and sync again; nothing was synced"
                )
            }
            if index < parts.count - 1 && kind != S_IFDIR {
                throw CarrierError(description: "\(current) in the carrier is not a folder; remove it and sync again; nothing was synced")
            }
        }
    }

    /// The plain file at `path` inside the carrier (no link anywhere below the root).
    static func read(_ path: String, under root: String) throws -> Data {
        try requireReal(path, under: root)
        return try RegularFile.read(path, limit: .carrierFile, followingLinks: false)
    }
}

extension SegmentStore {
    /// Before a sync reads the carrier: the manifest, `replicas/`, this machine's folder and every other replica's folder
    /// that is not a link are real.
    func requireRealFolders(own: String) throws {
        try CarrierPaths.requireReal(folder(of: own) + "/x", under: root)
        try CarrierPaths.requireReal(manifestPath, under: root)
        try CarrierPaths.requireReal(root + "/replicas/x", under: root)
        // Another machine's folder that is a link is not read at all (`SegmentReader`): it stops nothing else.
        for replica in replicas() where !FileSystem.isSymbolicLink(folder(of: replica)) {
            try CarrierPaths.requireReal(folder(of: replica) + "/x", under: root)
        }
    }
}
