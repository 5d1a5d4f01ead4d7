import ArgumentParser
import Foundation
import TrackerKit

/// `--db PATH`, shared by every command that opens the database.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file. Default: $TRACKER_DB, else $XDG_DATA_HOME/tracker/tracker.sqlite.",
        valueName: "path"))
    var db: String?

    var resolvedPath: String {
        DatabaseLocation.resolve(explicitPath: db, environment: ProcessInfo.processInfo.environment)
    }

    func open() throws -> AppDatabase {
        try AppDatabase.open(path: resolvedPath)
    }
}
