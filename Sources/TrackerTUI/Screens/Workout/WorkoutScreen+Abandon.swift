import TrackerKit

/// Abandoning, by one rule: each finished work phase of a session is logged as it ends (so a crash
/// or a kill loses none of it), and abandoning says exactly what that was; `u` takes it all back.
/// An exercise started on its own page is logged only at Done, so abandoning it logs nothing.
/// Suspending (Ctrl-Z) pauses a running session or exercise, and the return says so. The abandon
/// question pauses it too, so nothing ends or is logged behind it; `n`/Esc resumes it.
extension WorkoutScreen {
    mutating func askToAbandon() {
        pausedByQuestion = pauseRunning(at: now)
        overlay = .confirmAbandon
    }

    mutating func keepGoing() {
        overlay = nil
        if pausedByQuestion {
            if session != nil { session?.countdown.resume(now: now) } else { countdown?.resume(now: now) }
        }
        pausedByQuestion = false
    }

    mutating func abandon(context: ScreenContext) -> [Effect] {
        let logged = session?.logged ?? []
        countdown = nil
        session = nil
        pausedBySuspend = false
        pausedByQuestion = false
        abandonedLog = logged
        return [.message(.info(Self.abandonedMessage(logged)))]
    }

    /// The question before abandoning says what stays logged, as the message after it will.
    var abandonQuestion: String {
        guard let run = session else { return "Stop this exercise? It will not be logged." }
        guard !run.logged.isEmpty else { return "Stop this session? Nothing is logged yet." }
        let count = run.logged.count
        return "Stop? The \(count) exercise\(count == 1 ? " it logged stays" : "s it logged stay") (u undoes)."
    }

    /// `Abandoned. Logged: Squat ×2, Burpee (u takes them back).`, in the order they were done.
    static func abandonedMessage(_ logged: [LoggedExercise]) -> String {
        guard !logged.isEmpty else { return "Abandoned. Nothing was logged for it." }
        return "Abandoned. Logged: \(listed(logged)) (u takes \(logged.count == 1 ? "it" : "them") back)."
    }

    static func listed(_ logged: [LoggedExercise]) -> String {
        var order: [String] = [], counts: [String: Int] = [:]
        for entry in logged {
            if counts[entry.name] == nil { order.append(entry.name) }
            counts[entry.name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: ", ")
    }

    mutating func undoAbandoned(context: ScreenContext) -> [Effect] {
        guard !abandonedLog.isEmpty else { return [.message(.info("Nothing to undo: u takes back what an abandoned session logged."))] }
        let logged = abandonedLog
        do {
            let removed = try context.database.deleteWorkoutEntries(ids: logged.map(\.id))
            abandonedLog = []
            reload(context: context)
            let gone = removed == logged.count ? "" : " (\(logged.count - removed) already deleted elsewhere)"
            return [.message(.info("Undone: \(Self.listed(logged)) taken out of the log\(gone)."))]
        } catch {
            return [.message(.error("Could not undo: \(error)"))]
        }
    }

    /// The app is about to stop (Ctrl-Z): a running countdown stops at this instant, so nothing
    /// ends, rings or is logged while nobody is looking. True when something was paused.
    mutating func pauseForSuspend(at instant: Duration) -> Bool {
        if pauseRunning(at: instant) { pausedBySuspend = true }
        return pausedBySuspend
    }

    /// Pauses the running session or exercise at `instant`; true when it was running and is now paused.
    private mutating func pauseRunning(at instant: Duration) -> Bool {
        // A deadline already passed is left for the next tick to finish (pausing it would mark it finished unseen).
        if var run = session, let deadline = run.countdown.deadline, deadline > instant {
            run.countdown.pause(now: instant)
            session = run
            return true
        } else if var running = countdown, let deadline = running.deadline, deadline > instant {
            running.pause(now: instant)
            countdown = running
            return true
        }
        return false
    }
}
