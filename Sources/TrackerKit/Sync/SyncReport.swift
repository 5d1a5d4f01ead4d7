import Foundation

/// What one sync did, for `tracker sync` to say.
public struct SyncReport: Sendable {
    public var sent = 0
    public var received = 0
    public var segmentsRead = 0
    public var applied = 0
    /// Records this version could not write (a value its rules refuse, a name taken by another row).
    public var notWritten = 0
    public var refused: [String] = []
    public var newer: [String] = []
    /// How far ahead of this machine's clock the furthest received change was, in milliseconds.
    public var skewMillis: Int64 = 0
    public var carrierProblem: String?
    /// Another machine's segments that wait behind a missing or refused one (named, every sync, until it is back).
    public var waiting: [String] = []
    /// This machine's own files that were missing or damaged in the carrier and were written again.
    public var resent: [String] = []
    /// Received counter changes whose sum a count stopped at ±Int64.max for.
    public var countsStopped = 0

    public var lines: [String] {
        var lines = ["Sent \(sent) change\(sent == 1 ? "" : "s"); received \(received) in \(segmentsRead) segment\(segmentsRead == 1 ? "" : "s")."]
        if notWritten > 0 { lines.append("\(notWritten) received record\(notWritten == 1 ? "" : "s") could not be written here (kept; see docs/sync.md).") }
        if skewMillis > 5 * 60_000 {
            lines.append("Another machine's clock is \(skewMillis / 60_000) minutes ahead of this one's; check the clocks (its changes still merge in order).")
        }
        lines += newer.map { "Kept for later: \($0) was written by a newer Tracker; update Tracker to read it." }
        lines += refused.map { "Refused: \($0). Nothing in it was applied." }
        lines += SyncReport.repairLines(waiting: waiting, resent: resent, countsStopped: countsStopped)
        if let carrierProblem { lines.append(carrierProblem) }
        return lines
    }

    public var succeeded: Bool { refused.isEmpty && waiting.isEmpty && carrierProblem == nil }
}
