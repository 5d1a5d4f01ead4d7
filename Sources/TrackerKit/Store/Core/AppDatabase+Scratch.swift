import GRDB

extension AppDatabase {
    /// A copy of this database in memory, migrated to the current schema, that takes writes even when
    /// this one is read-only: a dry run imports into it and throws it away, so its summary is the import's own.
    public func scratchCopy() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: Self.makeConfiguration())
        try writer.backup(to: queue)
        try Schema.migrator.migrate(queue)
        return AppDatabase(writer: queue, path: nil, readOnlyReason: nil)
    }
}
