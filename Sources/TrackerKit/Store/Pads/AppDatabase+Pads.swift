import Foundation
import GRDB

/// Saved counter pads.
extension AppDatabase {
    public func pads() throws -> [CounterPad] {
        try read(Self.fetchPads)
    }

    static func fetchPads(_ db: Database) throws -> [CounterPad] {
        try Row.fetchAll(db, sql: "SELECT * FROM pad ORDER BY nameKey").map { row in
            let id: Int64 = try row.decode(forColumn: "id")
            let keys = try Row.fetchAll(
                db,
                sql: """
                    SELECT k.key, k.counterId FROM padKey k JOIN counter c ON c.id = k.counterId WHERE k.padId = ?
                    """, arguments: [id]
            ).compactMap { key -> (Character, Int64)? in
                guard let character = (try key.decode(forColumn: "key") as String).first else { return nil }
                return (character, try key.decode(forColumn: "counterId"))
            }.sorted { (CounterPad.keyOrder.firstIndex(of: $0.0) ?? 99) < (CounterPad.keyOrder.firstIndex(of: $1.0) ?? 99) }
            return CounterPad(id: id, name: try row.decode(forColumn: "name"), target: Self.positive(try row.decode(forColumn: "target")), keys: keys)
        }
    }

    /// Saves a pad (replacing one of the same name): the counters get the keys a, b, c… in order.
    @discardableResult
    public func savePad(name: String, target: Int64?, counterIds: [Int64]) throws -> CounterPad {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw InputError("A pad needs a name.") }
        let trimmed = try Input.name(name, .pad).get()
        guard !counterIds.isEmpty else { throw InputError("Choose at least one counter for the pad.") }
        guard counterIds.count <= CounterPad.maximumCounters else { throw InputError("A pad holds at most \(CounterPad.maximumCounters) counters.") }
        if let target, target <= 0 { throw InputError("A target total must be more than 0.") }
        return try write { db in
            try db.execute(sql: "DELETE FROM pad WHERE nameKey = ?", arguments: [NameKey.of(trimmed)])
            try db.execute(sql: "INSERT INTO pad(name, nameKey, target) VALUES (?, ?, ?)", arguments: [trimmed, NameKey.of(trimmed), target])
            let padId = db.lastInsertedRowID
            var keys: [(Character, Int64)] = []
            for (key, counterId) in zip(CounterPad.keyOrder, counterIds) {
                try db.execute(sql: "INSERT INTO padKey(padId, key, counterId) VALUES (?, ?, ?)", arguments: [padId, String(key), counterId])
                keys.append((key, counterId))
            }
            return CounterPad(id: padId, name: trimmed, target: target, keys: keys)
        }
    }

    public func deletePad(id: Int64) throws {
        try write { db in try db.execute(sql: "DELETE FROM pad WHERE id = ?", arguments: [id]) }
    }
}
