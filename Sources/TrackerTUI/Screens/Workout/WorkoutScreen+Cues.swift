import TrackerKit

/// The cues at a phase change: work rings once and flashes, rest rings twice, the end rings three
/// times and flashes; the hook program (if set) runs at each change, a key-started one included.
extension WorkoutScreen {
    func cue(_ event: WorkoutCues.Event) -> [Effect] {
        var effects: [Effect] = cues.bell ? Array(repeating: .bell, count: event.bells) : []
        if cues.flash && event.bells != 2 { effects.append(.flash) }
        return effects + hook(event)
    }

    /// The hook alone, with the phase as its last argument and in the environment.
    func hook(_ event: WorkoutCues.Event) -> [Effect] {
        guard !cues.hook.isEmpty else { return [] }
        var environment = ["TRACKER_PHASE": event.word]
        switch event {
        case .work(let exercise, let round):
            environment["TRACKER_EXERCISE"] = exercise
            environment["TRACKER_ROUND"] = String(round)
        case .rest(let round): environment["TRACKER_ROUND"] = String(round)
        case .done: break
        }
        return [.runHook(arguments: cues.hook + [event.word], environment: environment)]
    }

    static func event(_ phase: SessionPlan.Phase) -> WorkoutCues.Event {
        switch phase {
        case .work(let exercise, let round): return .work(exercise: exercise, round: round)
        case .rest(let round): return .rest(round: round)
        case .prepare: return .rest(round: 0)
        }
    }
}
