import Foundation

/// Moving time, rest and sets from a swim's laps (pure functions). A swim's duration runs from start to
/// end, rests included; the laps say when the swimmer was swimming.
public enum SwimSets {
    /// A pause between two laps longer than this is a rest between sets; a turn or a push-off is shorter.
    /// On the real watchOS 11 swim every set break is at least 12 s, every turn within a set at most 3.2 s.
    public static let restGap = 10.0
    /// A lap starting this close before a segment still belongs to it (the watch stamps them apart).
    static let segmentTolerance = 1.0

    /// A swim's time as a swimmer counts it: elapsed from start to end (time paused on the watch
    /// included), resting in the rows of the sets table (before the first set, and after each set to
    /// the next or to the end), and moving the rest of it (each set from its first push-off to its last
    /// touch, turns included). So the rest is the sum of what the set rows show.
    public struct Motion: Equatable, Sendable {
        public var elapsedSeconds: Double
        /// Seconds the watch was paused (Pause/Resume events), part of the rest.
        public var pausedSeconds: Double
        public var movingSeconds: Double
        public var restSeconds: Double
        /// The rest before the first set (the sets table's rows hold the rest after each set).
        public var restBeforeFirstSet: Double
        /// Seconds per 100 m of swimming alone; nil without a distance.
        public var movingPace: Double?
    }

    /// Nil when the laps have no time (no laps, or old laps without a duration).
    public static func motion(of detail: SwimDetail) -> Motion? {
        let sets = sets(of: detail)
        guard let first = sets.first, sets.contains(where: { $0.seconds > 0 }) else { return nil }
        let swim = detail.swim
        let lastEnd = sets.map { $0.startSeconds + $0.seconds }.max() ?? 0
        let elapsed = max(swim.elapsedSeconds, lastEnd)
        let before = max(0, first.startSeconds)
        let rest = min(elapsed, before + sets.reduce(0) { $0 + ($1.restAfterSeconds ?? 0) })
        let moving = elapsed - rest
        return Motion(
            elapsedSeconds: elapsed, pausedSeconds: swim.pausedSeconds, movingSeconds: moving, restSeconds: rest, restBeforeFirstSet: before,
            movingPace: swim.distanceMeters > 0 && moving > 0 ? moving / swim.distanceMeters * 100 : nil)
    }

    /// The sets of a swim, the last one's rest running to the swim's end.
    public static func sets(of detail: SwimDetail) -> [SwimSet] {
        sets(laps: detail.laps, segments: detail.segmentOffsets, lapMeters: detail.swim.lapLengthMeters, elapsedSeconds: detail.swim.elapsedSeconds)
    }

    /// A lap's pace, seconds per 100 m; nil without a pool length or a lap time.
    public static func pace(of lap: SwimLap, lapMeters: Double?) -> Double? {
        guard let lapMeters, lapMeters > 0, lap.durationSeconds > 0 else { return nil }
        return lap.durationSeconds / lapMeters * 100
    }

    /// The average heart rate during a lap, from the samples inside it; nil when none fall inside.
    public static func heartRate(during lap: SwimLap, samples: [HeartRateSample]) -> Double? {
        let end = lap.offsetSeconds + lap.durationSeconds
        return SwimStats.heartRate(samples.filter { $0.offsetSeconds >= lap.offsetSeconds && $0.offsetSeconds <= end })?.average
    }

    /// The sets of a swim: from its segments (offsets from the start, as the watch recorded them) when
    /// there are any, else from the pauses between laps. A lap outside every segment is grouped by pauses.
    /// With `elapsedSeconds`, the last set's rest runs to the end of the swim.
    public static func sets(laps: [SwimLap], segments: [ClosedRange<Double>], lapMeters: Double?, elapsedSeconds: Double? = nil) -> [SwimSet] {
        let ordered = laps.sorted { $0.offsetSeconds < $1.offsetSeconds }
        guard !ordered.isEmpty else { return [] }
        let segmentOf = ordered.map { lap in
            segments.firstIndex { $0.lowerBound - segmentTolerance <= lap.offsetSeconds && lap.offsetSeconds < $0.upperBound }
        }
        var groups: [Range<Int>] = []
        var first = 0
        for index in ordered.indices.dropFirst() {
            let previous = ordered[index - 1]
            let pause = ordered[index].offsetSeconds - (previous.offsetSeconds + previous.durationSeconds)
            let newSet = segmentOf[index] != segmentOf[index - 1] || (segmentOf[index] == nil && pause > restGap)
            if newSet { groups.append(first..<index); first = index }
        }
        groups.append(first..<ordered.count)
        var sets = groups.map { group -> SwimSet in
            let members = Array(ordered[group])
            var start = members[0].offsetSeconds
            var end = members.map { $0.offsetSeconds + $0.durationSeconds }.max() ?? start
            if let segment = segmentOf[group.lowerBound].map({ segments[$0] }) {
                start = min(start, segment.lowerBound)
                end = max(end, segment.upperBound)
            }
            let swolfs = members.compactMap(\.swolf)
            return SwimSet(
                laps: group, startSeconds: start, seconds: end - start,
                meters: lapMeters.map { Double(members.count) * $0 },
                swolf: swolfs.isEmpty ? nil : swolfs.reduce(0, +) / Double(swolfs.count), restAfterSeconds: nil)
        }
        for index in sets.indices.dropLast() {
            sets[index].restAfterSeconds = max(0, sets[index + 1].startSeconds - (sets[index].startSeconds + sets[index].seconds))
        }
        if let elapsedSeconds, let last = sets.indices.last {
            let after = elapsedSeconds - (sets[last].startSeconds + sets[last].seconds)
            sets[last].restAfterSeconds = after >= 0.5 ? after : nil
        }
        return sets
    }
}

/// A run of laps swum without a rest.
public struct SwimSet: Equatable, Sendable {
    /// Which of the swim's laps (in order of time).
    public var laps: Range<Int>
    public var startSeconds: Double
    /// From the set's start to its end, turns included.
    public var seconds: Double
    /// Laps × pool length; nil without a pool length.
    public var meters: Double?
    /// The laps' average SWOLF.
    public var swolf: Double?
    /// The rest before the next set (for the last, to the end of the swim); nil when there is none.
    public var restAfterSeconds: Double?

    /// Seconds per 100 m.
    public var pace: Double? {
        guard let meters, meters > 0, seconds > 0 else { return nil }
        return seconds / meters * 100
    }
}

extension SwimDetail {
    /// The watch's sets as offsets from the swim's start.
    public var segmentOffsets: [ClosedRange<Double>] {
        segments.map { $0.start.timeIntervalSince(swim.startedAt)...$0.end.timeIntervalSince(swim.startedAt) }
    }
}
