import ArgumentParser
import Foundation
import TrackerKit

struct ImportFit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit", abstract: "Import pool and open-water swims from FIT files (Garmin, COROS, Suunto, Wahoo, Polar).",
        discussion: """
            Reads each swim's lengths (stroke style, strokes and time), its sets and rests, distance, heart rate, and the pool's length and unit (a 25 yd pool stays in yards). Give one .fit file, or a folder: every .fit file in it and in its folders is read, files without a swim are passed over, and damaged files are listed and left out. Importing again adds only what is new; a swim already imported from Apple Health (or from another copy of the file) is kept as one swim, updated when this copy holds more. All or nothing: an error leaves your data as it was.

            Examples:
              tracker import fit ~/Downloads/2026-02-14-07-05-12.fit
              tracker import fit /media/GARMIN/Garmin/Activity --dry-run
            """)

    @Argument(help: "A .fit file, or a folder holding .fit files.") var path: String
    @Flag(help: "Show what would be added; write nothing.") var dryRun = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard FileSystem.exists(path) else { throw BadInput("path: no file or folder at \(path).") }
        let database = try store.open()
        let summary: FitImportSummary
        do {
            summary = try FitImporter.run(path: path, into: database, dryRun: dryRun, today: CommandContext.today)
        } catch let error as InputError {
            throw BadInput("\(error.message). Nothing was imported.")
        } catch let error as ImportError {
            throw BadInput("\(error)")
        }
        say("Imported \(path).")
        for line in summary.lines { say("  " + line) }
    }
}
