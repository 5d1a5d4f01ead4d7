/// A swim's heart rate as every view words it: from its samples when it has any (the source of zones
/// and the chart), else the watch's own summary, marked as such, with no zones.
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
            return SwimHeartRate(
                average: figures.average, minimum: figures.minimum, maximum: figures.maximum, source: .samples(count: detail.heartRate.count))
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
