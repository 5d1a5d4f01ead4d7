import ArgumentParser
import Foundation
import TrackerKit

/// `--db PATH`, shared by every command that opens the database.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file. Default: $TRACKER_DB, else $XDG_DATA_HOME/tracker/tracker.sqlite.",
            valueName: "path"))
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "This machine's configuration file. Default: $TRACKER_CONFIG, else $XDG_CONFIG_HOME/tracker/config.toml.", valueName: "file"))
    var config: String?

    var resolvedPath: String { Self.resolve(db, config: loadedConfig) }
    var loadedConfig: LoadedConfig { CommandConfig.load(explicitPath: config) }

    func validate() throws {
        if db?.isEmpty == true { throw ValidationError("--db: the path is empty; give a database file, e.g. --db ~/diary.sqlite") }
        if config?.isEmpty == true { throw ValidationError("--config: the path is empty; give a configuration file, e.g. --config ~/tracker.toml") }
    }

    /// Opens the database. A command that only reads (`reading`) opens it read-only and leaves the
    /// file byte for byte as it was, and does not create one: a mistyped --db would otherwise leave a
    /// new empty file and print an empty list. A command that writes creates it; when the file cannot
    /// be written (full disk, read-only folder) it opens read-only and says why once on stderr.
    func open(reading: Bool = false) throws -> AppDatabase {
        let path = resolvedPath
        if reading && !FileSystem.exists(path) {
            // Named after --db only when it was given: the standard place may simply have no diary yet (QA S10-7).
            throw BadInput(
                db == nil
                    ? "there is no database at \(path) (nothing was created). Add something first, or name the diary with --db."
                    : "--db: there is no database at \(path) (nothing was created). Check the path, or add something first.")
        }
        let creating = !reading && !FileSystem.exists(path)
        let database = try AppDatabase.open(path: path, readOnly: reading, now: CommandContext.clock.now)
        CommandEnvironment.current.run?.opened(database, created: creating, afterWrite: loadedConfig.config.afterWriteHook)
        if let notice = database.readOnlyReason?.notice { StandardError.line("note: \(notice)") }
        return database
    }

    /// --db, else TRACKER_DB, else the configuration's `[app] database`, else the standard place.
    static func resolve(_ explicitPath: String?, config: LoadedConfig) -> String {
        let environment = ProcessInfo.processInfo.environment
        if (explicitPath ?? "").isEmpty, (environment["TRACKER_DB"] ?? "").isEmpty, let configured = config.config.database { return configured }
        return DatabaseLocation.resolve(explicitPath: explicitPath, environment: environment)
    }
}
