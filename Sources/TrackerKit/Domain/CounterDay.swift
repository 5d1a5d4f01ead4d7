/// One day of a counter: what taps counted, apart from the corrections (sets, adds, restarts).
public struct CounterDay: Equatable, Sendable {
    public var date: LocalDate
    /// The sum of the day's taps (a tap taken back with − counts −1 step).
    public var counted: Int64
    /// The net change of the day's sets, adds and restarts.
    public var corrected: Int64
    /// How many corrections there were.
    public var corrections: Int

    public init(date: LocalDate, counted: Int64, corrected: Int64, corrections: Int) {
        self.date = date
        self.counted = counted
        self.corrected = corrected
        self.corrections = corrections
    }
}
