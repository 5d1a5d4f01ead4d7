import Foundation
import GRDB

extension AppDatabase {
    private struct DryRun: Error {
        var summary: FitImportSummary
    }

    /// Writes a FIT import's swims in one transaction through the same writer as Apple Health's import:
    /// a swim stored before (same start, or a copy overlapping most of it) is kept as one swim, updated
    /// only when this copy holds more. A dry run does the same and rolls it back.
    func saveFitSwims(
        _ draft: HealthDraft, today: LocalDate, options: HealthImportOptions, into summary: inout FitImportSummary, cancelled: () -> Bool
    ) throws {
        var draft = draft
        draft.keepWithinRules(today: today)
        summary.outOfRangeSkipped += draft.outOfRange
        let before = summary
        do {
            summary = try write { db in
                var summary = before
                var writer = try ImportedSwimWriter(db, options: options)
                for swim in draft.swims {
                    if cancelled() { throw ImportError.cancelled }
                    // The writer stores an imported swim; this one is the watch's own, from its file.
                    if summary.count(try writer.save(swim)) {
                        try writer.setRecordedBy(swim)
                        summary.lengths += swim.laps.count
                        summary.heartRateSamplesInSwims += swim.heartRate.count
                    }
                }
                try writer.flush()
                if summary.dryRun { throw DryRun(summary: summary) }
                return summary
            }
        } catch let dryRun as DryRun {
            summary = dryRun.summary
        }
    }
}

extension FitImportSummary {
    /// Counts what the writer did with one swim; true when the file's copy was written.
    mutating func count(_ outcome: ImportedSwimWriter.Outcome) -> Bool {
        switch outcome {
        case .added: swimsAdded += 1
        case .updated: swimsUpdated += 1
        case .alreadyThere: swimsAlreadyThere += 1; return false
        case .differs: swimConflicts.differing += 1; return false
        case .handLoggedKept(let day): swimConflicts.handLoggedKept.append(day); return false
        case .replaced: swimConflicts.replaced += 1
        case .handLoggedReplaced(let day): swimsAdded += 1; swimConflicts.handLoggedReplaced.append(day)
        case .addedBesideHandLogged(let day): swimsAdded += 1; swimConflicts.addedBesideHandLogged.append(day)
        }
        return true
    }
}
