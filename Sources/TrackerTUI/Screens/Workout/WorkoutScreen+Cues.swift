import TrackerKit

/// The cues at a phase change: work rings once and flashes, rest rings twice, the end rings three
/// times and flashes; the hook program (if set) runs at each change, a key-started one included.
extension WorkoutScreen {
    func cue(_ event: WorkoutCues.Event) -> [Effect] {
        var effects: [Effect] = cues.bell ? Array(repeating: .bell, count: event.bells) : []
        if cues.flash && event.bells != 2 { effects.append(.flash) }
        return effects + hook(event)
    }

    /// The hook alone, with the phase's kind as its last argument and in the environment (with its
    /// exercise, round and block).
    func hook(_ event: WorkoutCues.Event) -> [Effect] {
        guard !cues.hook.isEmpty else { return [] }
        return [.runHook(arguments: cues.hook + [event.word], environment: event.environment)]
    }
}
