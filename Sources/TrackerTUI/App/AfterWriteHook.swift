import Foundation
import TrackerKit

/// `[hooks] after_write`: a program run after the app changed the diary, so a user can commit a backup or sync. A burst
/// of changes (taps on a counter) runs it once, a second after the last one; the app's end runs what is still due.
struct AfterWriteHook {
    let database: AppDatabase
    let clock: Clock
    private var seen: Int
    private var changedAt: Duration?
    static let quiet: Duration = .seconds(1)

    init(database: AppDatabase, clock: Clock) {
        self.database = database
        self.clock = clock
        seen = database.ownWriteCount
    }

    mutating func runIfDue(_ hook: [String]) {
        let count = database.ownWriteCount
        if count != seen {
            seen = count
            changedAt = clock.uptime()
        }
        guard let changedAt, clock.uptime() - changedAt >= Self.quiet else { return }
        self.changedAt = nil
        Self.launch(hook, database: database)
    }

    mutating func finish(_ hook: [String]) {
        if database.ownWriteCount != seen || changedAt != nil { Self.launch(hook, database: database) }
    }

    /// Started, not waited for; TRACKER_DB names the diary that changed.
    static func launch(_ hook: [String], database: AppDatabase) {
        guard !hook.isEmpty else { return }
        HookRunner.launch(hook, environment: ["TRACKER_DB": database.path ?? "", "TRACKER_EVENT": "after_write"])
    }
}
