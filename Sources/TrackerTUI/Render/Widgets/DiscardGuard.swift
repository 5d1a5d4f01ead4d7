/// Esc on changed input asks first: the first Esc arms the guard, a second one discards, and any
/// other key disarms it. Forms and the memo editor share it, so nothing typed is lost to one stray key.
struct DiscardGuard: Equatable, Sendable {
    private(set) var isArmed = false

    static let question = "Esc again discards your changes · Ctrl-S saves them"

    /// Whether an Esc closes now: at once when nothing changed, else on the second Esc.
    mutating func escapeCloses(changed: Bool) -> Bool {
        if !changed || isArmed { return true }
        isArmed = true
        return false
    }

    mutating func otherKey() { isArmed = false }
}
