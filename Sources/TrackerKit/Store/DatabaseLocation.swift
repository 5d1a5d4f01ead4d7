import Foundation

/// Where the database lives: `--db`, else `TRACKER_DB`, else `$XDG_DATA_HOME/tracker/tracker.sqlite`
/// (`~/.local/share/tracker/tracker.sqlite` when XDG_DATA_HOME is unset or empty).
public enum DatabaseLocation {
    public static func resolve(explicitPath: String?, environment: [String: String]) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let fromEnv = environment["TRACKER_DB"], !fromEnv.isEmpty { return fromEnv }
        return defaultPath(environment: environment)
    }

    public static func defaultPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return xdg + "/tracker/tracker.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/tracker/tracker.sqlite"
    }

    /// Creates the parent directory (mode 0700) when it is missing. Existing directories are left as they are.
    public static func prepareDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if !isDirectory.boolValue {
                throw StoreError.cannotCreate(path: path, reason: "\(directory) is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError.cannotCreate(path: path, reason: "could not create the folder \(directory)")
        }
    }
}
