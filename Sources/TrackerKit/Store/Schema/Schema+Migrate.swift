import GRDB

extension Schema {
    /// Brings the file's schema up to date. GRDB reads which migrations are applied before it takes the
    /// write lock, so when two Trackers upgrade one file at once, the second can run a migration the
    /// first has just committed ("table already exists"). It then starts again from what is applied
    /// now; each round either ends or finds more applied, so it stops.
    static func migrate(_ writer: any DatabaseWriter) throws {
        var applied: Set<String>?
        while true {
            do {
                return try migrator.migrate(writer)
            } catch {
                let now = try writer.read { try migrator.appliedIdentifiers($0) }
                if now == applied { throw error }
                applied = now
            }
        }
    }
}
