import Foundation
import GRDB

/// What an existing file holds, read without writing a byte.
enum SchemaStatus: Equatable {
    case empty  // no tables: a new database
    case foreign  // tables, but not Tracker's
    case needsMigration  // Tracker's, from an older version
    case upToDate
    case newer  // written by a newer Tracker

    /// Judges the file through `db`, and refuses a damaged one (see `IntegrityCheck`).
    static func inspect(_ db: Database, path: String) throws -> SchemaStatus {
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        if tableCount == 0 { return .empty }
        try IntegrityCheck.requireIntact(db, path: path)
        guard try db.tableExists("grdb_migrations") else { return .foreign }
        let migrator = Schema.migrator
        if try migrator.hasBeenSuperseded(db) { return .newer }
        return try migrator.hasCompletedMigrations(db) ? .upToDate : .needsMigration
    }

    /// Throws for a file Tracker must leave alone.
    func refuseUnusable(path: String) throws {
        switch self {
        case .foreign: throw StoreError.foreignDatabase(path: path)
        case .newer: throw StoreError.newerSchema(path: path)
        case .empty, .needsMigration, .upToDate: break
        }
    }
}
