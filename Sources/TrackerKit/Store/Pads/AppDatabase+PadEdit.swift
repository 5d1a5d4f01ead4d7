import GRDB

/// Editing a saved pad in place (its finished counts stay with it), with a key chosen per cell.
extension AppDatabase {
    /// Saves the pad `id` (nil: a new one) with these cells: each counter on its own key, from
    /// `CounterPad.keyOrder`. The name stays unique ignoring case.
    @discardableResult
    public func savePad(id: Int64?, name: String, target: Int64?, keys: [(key: Character, counterId: Int64)]) throws -> CounterPad {
        let pad = try Self.checkedPad(CounterPad(id: id ?? 0, name: name, target: target, keys: keys))
        return try write { db in try Self.storePad(id: id, name: pad.name, target: target, keys: keys, in: db) }
    }

    /// Saves the pad form as the user left it against the pad it was opened with (`AppDatabase.merge`):
    /// a name, target or set of cells changed elsewhere and not in the form stays.
    @discardableResult
    public func savePad(_ edit: Edit<CounterPad>) throws -> CounterPad {
        let checked = try Self.checkedPad(edit.mine)
        return try write { db in
            let current = try Self.fetchPads(db).first { $0.id == edit.opened.id }
            let pad = try Self.merge(
                Edit(opened: edit.opened, mine: checked), current: current, fields: CounterPad.mergeFields,
                subject: "The pad “\(MergeField<CounterPad>.quoted(edit.opened.name))”")
            return try Self.storePad(id: pad.id, name: pad.name, target: pad.target, keys: pad.keys, in: db)
        }
    }

    /// The pad with its name checked; throws on cells or a target no pad may have.
    private static func checkedPad(_ pad: CounterPad) throws -> CounterPad {
        var checked = pad
        checked.name = try Input.name(pad.name, .pad).get()
        let keys = pad.keys
        guard !keys.isEmpty else { throw InputError("Choose at least one counter for the pad.") }
        guard keys.count <= CounterPad.maximumCounters else { throw InputError("A pad holds at most \(CounterPad.maximumCounters) counters.") }
        guard keys.allSatisfy({ CounterPad.keyOrder.contains($0.key) }) else { throw InputError("Pad keys are a–z (not u) and ;.") }
        guard Set(keys.map(\.key)).count == keys.count, Set(keys.map(\.counterId)).count == keys.count else {
            throw InputError("Each cell needs a key of its own.")
        }
        if let target = pad.target, target <= 0 { throw InputError("A target total must be more than 0.") }
        return checked
    }

    private static func storePad(id: Int64?, name trimmed: String, target: Int64?, keys: [(key: Character, counterId: Int64)], in db: Database) throws
        -> CounterPad
    {
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

extension CounterPad {
    /// One cell: a key and its counter.
    public struct Cell: Equatable, Sendable {
        public let key: Character
        public let counterId: Int64
    }

    /// The cells, comparable as a whole (a merge takes all of one side's).
    public var cells: [Cell] {
        get { keys.map { Cell(key: $0.key, counterId: $0.counterId) } }
        set { keys = newValue.map { ($0.key, $0.counterId) } }
    }

    /// The fields the pad form edits.
    public static let mergeFields: [MergeField<CounterPad>] = [
        MergeField("name", \.name) { "“\(MergeField<CounterPad>.quoted($0))”" },
        MergeField("target", \.target) { $0.map { "\($0)" } ?? "none" },
        MergeField("counters", \.cells) { "\($0.count) counters" },
    ]
}
