import Foundation

/// The app's sense of time, injected everywhere so tests can move it without sleeping.
/// `now` is wall-clock time for dates; `uptime` is a monotonic reading for timers.
public struct Clock: Sendable {
    public var now: @Sendable () -> Date
    public var uptime: @Sendable () -> Duration

    public init(now: @escaping @Sendable () -> Date, uptime: @escaping @Sendable () -> Duration) {
        self.now = now
        self.uptime = uptime
    }

    public static let system = Clock(
        now: { Date() },
        uptime: {
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
        }
    )
}
