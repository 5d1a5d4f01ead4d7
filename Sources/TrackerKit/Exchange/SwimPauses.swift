extension HealthDraft.Swim {
    /// The time the watch was paused: from each Pause to the Resume after it (a Pause never resumed runs
    /// to the end; a second Pause or a Resume without a Pause is ignored), within the swim's span.
    func withPausesSettled() -> HealthDraft.Swim {
        var swim = self
        swim.pausedSeconds = SwimPauses.pausedSeconds(pauses.sorted { $0.offset < $1.offset }, span: end - start)
        swim.pauses = []
        return swim
    }
}

enum SwimPauses {
    static func pausedSeconds(_ events: [(offset: Double, paused: Bool)], span: Double) -> Double {
        guard span.isFinite, span > 0 else { return 0 }
        var total = 0.0
        var pausedAt: Double?
        for event in events where event.offset.isFinite {
            let at = min(max(event.offset, 0), span)
            if event.paused {
                if pausedAt == nil { pausedAt = at }
            } else if let from = pausedAt {
                total += at - from
                pausedAt = nil
            }
        }
        if let from = pausedAt { total += span - from }
        return min(total, span)
    }
}
