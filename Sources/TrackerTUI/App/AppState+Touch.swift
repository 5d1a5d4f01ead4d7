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
