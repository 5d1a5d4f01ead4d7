import TrackerKit
@testable import TrackerTUI

extension AppState {
    /// Moves `time` on by `duration`, letting the app act on every deadline passed on the way, as
    /// the loop does; returns the effects.
    @discardableResult
    mutating func advance(_ duration: Duration, time: TestTime) -> [Effect] {
        let end = time.uptime + duration
        var effects: [Effect] = []
        while let deadline = nextDeadline(), deadline <= end {
            time.uptime = max(time.uptime, deadline)
            effects += tick()
        }
        time.uptime = end
        return effects
    }
}
