import Crypto
import Foundation
import GRDB

extension Schema {
    /// A minted row's birth (QA s9 N8): while the diary has never synced, a trigger gives each new entry, tap, pad count,
    /// workout log row and hand-added swim a random token, and a deletion marks its token deleted. The first sync makes
    /// the record's identity from the token (`SyncFirstIdentity`), not from the row's values: a copy of the file shares
    /// the tokens of the rows it was copied with, so a row edited on one copy is still one record, and a row deleted on
    /// one copy is sent as removed. The first sync empties the table; the triggers do nothing once the diary has synced.
    /// Rows already there when a diary is upgraded take a token made from their values, the same on every copy of it.
    static func addSyncBirths(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE syncBirth (
                    tableName TEXT NOT NULL, localKey INTEGER NOT NULL, token TEXT NOT NULL, time TEXT, deleted INTEGER NOT NULL DEFAULT 0,
                    PRIMARY KEY (tableName, localKey, token)
                ) WITHOUT ROWID;
                """)
        for table in SyncBirthTable.all {
            try db.execute(sql: table.triggers)
            try snapshotBirths(of: table, db)
        }
    }

    /// Rows there before births were kept: their token is a digest of their values, so unchanged copies agree.
    private static func snapshotBirths(of table: SyncBirthTable, _ db: Database) throws {
        let columns = try db.columns(in: table.name).map { "quote(\"\($0.name)\")" }.joined(separator: " || char(0) || ")
        let digest = DatabaseFunction("trackerBirthDigest", argumentCount: 1, pure: true) { values in
            String.fromDatabaseValue(values[0]).map(SyncBirthTable.digest)
        }
        db.add(function: digest)
        defer { db.remove(function: digest) }
        try db.execute(
            sql: """
                INSERT INTO syncBirth(tableName, token, localKey, time)
                SELECT '\(table.name)', trackerBirthDigest(\(columns)), id, \(table.time) FROM "\(table.name)"
                WHERE \(table.minted("")) AND \(SyncBirthTable.neverSynced)
                """)
    }
}

/// A table whose rows' births are kept, and what the triggers test.
struct SyncBirthTable {
    let name: String
    /// The column that says when the row came to be (the first-sync identity's time).
    let time: String
    /// Which rows are minted (an imported row is known by its source instead); `ROW.` stands for the row read.
    let mintedWhen: String
    /// A named parent the row is deleted with: the parent's deletion before the first sync is not sent, so neither is its
    /// rows' (`deleted` 2: the parent and its rows come back whole from a copy that still holds them). `deleted` 1: sent.
    let parent: (column: String, table: String)?

    static let all: [SyncBirthTable] = [
        SyncBirthTable(name: "foodEntry", time: "date", mintedWhen: "ROW.importKey IS NULL", parent: ("foodId", "food")),
        SyncBirthTable(name: "workoutLog", time: "date", mintedWhen: "1", parent: nil),
        SyncBirthTable(name: "counterChange", time: "at", mintedWhen: "1", parent: ("counterId", "counter")),
        SyncBirthTable(name: "padSession", time: "finishedAt", mintedWhen: "1", parent: ("padId", "pad")),
        SyncBirthTable(name: "swim", time: "startedAt", mintedWhen: "ROW.source <> 'apple-health'", parent: nil),
    ]

    static func named(_ name: String) -> SyncBirthTable? { all.first { $0.name == name } }

    static let neverSynced = "NOT EXISTS (SELECT 1 FROM syncState WHERE key = 'clock')"

    /// `mintedWhen` with its columns read from `row` ("NEW.", "OLD." or "" for the table's own).
    func minted(_ row: String) -> String { mintedWhen.replacingOccurrences(of: "ROW.", with: row) }

    /// Undo brings a deleted row back under its own id: it takes its birth back, so it is the record it was.
    var triggers: String {
        let row = "tableName = '\(name)' AND localKey"
        let parentThere = parent.map { "(OLD.\($0.column) IS NULL OR EXISTS (SELECT 1 FROM \"\($0.table)\" WHERE id = OLD.\($0.column)))" } ?? "1"
        return """
            CREATE TRIGGER syncBirth_\(name)_insert AFTER INSERT ON "\(name)" WHEN \(minted("NEW.")) AND \(Self.neverSynced) BEGIN
                UPDATE syncBirth SET deleted = 0 WHERE \(row) = NEW.id AND deleted > 0
                    AND NOT EXISTS (SELECT 1 FROM syncBirth WHERE \(row) = NEW.id AND deleted = 0);
                INSERT INTO syncBirth(tableName, token, localKey, time) SELECT '\(name)', lower(hex(randomblob(8))), NEW.id, NEW.\(time)
                    WHERE NOT EXISTS (SELECT 1 FROM syncBirth WHERE \(row) = NEW.id AND deleted = 0);
            END;
            CREATE TRIGGER syncBirth_\(name)_delete AFTER DELETE ON "\(name)" WHEN \(Self.neverSynced) BEGIN
                UPDATE syncBirth SET deleted = CASE WHEN \(parentThere) THEN 1 ELSE 2 END WHERE \(row) = OLD.id AND deleted = 0;
            END;
            """
    }

    /// A short digest of a row's values (hex, 64 bits: it only has to tell apart two versions of one row number).
    static func digest(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in SHA256.hash(data: Data(text.utf8)).prefix(8) { hex += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: hex, as: UTF8.self)
    }
}
