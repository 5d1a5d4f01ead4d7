import Glibc

/// Waits for input on a descriptor with the time measured on the monotonic clock. curses' own
/// timed wait measures with the wall clock, so a wall-clock step (NTP, a suspend, a user setting
/// the date) made a countdown's wake-up seconds late.
struct InputWait: Sendable {
    /// Polls `descriptor` for at most `milliseconds` (-1: forever); returns the poll result.
    var poll: @Sendable (Int32, Int32) -> Int32
    /// A monotonic reading.
    var uptime: @Sendable () -> Duration

    static let system = InputWait(
        poll: { descriptor, milliseconds in
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return Glibc.poll(&entry, 1, milliseconds)
        },
        uptime: {
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
        }
    )

    enum Outcome: Equatable { case ready, timedOut, interrupted }

    /// True when input is already waiting (the rest of a paste): the loop handles it before drawing.
    func hasInput(on descriptor: Int32) -> Bool { poll(descriptor, 0) > 0 }

    /// Waits until `descriptor` is readable or `timeoutMs` have passed on the monotonic clock. A poll
    /// that returns early without input is repeated for the time left; a signal (a resize, a stop
    /// request) ends the wait so the caller can look at it.
    func wait(on descriptor: Int32, timeoutMs: Int32) -> Outcome {
        let deadline = timeoutMs < 0 ? nil : uptime() + .milliseconds(Int64(timeoutMs))
        while true {
            let left = deadline.map { Self.milliseconds(until: $0, now: uptime()) } ?? -1
            let result = poll(descriptor, left)
            if result > 0 { return .ready }
            if result < 0 { return errno == EINTR ? .interrupted : .ready }  // a bad descriptor: let the read report it
            if left == 0 { return .timedOut }
        }
    }

    /// Whole milliseconds until `deadline`, rounded up so a wake-up is never early; 0 once passed.
    static func milliseconds(until deadline: Duration, now: Duration) -> Int32 {
        let remaining = deadline - now
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
