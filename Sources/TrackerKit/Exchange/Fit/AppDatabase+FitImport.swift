import Foundation
import GRDB

extension AppDatabase {
    private struct DryRun: Error {
        var summary: FitImportSummary
    }

    /// Writes a FIT import's swims in one transaction through the same writer as Apple Health's import:
    /// a swim stored before (same start, or a copy overlapping most of it) is kept as one swim, updated
    /// only when this copy holds more. A dry run does the same and rolls it back.
    func saveFitSwims(_ draft: HealthDraft, today: LocalDate, into summary: inout FitImportSummary, cancelled: () -> Bool) throws {
        var draft = draft
        draft.keepWithinRules(today: today)
        summary.outOfRangeSkipped += draft.outOfRange
        let before = summary
        do {
            summary = try write { db in
                var summary = before
                var writer = try ImportedSwimWriter(db)
                let recordedBy = try db.cachedStatement(sql: "UPDATE swim SET recordedBy = ? WHERE source = 'apple-health' AND startedAt = ?")
                for swim in draft.swims {
                    if cancelled() { throw ImportError.cancelled }
                    let written: Bool
                    switch try writer.save(swim) {
                    case .added, .addedBesideHandLogged: (summary.swimsAdded, written) = (summary.swimsAdded + 1, true)
                    case .updated, .replaced, .handLoggedReplaced: (summary.swimsUpdated, written) = (summary.swimsUpdated + 1, true)
                    case .alreadyThere: (summary.swimsAlreadyThere, written) = (summary.swimsAlreadyThere + 1, false)
                    case .differs: (summary.swimsDiffering, written) = (summary.swimsDiffering + 1, false)
                    case .handLoggedKept: (summary.handLoggedKept, written) = (summary.handLoggedKept + 1, false)
                    }
                    // The writer stores an imported swim; this one is the watch's own, from its file.
                    if written {
                        try recordedBy.execute(arguments: [swim.sourceName, Timestamp.text(Date(timeIntervalSince1970: swim.start))])
                    }
                    summary.lengths += swim.laps.count
                    summary.heartRateSamplesInSwims += swim.heartRate.count
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
