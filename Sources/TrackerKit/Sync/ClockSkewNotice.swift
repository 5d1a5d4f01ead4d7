import Foundation

/// What a sync says about a received change stamped well ahead of this machine's clock. It is said once: only
/// stamps later than any this machine had seen count (`HybridLogicalClock.furthestAhead`), so a machine whose
/// clock was wrong for one sync does not make every later sync everywhere repeat it (QA s8 F10).
struct ClockSkewNotice {
    static let threshold: Int64 = 5 * 60_000
    let minutes: Int64
    let machine: String
    let dated: String

    init?(skewMillis: Int64, stamp: SyncStamp?) {
        guard skewMillis > Self.threshold else { return nil }
        minutes = skewMillis / 60_000
        machine = stamp?.replica ?? "?"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        dated = formatter.string(from: Date(timeIntervalSince1970: Double(stamp?.millis ?? 0) / 1000)) + " UTC"
    }

    var line: String {
        "Machine \(machine) wrote changes dated \(dated), \(minutes) minutes ahead of this machine's clock: its clock was ahead then "
            + "(or this one is behind; check it if so). Nothing else needs doing: the order of edits is kept, and this is said once."
    }
}
