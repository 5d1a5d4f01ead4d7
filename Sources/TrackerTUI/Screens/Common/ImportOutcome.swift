import Foundation
import TrackerKit

/// What the import dialog ran and what it says when done: an Apple Health export, or FIT files
/// (a `.fit` file, a file that starts with a FIT header, or a folder of them).
struct ImportOutcome: Sendable {
    var lines: [String]
    /// The status line once it finished.
    var status: String

    static func run(path: String, into database: AppDatabase, progress: ImportProgress) throws -> ImportOutcome {
        guard FitImporter.isFit(path: path) else {
            let summary = try AppleHealthImporter.run(path: path, into: database, progress: progress)
            return ImportOutcome(lines: summary.lines, status: "Import finished: \(summary.swimsAdded) swims, \(summary.weightsAdded) weights.")
        }
        let summary = try FitImporter.run(path: path, into: database, progress: progress)
        return ImportOutcome(lines: summary.lines, status: "Import finished: \(summary.swimsAdded) swims from FIT files.")
    }
}
