import GRDB

/// What an existing file holds, read without writing a byte.
enum SchemaStatus: Equatable {
    case empty          // no tables: a new database
    case foreign        // tables, but not Tracker's
    case needsMigration // Tracker's, from an older version
    case upToDate
    case newer          // written by a newer Tracker

    static func inspect(path: String) throws -> SchemaStatus {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            if tableCount == 0 { return .empty }
            guard try db.tableExists("grdb_migrations") else { return .foreign }
            let migrator = Schema.migrator
            if try migrator.hasBeenSuperseded(db) { return .newer }
            return try migrator.hasCompletedMigrations(db) ? .upToDate : .needsMigration
        }
    }

    func check(path: String, readOnly: Bool) throws {
        switch self {
        case .foreign: throw StoreError.foreignDatabase(path: path)
        case .newer: throw StoreError.newerSchema(path: path)
        case .empty, .needsMigration:
            if readOnly { throw StoreError.readOnlyNeedsUpgrade(path: path) }
        case .upToDate: break
        }
    }
}
