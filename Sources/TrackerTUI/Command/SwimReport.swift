import Foundation
import TrackerKit

/// A swim as the command line reports it, every figure rounded for output (no 141.8094940185547 seconds).
enum SwimReport {
    /// A rounded number for JSON, or null.
    static func number(_ value: Double?, _ decimals: Int) -> Any {
        value.map { Listing.Value.number($0, decimals: decimals).json } ?? NSNull()
    }

    /// The pool in its own unit: `25 m`, `25 yd`.
    static func poolText(_ swim: Swim) -> String? {
        swim.lapLengthMeters.map { "\(Format.trimmed(swim.poolUnit.value(fromMeters: $0), maxPlaces: 1)) \(swim.poolUnit.rawValue)" }
    }

    static func averageSwolf(_ laps: [SwimLap]) -> Double? {
        let swolfs = laps.compactMap(\.swolf)
        return swolfs.isEmpty ? nil : swolfs.reduce(0, +) / Double(swolfs.count)
    }

    /// Everything `swim show --format json` says about one swim.
    static func object(_ detail: SwimDetail, maximumHeartRate maximum: Int) -> [String: Any] {
        let swim = detail.swim
        let motion = SwimSets.motion(of: detail)
        let sets = SwimSets.sets(of: detail)
        return [
            "start": Timestamp.text(swim.startedAt), "localStart": swim.localStartText ?? NSNull(), "timeZone": swim.timeZone ?? NSNull(),
            "minutes": number(swim.durationSeconds / 60, 2), "meters": number(swim.distanceMeters, 1),
            "pacePer100mSeconds": number(swim.pace, 1), "kcal": number(swim.activeKcal, 0),
            "elapsedMinutes": number(motion.map { $0.elapsedSeconds / 60 } ?? swim.elapsedSeconds / 60, 2),
            "pausedMinutes": number(swim.pausedSeconds / 60, 2), "movingMinutes": number(motion.map { $0.movingSeconds / 60 }, 2),
            "restMinutes": number(motion.map { $0.restSeconds / 60 }, 2), "movingPacePer100mSeconds": number(motion?.movingPace, 1),
            "location": swim.location?.rawValue ?? NSNull(), "poolLengthMeters": number(swim.lapLengthMeters, 2), "pool": poolText(swim) ?? NSNull(),
            "source": swim.sourceName, "sourceApp": swim.sourceApp ?? NSNull(), "alsoRecordedBy": swim.otherSources, "strokes": swim.strokes ?? NSNull(),
            "swolf": number(averageSwolf(detail.laps), 1),
            "heartRate": heartRateObject(detail), "zoneSeconds": zoneSeconds(detail, maximumHeartRate: maximum) ?? NSNull(), "maxHeartRate": maximum,
            "metersByStroke": Dictionary(uniqueKeysWithValues: detail.metersByStroke.map { ($0.key.name, number($0.value, 1)) }),
            "laps": detail.laps.map { lap -> [String: Any] in
                [
                    "seconds": number(lap.durationSeconds, 1), "stroke": lap.strokeStyle?.name ?? NSNull(), "swolf": number(lap.swolf, 0),
                    "pacePer100mSeconds": number(SwimSets.pace(of: lap, lapMeters: swim.lapLengthMeters), 1),
                    "heartRate": number(SwimSets.heartRate(during: lap, samples: detail.heartRate), 0),
                ]
            },
            "sets": sets.map { set -> [String: Any] in
                [
                    "laps": set.laps.count, "meters": number(set.meters, 1), "seconds": number(set.seconds, 1), "pacePer100mSeconds": number(set.pace, 1),
                    "swolf": number(set.swolf, 0), "restAfterSeconds": number(set.restAfterSeconds, 1),
                ]
            },
        ]
    }

    /// The lines `swim show` prints under a swim's first line: moving time and the sets.
    static func motionLines(_ detail: SwimDetail, units: SwimFormat) -> [String] {
        guard let motion = SwimSets.motion(of: detail) else { return [] }
        let unit = units.unit(of: detail.swim)
        let pace = motion.movingPace.map { " at \(SwimFormat.pace($0, in: unit))" } ?? ""
        var lines = ["  " + SwimMotionText.line(motion, pace: pace)]
        let sets = SwimSets.sets(of: detail)
        for (index, set) in sets.enumerated() {
            let parts = [
                "\(set.laps.count) \(set.laps.count == 1 ? "lap" : "laps")", set.meters.map { SwimFormat.distance($0, in: unit) },
                SwimStats.durationText(set.seconds), set.pace.map { SwimFormat.pace($0, in: unit) },
                set.swolf.map { "SWOLF \(Int(saturating: $0.rounded()))" }, set.restAfterSeconds.map { "rest \(SwimStats.durationText($0))" },
            ]
            lines.append("  set \(index + 1): " + parts.compactMap { $0 }.joined(separator: ", "))
        }
        return lines
    }
}
