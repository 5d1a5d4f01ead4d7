import TrackerKit

extension ModalDialog {
    /// The key that submits, as a refusal names it.
    var saveKey: String { keys.contains { $0.keys == "Ctrl-S" } ? "Ctrl-S" : "Enter" }
}

extension DialogHosting {
    /// Saves an edit form against the stored values it was opened with (`opened`). When what it changed
    /// was changed elsewhere since, nothing is written: the dialog stays open with the user's input and
    /// says what is stored now, and its base becomes that, so saving again puts the user's over it.
    func saveEdit<Value, D: ModalDialog>(
        _ dialog: inout D, opened: Value, reopen: (Value, D) -> Modal, _ save: (Value) throws -> DialogOutcome<Modal>
    ) throws -> DialogOutcome<Modal> {
        do {
            return try save(opened)
        } catch let conflict as ChangedElsewhere<Value> {
            dialog.refuse(conflict.message(saveKey: dialog.saveKey))
            return .next(reopen(conflict.reopened, dialog))
        }
    }
}
