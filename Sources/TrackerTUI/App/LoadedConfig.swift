import Foundation
import TrackerKit

/// The configuration in force, where it came from and what was wrong with it; `reloadIfChanged` reads it again when
/// the file changes (the loop asks on every wake-up, at least once a second).
struct LoadedConfig {
    var location: ConfigLocation
    var config = TrackerConfig()
    var problems: [ConfigProblem] = []
    /// The file as last read (size, change time, inode); nil when there was none.
    private var stamp: [Int]?

    init(location: ConfigLocation, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.location = location
        stamp = Self.stamp(location.path)
        read(environment: environment)
    }

    /// Defaults, no file: what tests and `tracker show` use unless told otherwise.
    static let none = LoadedConfig(config: TrackerConfig())

    init(config: TrackerConfig) {
        location = ConfigLocation(path: "", source: .standard)
        self.config = config
    }

    private mutating func read(environment: [String: String]) {
        let result = ConfigReader.load(location, environment: environment)
        config = result.config
        problems = (result.problems + KeyTables.problems(result.config.keys)).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The file's rebindings that nothing was found wrong with, for `KeyRemap.active`.
    var keyRemap: KeyRemap {
        let refused = Set(problems.map { [$0.line, $0.column] })
        return KeyRemap(config.keys.filter { !refused.contains([$0.line, $0.column]) })
    }

    /// Runs `body` with the file's keys and colours the ones every key table and style reads.
    func inForce<T>(_ body: () throws -> T) rethrows -> T {
        try KeyRemap.$active.withValue(keyRemap) {
            try Theme.$active.withValue(Theme(config), operation: body)
        }
    }

    /// True when the file changed since it was read, and has been read again.
    mutating func reloadIfChanged(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard !location.path.isEmpty else { return false }
        let now = Self.stamp(location.path)
        guard now != stamp else { return false }
        stamp = now
        read(environment: environment)
        return true
    }

    private static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
    }

    /// The status line's words for the problems ("config.toml line 3: …; 2 more: tracker config check").
    var statusSummary: String? {
        guard let first = problems.first else { return nil }
        let more = problems.count > 1 ? " (+\(problems.count - 1) more)" : ""
        return "\((location.path as NSString).lastPathComponent) \(first)\(more); see tracker config check"
    }
}

/// The tab the app opened on last on this machine (`[app] start_tab = "last"`): a small file of the machine's
/// own state, `$XDG_STATE_HOME/tracker/last-tab`, never in the diary.
enum LastTab {
    static func path(environment: [String: String]) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/tracker/last-tab" }
        return FileSystem.homeDirectory(environment: environment) + "/.local/state/tracker/last-tab"
    }

    static func read(environment: [String: String]) -> Tab? {
        guard let bytes = FileSystem.readPrefix(path(environment: environment), count: 16) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Tab(commandName: name)
    }

    static func write(_ tab: Tab, environment: [String: String]) {
        let path = path(environment: environment)
        guard (try? DatabaseLocation.prepareDirectory(for: path)) != nil else { return }
        try? SafeFileWriter.write(Data((tab.commandName + "\n").utf8), to: path, force: true)
    }
}
