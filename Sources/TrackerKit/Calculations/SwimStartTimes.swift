import Foundation

/// The wall-clock start of each swim as lists show it: `07:05`, or `02:30 +02:00` with its offset from
/// UTC when the time alone does not tell the swim apart — two swims of one day start at the same local
/// time, or the time occurs twice that night (the autumn clock change: 02:30 comes once at +02:00 and
/// again at +01:00). One rule for the Swim tab, `swim list` and `swim show`.
public enum SwimStartTimes {
    /// Each swim's start, keyed by its id; swims without a known offset (added by hand) have none.
    public static func texts(of swims: [Swim]) -> [Int64: String] {
        var byDay: [String: Int] = [:]
        for swim in swims { if let text = swim.localStartText { byDay["\(swim.date.iso) \(text)", default: 0] += 1 } }
        var texts: [Int64: String] = [:]
        for swim in swims {
            guard let text = swim.localStartText, let offset = swim.utcOffsetSeconds else { continue }
            let shared = byDay["\(swim.date.iso) \(text)", default: 0] > 1
            texts[swim.id] = shared || isAmbiguous(swim) ? "\(text) \(offsetText(offset))" : text
        }
        return texts
    }

    /// `+02:00`, `-05:00`, `+05:45`.
    public static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let (hours, rest) = (minutes / 60, minutes % 60)
        return "\(seconds < 0 ? "-" : "+")\(hours < 10 ? "0" : "")\(hours):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The start's wall-clock time also shows, in its time zone, at another instant with another offset.
    static func isAmbiguous(_ swim: Swim) -> Bool {
        guard let name = swim.timeZone, name.utf8.count <= 64, let zone = TimeZone(identifier: name), let offset = swim.utcOffsetSeconds else {
            return false
        }
        let start = swim.startedAt
        for probe in [-7200.0, 7200.0] {
            let other = zone.secondsFromGMT(for: start.addingTimeInterval(probe))
            guard other != offset else { continue }
            // The instant whose wall clock under the other offset reads the same as this start.
            if zone.secondsFromGMT(for: start.addingTimeInterval(Double(offset - other))) == other { return true }
        }
        return false
    }
}
