import TrackerKit

/// The words of a running session: the panel's title and what comes next.
extension WorkoutScreen {
    /// `Tabata · round 2 of 8 · Squat`, `HIIT · block 2 of 2 · round 3 of 6 · rest`, `HIIT · Block rest`.
    static func sessionTitle(_ plan: SessionPlan, _ phase: SessionPlan.Phase) -> String {
        func placed(_ round: Int, _ place: SessionPlan.Place, _ what: String) -> String {
            let block = place.block.map { "block \($0) of \(place.blocks) · " } ?? ""
            return "\(plan.name) · \(block)round \(round) of \(place.rounds ?? plan.rounds) · \(what)"
        }
        switch phase {
        case .work(let exercise, let round, let place): return placed(round, place, exercise)
        case .rest(let round, let place): return placed(round, place, "rest")
        default: return "\(plan.name) · \(phase.label ?? "")"
        }
    }

    /// `Burpee`, `rest 20 s, then Squat`, `block rest 2:00`, `cool-down 3:00`, or `last one`.
    static func nextText(_ plan: SessionPlan, after index: Int) -> String {
        guard plan.phases.indices.contains(index + 1) else { return "last one" }
        let (phase, seconds) = plan.phases[index + 1]
        var next: String
        switch phase {
        case .work(let exercise, _, _): next = exercise
        case .rest: next = "rest \(seconds) s"
        default: next = "\((phase.label ?? "").lowercased()) \(seconds >= 60 ? badgeClock(seconds) : "\(seconds) s")"
        }
        if !phase.isWork, plan.phases.indices.contains(index + 2), case .work(let after, _, _) = plan.phases[index + 2].phase {
            next += ", then \(after)"
        }
        return next
    }
}
