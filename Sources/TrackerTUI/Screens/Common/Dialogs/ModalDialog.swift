import TrackerKit

/// What an open dialog says after a key.
enum DialogStep<Value> {
    /// Still open (text edited, cursor moved, key ignored).
    case open
    /// Closed without a change.
    case cancelled
    /// The user confirmed: the screen decides what `Value` means.
    case submitted(Value)
}

/// A dialog a screen hosts over its content: it brings its own keys (for help and the status line),
/// handles every key while open, and draws itself. The screen keeps only what the dialog is *for*.
protocol ModalDialog: Equatable {
    associatedtype Value
    /// The dialog's keys, from the table that dispatches them.
    var keys: [HelpEntry] { get }
    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Value>
    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer)
    /// Shows why a submission was refused; the dialog stays open with everything typed in it.
    mutating func refuse(_ message: String)
    /// True when closing now would lose something typed: Ctrl-C asks before quitting.
    var hasChanges: Bool { get }
}

extension ModalDialog {
    var hasChanges: Bool { false }
    var statusItems: [StatusLine.Item] { keys.map { .init(keys: $0.keys, label: $0.summary) } }
}

/// What a screen did with a submitted dialog.
enum DialogOutcome<Modal> {
    /// Done: close the dialog, reload the screen and show the message, if any.
    case close(StatusLine.Message?)
    /// Another dialog takes over (a picked food asks for its servings).
    case next(Modal)
    /// The dialog stays open as the submit handler left it (errors under its fields).
    case stay
}

/// A screen with one optional dialog open over it. `host` runs a dialog's key and puts the dialog back
/// (or closes it), so each screen only says what a submission does.
protocol DialogHosting: Screen {
    associatedtype Modal: HostedDialog
    var modal: Modal? { get set }
}

/// A screen's open dialog: what it is for, and the dialog itself.
protocol HostedDialog: Equatable {
    var dialog: any ModalDialog { get }
}

extension DialogHosting {
    var hasUnsavedInput: Bool { modal?.dialog.hasChanges ?? false }

    /// Hands `key` to `dialog`. A submission goes to `submit`; whatever it throws is shown in the dialog,
    /// which stays open with the user's input.
    mutating func host<D: ModalDialog>(
        _ dialog: D, _ key: Key, context: ScreenContext, as wrap: (D) -> Modal,
        submit: (inout Self, inout D, D.Value) throws -> DialogOutcome<Modal>
    ) -> [Effect] {
        var dialog = dialog
        switch dialog.handle(key, context: context) {
        case .open:
            modal = wrap(dialog)
        case .cancelled:
            modal = nil
        case .submitted(let value):
            do {
                switch try submit(&self, &dialog, value) {
                case .close(let message):
                    modal = nil
                    reload(context: context)
                    return message.map { [.message($0)] } ?? []
                case .next(let other):
                    modal = other
                case .stay:
                    modal = wrap(dialog)
                }
            } catch {
                dialog.refuse("\(error)")
                modal = wrap(dialog)
            }
        }
        return []
    }
}
