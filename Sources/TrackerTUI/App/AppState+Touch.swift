/// Taps and wheel turns (phone SSH clients send taps as mouse clicks): a tap on something drawn as a
/// key hint or a list row stands for its keys (TapTarget); the tab bar and the screens' own mouse
/// handling (calendar days, a counter's number, charts) take what no target claims.
extension AppState {
    /// The keys a mouse event stands for on the frame as drawn now, or nil when it lands on no target.
    func tappedKeys(_ key: Key) -> [Key]? {
        guard case .mouse(let event) = key, event.y > 0, let target = render().tapTarget(for: event) else { return nil }
        return target.keys(for: event)
    }
}

/// PgUp/PgDn in a list move a page of the rows it shows (one stays in view): the focused list on top
/// of the frame as drawn says how many (ListView), and the page is run as that many ↑/↓ so every
/// list's own rules apply, as for taps. Without a list on top the screen gets the key itself.
extension AppState {
    func pagedKeys(_ key: Key) -> [Key]? {
        guard key == .pageUp || key == .pageDown, let rows = render().listPageRows else { return nil }
        return Array(repeating: key == .pageUp ? .up : .down, count: max(1, rows - 1))
    }
}
