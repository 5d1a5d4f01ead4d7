/// A swim's heart rate as every view words it. The average, minimum and maximum are the watch's own
/// (its `WorkoutStatistics`, what Apple Fitness shows) when the export has them; else they come from
/// the samples (the average weighted by time). Zones always come from the samples; a swim with only
/// the watch's summary is marked as such and has no zones.
public struct SwimHeartRate: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        case samples(count: Int)
        case watchSummary
    }

    public var average: Double
    public var minimum: Double?
    public var maximum: Double?
    public var source: Source

    /// Time in zones needs samples: a summary has none.
    public var hasZones: Bool { source != .watchSummary }

    /// Nil when the swim has neither samples nor a summary.
    public static func of(_ detail: SwimDetail) -> SwimHeartRate? {
        if let figures = SwimStats.heartRate(detail.heartRate) {
            let watch = detail.swim.watchHeartRate
            return SwimHeartRate(
                average: watch?.average ?? figures.average, minimum: watch?.minimum ?? figures.minimum, maximum: watch?.maximum ?? figures.maximum,
                source: .samples(count: detail.heartRate.count))
        }
        guard let summary = detail.swim.watchHeartRate else { return nil }
        return SwimHeartRate(average: summary.average, minimum: summary.minimum, maximum: summary.maximum, source: .watchSummary)
    }

    /// `avg 115 · min 100 · max 124`, leaving out what the watch did not write.
    public func figures(separator: String = " · ") -> String {
        [("avg", average), ("min", minimum), ("max", maximum)].compactMap { label, value in
            value.map { "\(label) \(Int(saturating: $0.rounded()))" }
        }.joined(separator: separator)
    }

    /// What marks the figures as the watch's summary rather than measured from samples.
    public static let summaryNote = "watch summary"
    public static let noZonesNote = "zones need heart-rate samples; this export has only the watch's summary"
}
