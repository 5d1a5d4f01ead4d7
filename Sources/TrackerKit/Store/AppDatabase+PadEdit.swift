import GRDB

/// Editing a saved pad in place (its finished counts stay with it), with a key chosen per cell.
extension AppDatabase {
    /// Saves the pad `id` (nil: a new one) with these cells: each counter on its own key, from
    /// `CounterPad.keyOrder`. The name stays unique ignoring case.
    @discardableResult
    public func savePad(id: Int64?, name: String, target: Int64?, keys: [(key: Character, counterId: Int64)]) throws -> CounterPad {
        let trimmed = try Input.name(name, .pad).get()
        guard !keys.isEmpty else { throw InputError("Choose at least one counter for the pad.") }
        guard keys.count <= CounterPad.maximumCounters else { throw InputError("A pad holds at most \(CounterPad.maximumCounters) counters.") }
        guard keys.allSatisfy({ CounterPad.keyOrder.contains($0.key) }) else { throw InputError("Pad keys are a–z (not u) and ;.") }
        guard Set(keys.map(\.key)).count == keys.count, Set(keys.map(\.counterId)).count == keys.count else {
            throw InputError("Each cell needs a key of its own.")
        }
        if let target, target <= 0 { throw InputError("A target total must be more than 0.") }
        return try write { db in
            let key = NameKey.of(trimmed)
            if let other = try Row.fetchOne(db, sql: "SELECT id, name FROM pad WHERE nameKey = ?", arguments: [key]), (other["id"] as Int64) != id {
                throw InputError("A pad named “\(other.storedText("name"))” already exists.")
            }
            let padId: Int64
            if let id {
                try db.execute(sql: "UPDATE pad SET name = ?, nameKey = ?, target = ? WHERE id = ?", arguments: [trimmed, key, target, id])
                guard db.changesCount == 1 else { throw InputError("That pad no longer exists.") }
                try db.execute(sql: "DELETE FROM padKey WHERE padId = ?", arguments: [id])
                padId = id
            } else {
                try db.execute(sql: "INSERT INTO pad(name, nameKey, target) VALUES (?, ?, ?)", arguments: [trimmed, key, target])
                padId = db.lastInsertedRowID
            }
            for cell in keys {
                try db.execute(sql: "INSERT INTO padKey(padId, key, counterId) VALUES (?, ?, ?)", arguments: [padId, String(cell.key), cell.counterId])
            }
            let ordered = keys.sorted { (CounterPad.keyOrder.firstIndex(of: $0.key) ?? 99) < (CounterPad.keyOrder.firstIndex(of: $1.key) ?? 99) }
            return CounterPad(id: padId, name: trimmed, target: target, keys: ordered.map { ($0.key, $0.counterId) })
        }
    }
}
