import Foundation
import GRDB

extension Schema {
    /// Entries made by an Apple Health import keep the records they brought (`ImportKey.healthRecords`); those made before
    /// have none (their calories were kept, not each record's).
    static func addFoodEntryImportRecords(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE foodEntry ADD COLUMN importRecords TEXT")
    }

    /// An entry an import made is known by what it is (`ImportKey`), so the same file imported on two machines is one
    /// synced record. An Apple Health day imported before this keeps a key made from the records it brought, the
    /// same on every machine that imported them, when it is the day's only imported entry.
    static func addFoodEntryImportKey(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE foodEntry ADD COLUMN importKey TEXT;
                CREATE UNIQUE INDEX foodEntry_import ON foodEntry(importKey) WHERE importKey IS NOT NULL;
                """)
        let days = try Row.fetchAll(
            db,
            sql: """
                SELECT min(id) AS id, date FROM foodEntry WHERE source = 'apple-health'
                GROUP BY date HAVING count(*) = 1
                """)
        for day in days {
            let date: String = day["date"]
            let keys = try Int64.fetchAll(db, sql: "SELECT recordKey FROM healthFoodRecord WHERE date = ?", arguments: [date])
            guard !keys.isEmpty else { continue }
            try db.execute(
                sql: "UPDATE foodEntry SET importKey = ? WHERE id = ?", arguments: [ImportKey.healthFood(date: date, records: keys), day["id"] as Int64])
        }
    }
}

/// What an imported entry is, the same on every machine that imports the same file: its synced identity.
enum ImportKey {
    /// An Apple Health day's food energy: the day and the records it brought.
    static func healthFood(date: String, records: [Int64]) -> String {
        "apple-health:\(date):" + digest(records.sorted().map(String.init).joined(separator: ","))
    }

    /// The records an Apple Health day's entry brought, each with its calories ("key=kcal,…" by key), kept with the entry
    /// so that two entries of one day made from overlapping exports on two machines count each record once (`SyncImportOverlap`).
    static func healthRecords(_ records: [Int64: Double]) -> String {
        records.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// An entry of a food diary file (MyFitnessPal, Cronometer, Lose It!, K-Count): its day, its contents, and which of
    /// the day's entries with those contents it is (0 for the first). Not its place in the day: a later export of the
    /// day with a meal logged in between names its other entries as the earlier export did. (Keys made before this
    /// named the place in the day, `diary:<date>:<index>:`; they keep it.)
    static func diaryEntry(date: String, contents: String, occurrence: Int) -> String {
        "diary:\(date):" + digest(contents) + (occurrence == 0 ? "" : ":\(occurrence)")
    }

    static func diaryContents(name: String, servings: Double, kcal: Double) -> String { "\(name)\u{1F}\(servings)\u{1F}\(kcal)" }

    /// 128 bits of two FNV-1a hashes: stable across runs and machines (Swift's `Hasher` is seeded per process).
    static func digest(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second ^ UInt64(byte ^ 0x5a)) &* 0x100_0000_01b3
        }
        return String(first, radix: 16) + String(second, radix: 16)
    }
}
