import Foundation
import TrackerKit

/// Syncing around a session of the app (`tracker --sync`): once before it opens and once after it
/// quits. A failed sync is said on stderr and never keeps the app from opening. The configuration
/// file (issue 28) can turn this on by calling `around` too.
enum AppSync {
    static func around(databasePath: String, _ session: () throws -> Void) throws {
        once(databasePath, when: "before opening")
        try session()
        once(databasePath, when: "after quitting")
    }

    private static func once(_ path: String, when: String) {
        do {
            let database = try AppDatabase.open(path: path)
            defer { database.close() }
            let report = try SyncEngine(database: database, now: { CommandContext.now }).run()
            for line in report.lines { StandardError.line("sync \(when): \(line)") }
        } catch {
            StandardError.line("sync \(when): \(error)")
        }
    }
}
