import Foundation
import TrackerKit

/// A swim's heart rate on the command line: from its samples, with zones, or the watch's summary, marked, without.
extension SwimReport {
    static func heartRateObject(_ detail: SwimDetail) -> Any {
        guard let heartRate = SwimHeartRate.of(detail) else { return NSNull() }
        return [
            "average": number(heartRate.average, 1), "min": number(heartRate.minimum, 0), "max": number(heartRate.maximum, 0),
            "samples": detail.heartRate.count, "source": heartRate.hasZones ? "samples" : SwimHeartRate.summaryNote,
        ] as [String: Any]
    }

    /// Seconds in each zone; nil without samples (a summary or nothing has no zones, rather than zeros).
    static func zoneSeconds(_ detail: SwimDetail, maximumHeartRate maximum: Int) -> [Any]? {
        guard !detail.heartRate.isEmpty else { return nil }
        return SwimStats.timeInZones(detail.heartRate, maximum: Double(maximum)).map { number($0, 0) }
    }

    /// `  heart rate avg 115, min 100, max 124; zones (max 190): Z1 1:50, …`, or the watch's summary without zones.
    static func heartRateLine(_ detail: SwimDetail, maximumHeartRate maximum: Int) -> String? {
        guard let heartRate = SwimHeartRate.of(detail) else { return nil }
        let figures = "  heart rate \(heartRate.figures(separator: ", "))"
        guard heartRate.hasZones else { return figures + " (\(SwimHeartRate.summaryNote)); zones: unavailable (no heart-rate samples)" }
        let seconds = SwimStats.timeInZones(detail.heartRate, maximum: Double(maximum))
        return figures + "; zones (max \(maximum)): "
            + seconds.enumerated().map { "Z\($0.offset + 1) \(SwimStats.durationText($0.element))" }.joined(separator: ", ")
    }
}
