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
        return FileSystem.homeDirectory(environment: environment) + "/.local/share/tracker/tracker.sqlite"
    }

    /// Creates the parent directory (mode 0700) when it is missing. Existing directories are left as they are.
    public static func prepareDirectory(for path: String) throws {
        let directory = FileSystem.parent(of: path)
        if FileSystem.exists(directory) {
            if !FileSystem.isDirectory(directory) {
                throw StoreError.cannotCreate(path: path, reason: "\(directory) is not a directory")
            }
            return
        }
        guard FileSystem.makeDirectories(directory, mode: FilePermissions.directory) else {
            throw StoreError.cannotCreate(path: path, reason: "could not create the folder \(directory) (\(String(cString: strerror(errno))))")
        }
    }
}
