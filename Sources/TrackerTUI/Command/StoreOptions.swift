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

    func open() throws -> AppDatabase {
        try AppDatabase.open(path: resolvedPath)
    }

    static func resolve(_ explicitPath: String?) -> String {
        DatabaseLocation.resolve(explicitPath: explicitPath, environment: ProcessInfo.processInfo.environment)
    }
}
