/// A countdown driven by a deadline on the monotonic clock, not by counting ticks: a late wake-up
/// never makes it drift, and pausing keeps the exact time left.
public struct Countdown: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        case ready
        case running(deadline: Duration)
        case paused(remaining: Duration)
        case finished
    }

    public let total: Duration
    public private(set) var state = State.ready

    public init(seconds: Int) {
        total = .seconds(seconds)
    }

    public mutating func start(now: Duration) {
        guard state == .ready else { return }
        state = .running(deadline: now + total)
    }

    public mutating func pause(now: Duration) {
        guard case .running(let deadline) = state else { return }
        let left = deadline - now
        state = left > .zero ? .paused(remaining: left) : .finished
    }

    public mutating func resume(now: Duration) {
        guard case .paused(let remaining) = state else { return }
        state = .running(deadline: now + remaining)
    }

    public mutating func togglePause(now: Duration) {
        if case .running = state { pause(now: now) } else { resume(now: now) }
    }

    /// Marks the countdown finished once its deadline has passed; returns true at that moment.
    public mutating func update(now: Duration) -> Bool {
        guard case .running(let deadline) = state, now >= deadline else { return false }
        state = .finished
        return true
    }

    public func remaining(now: Duration) -> Duration {
        switch state {
        case .ready: return total
        case .running(let deadline): return max(.zero, deadline - now)
        case .paused(let remaining): return remaining
        case .finished: return .zero
        }
    }

    /// Whole seconds shown: rounded up, so 29.2 s left shows 30 and zero shows only at the end.
    public func secondsShown(now: Duration) -> Int {
        let (seconds, attoseconds) = remaining(now: now).components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// The next moment the shown seconds change (or the countdown ends); nil unless running.
    public func nextChange(now: Duration) -> Duration? {
        guard case .running(let deadline) = state else { return nil }
        let shown = secondsShown(now: now)
        return shown <= 1 ? deadline : deadline - .seconds(shown - 1)
    }

    /// When a running countdown reaches zero; nil otherwise.
    public var deadline: Duration? { if case .running(let deadline) = state { return deadline } else { return nil } }

    public var isRunning: Bool { if case .running = state { return true } else { return false } }
    public var isFinished: Bool { state == .finished }
}
