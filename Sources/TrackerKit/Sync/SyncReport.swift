import Foundation

/// What one sync did, for `tracker sync` to say.
public struct SyncReport: Sendable {
    public var sent = 0
    /// Whether this sync sent every record again (the first after `sync reset-machine`).
    public var sentEverything = false
    public var received = 0
    /// At a join: how many values this diary held lost to the synced diary's for the same day or field (QA s8b F12).
    public var overruled = 0
    public var segmentsRead = 0
    public var applied = 0
    /// Records this version could not write (a value its rules refuse, a name taken by another row).
    public var notWritten = 0
    /// What the records not written are ("food “Feijoa”"), kept and tried again at every sync.
    public var unwritten: [String] = []
    /// Names this sync settled and what a received removal took away here.
    public var notes: [String] = []
    public var refused: [String] = []
    /// Foods kept because entries a deletion from elsewhere had not seen use them.
    public var kept: [String] = []
    public var newer: [String] = []
    /// How far ahead of this machine's clock the furthest received change was, in milliseconds.
    public var skewMillis: Int64 = 0
    /// The received stamp that was that far ahead (which machine, and the date it carried).
    public var aheadStamp: SyncStamp?
    public var carrierProblem: String?
    /// What the carrier repaired before the sync (a damaged git clone made again).
    public var carrierRepaired: [String] = []
    /// Whether `init` was stopped before it showed the recovery phrase (`SyncSetup.phraseNeverShown`).
    public var phraseNeverShown = false
    /// Another machine's segments that wait behind a missing or refused one (named, every sync, until it is back).
    public var waiting: [String] = []
    /// Folders under `replicas/` that are no machine of this diary's (`SyncUnknownFolders`): not waited for.
    public var unknownFolders: [String] = []
    /// What is said of those found for the first time.
    var unknownLines: [String] = []
    /// This machine's own files that were missing or damaged in the carrier and were written again.
    public var resent: [String] = []
    /// Received counter changes whose sum a count stopped at ±Int64.max for.
    public var countsStopped = 0
    /// What compacting this machine's own files did, if it ran.
    var compacted: SyncCompaction.Outcome?
    /// Machines whose Tracker does not say it reads snapshots (compaction waits for them, or ran anyway when asked).
    public var compactionWaits: [String] = []
    public var compactionProblem: String?
    /// Whether compaction was asked for (`--compact`): only then does its failure fail the sync (an automatic one is said, and tried again).
    var compactionAsked = false
    public var didCompact: Bool { compacted != nil }
    /// What squashing the git history after a compaction did (nil: not tried, or nothing to squash).
    public var historySquash: HistorySquash?
    /// Machines whose Tracker does not say it takes a rewritten git history (squashing waits for them).
    public var historyWaits: [String] = []
    public var historyProblem: String?

    public var lines: [String] {
        var lines = ["Sent \(sent) change\(sent == 1 ? "" : "s"); received \(received) in \(segmentsRead) segment\(segmentsRead == 1 ? "" : "s")."]
        if sentEverything {
            lines.append("That is every record this diary holds, sent again under this machine's new id (after `tracker sync reset-machine`).")
        }
        if overruled > 0 {
            lines.append("Kept the synced diary's value for \(overruled) field\(overruled == 1 ? "" : "s") this diary also had.")
        }
        lines += kept
        lines += notes
        if notWritten > 0 {
            lines.append(
                "Not written here: \(notWritten) received record\(notWritten == 1 ? "" : "s"): \(unwritten.joined(separator: "; ")). Kept, tried again at every sync and listed by `tracker sync status`. \(SyncUnwritten.advice)."
            )
        }
        if let skew = ClockSkewNotice(skewMillis: skewMillis, stamp: aheadStamp) { lines.append(skew.line) }
        lines += newer.map { "Kept for later: \($0) was written by a newer Tracker; update Tracker to read it." }
        lines += refused.map { "Refused: \($0). Nothing in it was applied." }
        lines += unknownLines
        lines += SyncReport.repairLines(waiting: waiting, resent: resent, countsStopped: countsStopped)
        lines += compactionLines
        lines += historyLines
        if phraseNeverShown { lines.append(SyncSetup.phraseNeverShownLine) }
        lines += carrierRepaired
        if let carrierProblem { lines.append(carrierProblem) }
        return lines
    }

    public var succeeded: Bool {
        // A file kept for a newer Tracker is not a success either (QA s10b B3): cron sees the exit code, not the line.
        notWritten == 0 && refused.isEmpty && waiting.isEmpty && newer.isEmpty && carrierProblem == nil
            && (compactionProblem == nil || !compactionAsked)
    }

    private var compactionLines: [String] {
        var lines: [String] = []
        if let compacted {
            lines.append(
                "Compacted this machine's \(compacted.filesBefore) files in the carrier (\(compacted.bytesBefore) bytes) into one snapshot (\(compacted.bytesAfter) bytes)."
            )
        }
        if !compactionWaits.isEmpty {
            let names = compactionWaits.joined(separator: ", ")
            lines.append(
                compacted == nil
                    ? "Compaction waits: machine \(names) has not synced with a Tracker that reads compacted files yet; update Tracker there and sync once."
                    : "Machine \(names) has not synced with a Tracker that reads compacted files: update Tracker there, or it stops receiving this machine's changes."
            )
        }
        if let compactionProblem { lines.append("Compaction did not run: \(compactionProblem). The carrier is as it was; syncing is not affected.") }
        return lines
    }
}
