import GRDB

extension Schema {
    /// A record known by where it came from (an imported food entry, an imported swim) is the same record on every
    /// machine that imports it. Deleting its row before this machine sent it leaves no sync record behind to say so, so
    /// a trigger keeps its identity here (`syncTombstone`) and the next sync sends the deletion (docs/sync.md, "Merge
    /// rules"), with the records an imported Apple Health day brought (`SyncImportOverlap`). Made for every diary, synced or not: a diary set up later sends what was deleted before. Saving the row
    /// again (importing it again) takes the tombstone back.
    static func addSyncTombstones(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE syncTombstone (
                    tableName TEXT NOT NULL, globalId TEXT NOT NULL, importRecords TEXT, PRIMARY KEY (tableName, globalId)
                ) WITHOUT ROWID;
                """)
        let sources = [
            (table: "foodEntry", when: "importKey IS NOT NULL", id: "importKey", records: "OLD.importRecords"),
            (table: "swim", when: "source = 'apple-health'", id: "startedAt", records: "NULL"),
        ]
        for source in sources {
            let old = "'imported:' || OLD.\(source.id)", new = "'imported:' || NEW.\(source.id)"
            try db.execute(
                sql: """
                    CREATE TRIGGER syncTombstone_\(source.table)_delete AFTER DELETE ON \(source.table) WHEN OLD.\(source.when) BEGIN
                        INSERT INTO syncTombstone(tableName, globalId, importRecords) SELECT '\(source.table)', \(old), \(source.records)
                        WHERE NOT EXISTS (SELECT 1 FROM syncTombstone WHERE tableName = '\(source.table)' AND globalId = \(old));
                    END;
                    CREATE TRIGGER syncTombstone_\(source.table)_insert AFTER INSERT ON \(source.table) WHEN NEW.\(source.when) BEGIN
                        DELETE FROM syncTombstone WHERE tableName = '\(source.table)' AND globalId = \(new);
                    END;
                    """)
        }
    }
}
