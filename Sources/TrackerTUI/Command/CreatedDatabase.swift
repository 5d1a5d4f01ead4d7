import TrackerKit

/// The database file this command created, if it did: when the command then fails, `Main` removes
/// it again if nothing was stored in it, so a refused write leaves no new empty database behind.
enum CreatedDatabase {
    nonisolated(unsafe) static var current: AppDatabase?

    static func removeIfUnused() {
        current?.removeIfCreatedUnused()
        current = nil
    }
}
