import ArgumentParser
import Foundation
import TrackerKit

/// `--db PATH`, shared by every command that opens the database.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file. Default: $TRACKER_DB, else $XDG_DATA_HOME/tracker/tracker.sqlite.",
        valueName: "path"))
    var db: String?

    var resolvedPath: String { Self.resolve(db) }

    func validate() throws {
        if db?.isEmpty == true { throw ValidationError("--db: the path is empty; give a database file, e.g. --db ~/diary.sqlite") }
    }

    /// Opens (or, for commands that write, creates) the database. A command that only reads does not
    /// create one: a mistyped --db would otherwise leave a new empty file and print an empty list.
    func open(creating: Bool = true) throws -> AppDatabase {
        let path = resolvedPath
        if !creating && !FileSystem.exists(path) {
            throw BadInput("--db: there is no database at \(path) (nothing was created). Check the path, or add something first.")
        }
        return try AppDatabase.open(path: path)
    }

    static func resolve(_ explicitPath: String?) -> String {
        DatabaseLocation.resolve(explicitPath: explicitPath, environment: ProcessInfo.processInfo.environment)
    }
}
