import Foundation

/// How one of the diary's tables is synced (docs/sync.md, "Merge rules").
public struct SyncTable: Sendable {
    public enum Identity: Sendable {
        /// The row's key is its identity on every machine (a day's date, a setting's key, the one
        /// profile). A missing row is the same as every field empty; it has no presence of its own.
        case natural
        /// Known by its name's key when first synced (two machines that both create "Apple" end with
        /// one food); a rename keeps the identity. Removed and added again by the latest change.
        case named
        /// Rows that only ever come into being on one machine (entries, taps): a new id is made
        /// from the stamp of the sync that first sends it. A removal is final.
        case minted
        /// Known by where the row came from when it has a source of its own (an imported swim: its
        /// start), else minted. The same swim imported on two machines is one record; its coming into
        /// being is stamped with that source time, so anything done to it anywhere later wins.
        case derived
    }

    public let name: String
    public let key: String
    public let identity: Identity
    /// The columns carried, each merged on its own (the latest change wins per field).
    public let fields: [String]
    /// Columns that hold another table's row id, carried as that row's global id.
    public let references: [String: String]
    /// Columns that hold a comma-separated list of another table's row ids, carried as their global ids.
    public var listReferences: [String: String] = [:]
    /// Child tables carried as one field each of this record (a swim's laps, a pad's keys).
    public var children: [SyncChild] = []

    public var removalIsFinal: Bool { identity == .minted }

    /// A minted record's removal is final; one known by its source (an imported entry) is brought back by a later import, as a swim.
    func removalIsFinal(for id: String) -> Bool { removalIsFinal && !id.hasPrefix(Self.importedPrefix) }

    static let importedPrefix = "imported:"

    /// Every carried field: the columns, then one per child table.
    public var carriedFields: [String] { fields + children.map(\.field) }

    /// The identity a `.derived` row takes from its source, and the source's time (ms); nil: minted.
    func derivedIdentity(_ values: [String: String?]) -> (id: String, millis: Int64)? {
        // An imported food entry: its import key (`ImportKey`), stamped with its day's start.
        if name == "foodEntry", let key = SyncValue.textValue(values["importKey"] ?? nil), !key.isEmpty,
            let day = SyncValue.textValue(values["date"] ?? nil).flatMap({ LocalDate(iso: $0) })
        {
            return (Self.importedPrefix + key, max(0, Int64(day.daysSinceEpoch) * 86_400_000))
        }
        guard identity == .derived, name == "swim", (values["source"] ?? nil) == SyncValue.text("apple-health"),
            let started = SyncValue.textValue(values["startedAt"] ?? nil), let date = Timestamp.date(started)
        else { return nil }
        return (Self.importedPrefix + started, max(0, Int64(saturating: (date.timeIntervalSince1970 * 1000).rounded(.down))))
    }

    /// Parents before children: a reference is resolved against a table already merged.
    public static let all: [SyncTable] =
        [
            SyncTable(name: "setting", key: "key", identity: .natural, fields: ["value"], references: [:]),
            SyncTable(
                name: "profile", key: "id", identity: .natural, fields: ["name", "sex", "birthDate", "heightCm", "goalWeightKg", "activityLevel"],
                references: [:]),
            SyncTable(name: "day", key: "date", identity: .natural, fields: ["weightKg", "memo"], references: [:]),
            SyncTable(name: "food", key: "id", identity: .named, fields: ["name", "kcalPerServing", "serving", "archived"], references: [:]),
            SyncTable(
                name: "foodEntry", key: "id", identity: .minted,
                fields: [
                    "date", "foodId", "label", "servings", "kcal", "source", "loggedKcalPerServing", "loggedServing", "importKey", "importRecords",
                ],
                references: ["foodId": "food"]),
            SyncTable(name: "exercise", key: "id", identity: .named, fields: ["name", "howTo", "position", "rating"], references: [:]),
            SyncTable(name: "workoutLog", key: "id", identity: .minted, fields: ["date", "exercise"], references: [:]),
            SyncTable(
                name: "workoutProgram", key: "id", identity: .named,
                fields: ["name", "getReadySeconds", "warmUpSeconds", "workSeconds", "restSeconds", "rounds", "coolDownSeconds", "items"], references: [:]),
            SyncTable(
                name: "counter", key: "id", identity: .named,
                fields: ["name", "start", "step", "createdAt", "pinned", "goal", "resetPeriod", "periodStart", "restartAt"], references: [:]),
            SyncTable(
                name: "counterChange", key: "id", identity: .minted, fields: ["counterId", "at", "date", "delta", "kind"], references: ["counterId": "counter"]),
        ] + SyncTable.records

    public static func named(_ name: String) -> SyncTable? { all.first { $0.name == name } }

    /// Every table whose rows the change journal watches, and the synced table whose key a change there notes
    /// (a child row's change is its parent record's change).
    /// A row known by its key (a day) can be deleted and made again with a value it had at the last sync: its inserted
    /// fields get times of their own too (`insertedFields`), so that value is sent (QA s11b S11b-1).
    public static var journaled: [(name: String, key: String, notes: String, fields: [String], insertedFields: Bool)] {
        all.flatMap { table in
            [(table.name, table.key, table.name, table.fields, table.identity == .natural)]
                + table.children.map { ($0.table, $0.parent, table.name, [], false) }
        }
    }
}

/// A child table carried inside its parent's record as one field: every child row of the parent, in
/// `order`, each as its columns' encoded values (`SyncChildRows`). The rows are replaced as a whole.
public struct SyncChild: Sendable {
    /// The parent record's field that carries the rows.
    public let field: String
    public let table: String
    /// The column holding the parent's key.
    public let parent: String
    public let columns: [String]
    /// The SQL order that makes the rows' list the same on every machine.
    public let order: String
    /// Columns that hold another table's row id, carried as that row's global id.
    public var references: [String: String] = [:]
}
