/// When two records are one swim: the one rule every import uses (Apple Health, FIT, …), for copies
/// of a swim written by two apps or watches, and for a swim logged by hand that an import brings again.
public enum SwimIdentity {
    /// Two recordings are copies of one swim when they share at least half of the longer one's time:
    /// a copy a second late shares nearly all of it; a day-long entry from some app shares little of a swim.
    public static func areCopies(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
        let shared = min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound)
        return shared > 0 && shared >= 0.5 * max(a.upperBound - a.lowerBound, b.upperBound - b.lowerBound)
    }

    /// A swim logged by hand has a day and a length of time but no clock time of its own (it is stamped
    /// when it was typed). It is the recorded swim of the same local day when their lengths of time agree
    /// as copies must: the shorter at least half the longer.
    public static func isHandLogged(_ handLogged: Swim, sameSwimAs day: LocalDate, seconds: Double) -> Bool {
        guard handLogged.source == .manual, handLogged.date == day, seconds > 0, handLogged.durationSeconds > 0 else { return false }
        return min(seconds, handLogged.durationSeconds) >= 0.5 * max(seconds, handLogged.durationSeconds)
    }

    /// Of the hand-logged swims of a day, the one a recorded swim is (the closest in length of time); nil when none is.
    public static func handLoggedMatch(_ candidates: [Swim], day: LocalDate, seconds: Double) -> Swim? {
        candidates.filter { isHandLogged($0, sameSwimAs: day, seconds: seconds) }.min { abs($0.durationSeconds - seconds) < abs($1.durationSeconds - seconds) }
    }
}
