/// Where the configuration file is: `--config FILE`, else `TRACKER_CONFIG`, else
/// `$XDG_CONFIG_HOME/tracker/config.toml` (`~/.config/tracker/config.toml` when XDG_CONFIG_HOME is unset,
/// empty or not absolute, as the XDG base directory rules say). The file is optional.
public struct ConfigLocation: Equatable, Sendable {
    public enum Source: String, Sendable { case option = "--config", environment = "TRACKER_CONFIG", standard = "the standard place" }
    public var path: String
    public var source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }

    public static func resolve(explicitPath: String?, environment: [String: String]) -> ConfigLocation {
        if let explicitPath, !explicitPath.isEmpty { return ConfigLocation(path: explicitPath, source: .option) }
        if let fromEnvironment = environment["TRACKER_CONFIG"], !fromEnvironment.isEmpty {
            return ConfigLocation(path: fromEnvironment, source: .environment)
        }
        return ConfigLocation(path: standardPath(environment: environment), source: .standard)
    }

    public static func standardPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/tracker/config.toml" }
        return FileSystem.homeDirectory(environment: environment) + "/.config/tracker/config.toml"
    }

    /// A path written in the file: `~/` is the home folder; a relative path is taken from the file's folder.
    public func expand(_ written: String, environment: [String: String]) -> String {
        if written == "~" || written.hasPrefix("~/") { return FileSystem.homeDirectory(environment: environment) + written.dropFirst() }
        if written.hasPrefix("/") { return written }
        return FileSystem.parent(of: path) + "/" + written
    }
}
