import TrackerKit

extension ModalDialog {
    /// The key that submits, as a refusal names it.
    var saveKey: String { keys.contains { $0.keys == "Ctrl-S" } ? "Ctrl-S" : "Enter" }

    /// Runs an edit form's `save` against the stored values it was opened with (`opened`). When what it
    /// changed was changed elsewhere since, nothing was written: the dialog says what is stored now and
    /// this returns the base to save against next (saving again puts the user's values over it); nil once saved.
    mutating func save<Value: Sendable>(against opened: Value, _ save: (Value) throws -> Void) throws -> Value? {
        do {
            try save(opened)
            return nil
        } catch let conflict as ChangedElsewhere<Value> {
            refuse(conflict.message(saveKey: saveKey))
            return conflict.reopened
        }
    }
}

extension DialogHosting {
    /// `ModalDialog.save(against:)` for a hosted dialog: a conflict keeps it open, with the user's input,
    /// as `reopen` makes it from the new base.
    func saveEdit<Value: Sendable, D: ModalDialog>(
        _ dialog: inout D, opened: Value, reopen: (Value, D) -> Modal, _ save: (Value) throws -> DialogOutcome<Modal>
    ) throws -> DialogOutcome<Modal> {
        var outcome = DialogOutcome<Modal>.stay
        guard let reopened = try dialog.save(against: opened, { outcome = try save($0) }) else { return outcome }
        return .next(reopen(reopened, dialog))
    }
}
