/// Ctrl-C asks before quitting while a workout form holds changed values.
extension WorkoutScreen {
    var hasUnsavedInput: Bool {
        switch overlay {
        case .settings(let form, _), .programForm(let form, _): return form.hasChanges
        case .editor(let editor): if case .form(let form, _) = editor.mode { return form.hasChanges }
        case .history(let view): if case .add(let form) = view.mode { return form.hasChanges }
        default: break
        }
        return false
    }
}
