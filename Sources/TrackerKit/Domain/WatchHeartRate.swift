/// The heart rate the watch summed up for a whole swim (`WorkoutStatistics` of
/// `HKQuantityTypeIdentifierHeartRate`): the average, and the minimum and maximum when it wrote them.
/// Shown only when the export holds no heart-rate samples for the swim; zones need samples.
public struct WatchHeartRate: Equatable, Sendable {
    public var average: Double
    public var minimum: Double?
    public var maximum: Double?

    public init(average: Double, minimum: Double? = nil, maximum: Double? = nil) {
        self.average = average
        self.minimum = minimum
        self.maximum = maximum
    }
}
