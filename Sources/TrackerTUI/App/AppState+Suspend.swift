import TrackerKit

/// Ctrl-Z (or SIGTSTP from outside) stops the process: a workout pauses at that instant rather than
/// ending its phase unseen on return, and the status line says so after `fg`.
extension AppState {
    /// Call just before stopping, with the moment of the stop on the app's monotonic clock.
    mutating func suspending(at instant: Duration) {
        var paused = false
        for index in screens.indices where screens[index].pauseForSuspend(at: instant) { paused = true }
        if paused { message = .info(Self.pausedWhileSuspended) }
    }

    static let pausedWhileSuspended = "Workout paused while Tracker was suspended: Space resumes."
}
