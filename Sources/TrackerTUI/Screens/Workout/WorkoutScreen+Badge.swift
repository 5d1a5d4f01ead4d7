import TrackerKit

/// The countdown as the tab bar shows it, so a workout can be followed from every tab.
extension WorkoutScreen {
    /// The time left in the running phase or exercise (`0:07`), or `✓` once an exercise reached zero
    /// and waits for Done; nil when nothing runs.
    func tabBadge(now: Duration, glyphs: Glyphs) -> String? {
        if let run = session { return Self.badgeClock(run.countdown.secondsShown(now: now)) }
        guard let countdown else { return nil }
        switch countdown.state {
        case .ready: return nil
        case .finished: return String(glyphs.check)
        case .running, .paused: return Self.badgeClock(countdown.secondsShown(now: now))
        }
    }

    static func badgeClock(_ seconds: Int) -> String {
        Format.duration(seconds)
    }
}
