import ArgumentParser
import Foundation
import TrackerKit

struct ImportFit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit", abstract: "Import pool and open-water swims from FIT files (Garmin, COROS, Suunto, Wahoo, Polar).",
        discussion: """
            Reads each swim's lengths (stroke style, strokes and time), its sets and rests, distance, heart rate, and the pool's length and unit (a 25 yd pool stays in yards). Give one .fit file, or a folder: every .fit file in it and in its folders is read, files without a swim are passed over, and damaged files are listed and left out. Importing again adds only what is new; a swim already imported from Apple Health (or from another copy of the file) is kept as one swim, updated when this copy holds more. A swim you logged by hand that the file holds too (the same day, about as long) is kept and the file's is not added; a stored swim the file holds changed (another pool length, distance or time) is kept as it was; the summary says so, and --replace takes the file's instead (--keep-both adds the file's beside a swim logged by hand). All or nothing: an error leaves your data as it was.

            Examples:
              tracker import fit ~/Downloads/2026-02-14-07-05-12.fit
              tracker import fit /media/GARMIN/Garmin/Activity --dry-run
              tracker import fit ~/Downloads/2026-02-14-07-05-12.fit --replace
            """)

    @Argument(help: "A .fit file, or a folder holding .fit files.") var path: String
    @Flag(help: "Read the files and say what an import would add, update and keep; write nothing.") var dryRun = false
    @Flag(help: "Take the file's copy of a swim that differs from the one stored, and of a swim you logged by hand that the file holds.")
    var replace = false
    @Flag(help: "Keep a swim you logged by hand that the file holds, and add the file's beside it.") var keepBoth = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if replace && keepBoth { throw ValidationError("--replace and --keep-both choose differently for a swim logged by hand: give one of them.") }
    }

    func run() throws {
        guard FileSystem.exists(path) else { throw BadInput("path: no file or folder at \(path).") }
        // A dry run before the first entry: what would be added to an empty diary.
        let database = dryRun && !FileSystem.exists(store.resolvedPath) ? try AppDatabase.inMemory() : try store.open(reading: dryRun)
        let summary: FitImportSummary
        do {
            let options = HealthImportOptions(replace: replace, keepBoth: keepBoth, dryRun: dryRun)
            summary = try FitImporter.run(path: path, into: database, options: options, today: CommandContext.today)
        } catch let error as InputError {
            throw BadInput("\(error.message). Nothing was imported.")
        } catch let error as ImportError {
            throw BadInput("\(error)")
        }
        say(dryRun ? "Dry run of \(path): nothing was written. An import would bring:" : "Imported \(path).")
        for line in summary.lines { say("  " + line) }
    }
}
