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
    }

    public let name: String
    public let key: String
    public let identity: Identity
    /// The columns carried, each merged on its own (the latest change wins per field).
    public let fields: [String]
    /// Columns that hold another table's row id, carried as that row's global id.
    public let references: [String: String]

    public var removalIsFinal: Bool { identity == .minted }

    /// Parents before children: a reference is resolved against a table already merged.
    public static let all: [SyncTable] = [
        SyncTable(name: "setting", key: "key", identity: .natural, fields: ["value"], references: [:]),
        SyncTable(
            name: "profile", key: "id", identity: .natural, fields: ["name", "sex", "birthDate", "heightCm", "goalWeightKg", "activityLevel"],
            references: [:]),
        SyncTable(name: "day", key: "date", identity: .natural, fields: ["weightKg", "memo"], references: [:]),
        SyncTable(name: "food", key: "id", identity: .named, fields: ["name", "kcalPerServing", "serving", "archived"], references: [:]),
        SyncTable(
            name: "foodEntry", key: "id", identity: .minted,
            fields: ["date", "foodId", "label", "servings", "kcal", "source", "loggedKcalPerServing", "loggedServing"], references: ["foodId": "food"]),
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
    ]

    public static func named(_ name: String) -> SyncTable? { all.first { $0.name == name } }
}
