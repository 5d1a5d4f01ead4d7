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

    /// A stamp says nothing of the clock of the machine that sent it: one received after a fast clock's change is stamped
    /// just past it (that is how the order is kept), so the sender is named without being blamed (QA s8b M-b1).
    var line: String {
        "Changes from machine \(machine) are dated \(dated), \(minutes) minutes ahead of this machine's clock: a clock was ahead when "
            + "they were stamped (that machine's, or one whose changes it had received), or this one is behind (check it if so). "
            + "Nothing else needs doing: the order of edits is kept, and this is said once."
    }
}
