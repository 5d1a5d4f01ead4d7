/// One field a form edits, compared three ways when the form is saved: as the form was opened, as the
/// user left it, and as it is stored now.
public struct MergeField<Value>: @unchecked Sendable {
    /// How the conflict message names it ("the name").
    public let name: String
    let differs: (Value, Value) -> Bool
    /// Copies this field from the second value into the first.
    let take: (inout Value, Value) -> Void
    let describe: (Value) -> String

    public init<Field: Equatable>(_ name: String, _ path: WritableKeyPath<Value, Field>, describe: @escaping (Field) -> String) {
        self.name = name
        differs = { $0[keyPath: path] != $1[keyPath: path] }
        take = { $0[keyPath: path] = $1[keyPath: path] }
        self.describe = { describe($0[keyPath: path]) }
    }
}

/// A field both the user and someone else changed, to different values.
public struct FieldConflict: Equatable, Sendable {
    public let field: String
    /// What it holds now (someone else's value), as text.
    public let theirs: String
}

/// The three-way merge every edit form saves through (optimistic concurrency): the user's value for the
/// fields the user changed, the stored value for every other field, so a field the user did not touch
/// never reverts a change made elsewhere since the form was opened.
public enum FieldMerge {
    public static func merge<Value>(opened: Value, mine: Value, current: Value, fields: [MergeField<Value>]) -> (
        merged: Value, conflicts: [FieldConflict]
    ) {
        var merged = current
        var conflicts: [FieldConflict] = []
        for field in fields where field.differs(opened, mine) {
            field.take(&merged, mine)
            if field.differs(opened, current) && field.differs(current, mine) {
                conflicts.append(FieldConflict(field: field.name, theirs: field.describe(current)))
            }
        }
        return (merged, conflicts)
    }

    /// The base to save against once the user has seen the conflicts: the stored values for the fields
    /// the user changed (so saving again puts the user's over them), the opened ones elsewhere (so fields
    /// the user did not touch still take whatever is stored at that next save).
    public static func rebase<Value>(opened: Value, mine: Value, current: Value, fields: [MergeField<Value>]) -> Value {
        var base = opened
        for field in fields where field.differs(opened, mine) { field.take(&base, current) }
        return base
    }
}
