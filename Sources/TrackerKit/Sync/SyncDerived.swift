import Foundation

/// Columns a synced row needs that are worked out here rather than carried: a name's key, and a
/// count and running total that `AppDatabase.syncRecount` sets right once the changes are in.
enum SyncDerived {
    static func columns(of table: String, fields: [String: String?]) -> [(column: String, value: String?)] {
        switch table {
        case "food", "exercise", "workoutProgram", "pad":
            return [("nameKey", SyncValue.text(NameKey.of(SyncValue.textValue(fields["name"] ?? nil) ?? "")))]
        case "counter":
            return [("nameKey", SyncValue.text(NameKey.of(SyncValue.textValue(fields["name"] ?? nil) ?? ""))), ("count", fields["start"] ?? nil)]
        case "counterChange":
            return [("countAfter", SyncValue.integer(0))]
        default:
            return []
        }
    }
}
