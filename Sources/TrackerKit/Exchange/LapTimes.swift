/// Lap times as the watch wrote them, made whole.
enum LapTimes {
    /// Laps in order. A lap without a duration (watchOS 3) is stamped at its end: it began where the
    /// lap before it ended (the first one, at the start).
    static func settled(_ swim: HealthDraft.Swim) -> HealthDraft.Swim {
        var swim = swim
        guard swim.laps.contains(where: { $0.durationSeconds.isNaN }) else { return swim }
        swim.laps.sort { $0.offsetSeconds < $1.offsetSeconds }
        var previousEnd = 0.0
        for index in swim.laps.indices {
            if swim.laps[index].durationSeconds.isNaN {
                let end = swim.laps[index].offsetSeconds
                swim.laps[index].offsetSeconds = min(previousEnd, end)
                swim.laps[index].durationSeconds = end - swim.laps[index].offsetSeconds
            }
            previousEnd = swim.laps[index].offsetSeconds + swim.laps[index].durationSeconds
        }
        return swim
    }

    /// A multisport leg that carries no events of its own takes the workout's laps and sets that fall in it.
    static func borrow(from workout: HealthDraft.Swim, into leg: inout HealthDraft.Swim) {
        let shift = workout.start - leg.start
        let span = (leg.start - workout.start)...(leg.end - workout.start)
        leg.laps = workout.laps.filter { span.contains($0.offsetSeconds) }.map {
            var lap = $0
            lap.offsetSeconds += shift
            return lap
        }
        leg.segments = workout.segments.filter { span.contains($0.offsetSeconds) }.map {
            var segment = $0
            segment.offsetSeconds += shift
            return segment
        }
    }
}
