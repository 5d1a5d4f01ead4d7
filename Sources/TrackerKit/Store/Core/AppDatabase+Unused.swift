import Foundation
import GRDB

extension AppDatabase {
    /// True when nothing was ever logged or set up here: no day, food, counter, pad, swim, workout,
    /// profile or setting of the user's, and no sync set-up (a diary that holds the sync key has its place in a
    /// carrier, whatever it holds: QA s10 S10-0).
    public func holdsNoUserData() throws -> Bool {
        try read { db in
            try Self.holdsNoDiary(db) && Int.fetchOne(db, sql: "SELECT count(*) FROM setting") == 0
                && Self.syncSetting("key", db) == nil
        }
    }

    /// No diary yet: nothing logged, no foods, counters, swims, workouts or profile.
    static func holdsNoDiary(_ db: Database) throws -> Bool {
        for table in ["day", "food", "counter", "swim", "workoutLog", "profile", "pad"] {
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 > 0 { return false }
        }
        return true
    }

    /// Removes a database file this process created moments ago, with its sidecars, when a command
    /// failed before anything was stored in it: a refused `--db new.sqlite weight add abc` must not
    /// leave an empty database behind. Does nothing when the file holds anything of the user's.
    public func closeAndRemoveIfUnused() {
        let unused = (try? holdsNoUserData()) == true
        close()
        guard unused, let path else { return }
        for suffix in SidecarNames.suffixes + [""] { unlink(path + suffix) }
    }
}
