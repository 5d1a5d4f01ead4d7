import TrackerKit

/// A form is a dialog: Ctrl-S (or Enter on the last field) submits it for the screen to validate,
/// which reads the fields from the form it is handed and sets errors under them.
extension Form: ModalDialog {
    var keys: [HelpEntry] { Self.keys.helpSection("").entries }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Void> {
        switch handle(key) {
        case .none: return .open
        case .cancel: return .cancelled
        case .submit:
            clearErrors()
            return .submitted(())
        }
    }

    mutating func refuse(_ message: String) { formError = message }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) { draw(in: area, into: &buffer) }
}

extension ProfileForm: ModalDialog {
    var keys: [HelpEntry] { Form.keys.helpSection("").entries }

    var hasChanges: Bool { form.hasChanges }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Void> {
        switch handle(key) {
        case .none: return .open
        case .cancel: return .cancelled
        case .submit: return .submitted(())
        }
    }

    mutating func refuse(_ message: String) { form.formError = "Could not save: \(message)" }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) { form.draw(in: area, into: &buffer) }
}
