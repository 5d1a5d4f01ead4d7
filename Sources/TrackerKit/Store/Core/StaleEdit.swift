import GRDB

/// What an edit form saves: the stored values it was opened with, and the user's.
public struct Edit<Value: Equatable>: Equatable {
    public var opened: Value
    public var mine: Value

    public init(opened: Value, mine: Value) {
        self.opened = opened
        self.mine = mine
    }
}

/// A save refused because what the form changed was changed elsewhere (another window, the command line,
/// an import) since the form was opened. Nothing was written. `reopened` is the base to save against
/// next: saving again puts the user's values over the ones named here.
public struct ChangedElsewhere<Value: Sendable>: Error, CustomStringConvertible {
    /// "The memo", "“Green apple”".
    public let subject: String
    public let conflicts: [FieldConflict]
    /// The row is gone: there is nothing to save over.
    public let removed: Bool
    public let reopened: Value

    public var description: String { message(saveKey: "Ctrl-S") }

    /// The message, naming the key that saves (Enter in a one-line prompt, Ctrl-S in an editor or form).
    public func message(saveKey: String) -> String {
        if removed { return "\(subject) was removed elsewhere since you opened it: nothing saved. Esc closes." }
        let now = conflicts.map { $0.field.isEmpty ? $0.theirs : "\($0.field) \($0.theirs)" }.joined(separator: ", ")
        return "\(subject) was changed elsewhere since you opened it: now \(now). \(saveKey) again saves yours over it; Esc keeps theirs."
    }
}

extension AppDatabase {
    /// Inside an edit's write transaction: the values to store, merged field by field with what is stored
    /// now (`FieldMerge`). Throws `ChangedElsewhere`, rolling the transaction back, when a field the user
    /// changed was changed elsewhere too, or the row is gone.
    static func merge<Value: Sendable>(_ edit: Edit<Value>, current: Value?, fields: [MergeField<Value>], subject: String) throws -> Value {
        guard let current else { throw ChangedElsewhere(subject: subject, conflicts: [], removed: true, reopened: edit.opened) }
        let (merged, conflicts) = FieldMerge.merge(opened: edit.opened, mine: edit.mine, current: current, fields: fields)
        guard conflicts.isEmpty else {
            let reopened = FieldMerge.rebase(opened: edit.opened, mine: edit.mine, current: current, fields: fields)
            throw ChangedElsewhere(subject: subject, conflicts: conflicts, removed: false, reopened: reopened)
        }
        return merged
    }
}
