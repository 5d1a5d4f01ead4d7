import TrackerKit

/// The words of a running session: the panel's title and what comes next.
extension WorkoutScreen {
    /// `Tabata · round 2 of 8 · Squat`, `HIIT · block 2 of 2 · round 3 of 6 · rest`, `HIIT · Block rest`.
    static func sessionTitle(_ plan: SessionPlan, _ phase: SessionPlan.Phase) -> String {
        sessionTitles(plan, phase)[0]
    }

    /// The title in `room` columns. The exercise (or rest) is what the screen is for, so the other
    /// parts shorten first, then go: `Q · b1/2 · r1/2 · Burpee Jump`, `r1/2 · Burpee Jump`, `Burpee Jump`.
    static func sessionTitle(_ plan: SessionPlan, _ phase: SessionPlan.Phase, room: Int) -> String {
        let titles = sessionTitles(plan, phase)
        return titles.first { TextWidth.of($0) <= room } ?? titles[titles.count - 1]
    }

    /// The title from fullest to shortest, each ending with what is being done now.
    private static func sessionTitles(_ plan: SessionPlan, _ phase: SessionPlan.Phase) -> [String] {
        func placed(_ round: Int, _ place: SessionPlan.Place, _ what: String) -> [String] {
            let rounds = place.rounds ?? plan.rounds
            let block = place.block.map { "block \($0) of \(place.blocks) · " } ?? ""
            let shortBlock = place.block.map { "b\($0)/\(place.blocks) · " } ?? ""
            return [
                "\(plan.name) · \(block)round \(round) of \(rounds) · \(what)",
                "\(plan.name) · \(shortBlock)r\(round)/\(rounds) · \(what)",
                "\(shortBlock)r\(round)/\(rounds) · \(what)",
                "r\(round)/\(rounds) · \(what)",
                what,
            ]
        }
        switch phase {
        case .work(let exercise, let round, let place): return placed(round, place, exercise)
        case .rest(let round, let place): return placed(round, place, "rest")
        default: return ["\(plan.name) · \(phase.label ?? "")", phase.label ?? ""]
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
