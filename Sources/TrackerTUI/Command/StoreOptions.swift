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

    var resolvedPath: String { Self.resolve(db) }

    func validate() throws {
        if db?.isEmpty == true { throw ValidationError("--db: the path is empty; give a database file, e.g. --db ~/diary.sqlite") }
    }

    /// Opens the database. A command that only reads (`reading`) opens it read-only and leaves the
    /// file byte for byte as it was, and does not create one: a mistyped --db would otherwise leave a
    /// new empty file and print an empty list. A command that writes creates it; when the file cannot
    /// be written (full disk, read-only folder) it opens read-only and says why once on stderr.
    func open(reading: Bool = false) throws -> AppDatabase {
        let path = resolvedPath
        if reading && !FileSystem.exists(path) {
            throw BadInput("--db: there is no database at \(path) (nothing was created). Check the path, or add something first.")
        }
        let creating = !reading && !FileSystem.exists(path)
        let database = try AppDatabase.open(path: path, readOnly: reading)
        CommandDatabase.opened(database, created: creating)
        if let notice = database.readOnlyReason?.notice { StandardError.line("note: \(notice)") }
        return database
    }

    static func resolve(_ explicitPath: String?) -> String {
        DatabaseLocation.resolve(explicitPath: explicitPath, environment: ProcessInfo.processInfo.environment)
    }
}
