import ArgumentParser
import Foundation
import TrackerKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import data from other apps.", subcommands: [ImportAppleHealth.self, ImportFit.self, ImportJSON.self, ImportCSV.self])
}

struct ImportAppleHealth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apple-health", abstract: "Import an Apple Health export (export.zip or export.xml).",
        discussion: """
            Takes swims (with laps, stroke styles and heart rate), body weights (days you logged keep \
            your weight), food energy (one imported entry a day) and, if your profile lacks them, \
            your birth date and sex. Importing again adds only what is new (food-energy records not \
            seen before; an imported entry you edited or deleted stays as you left it). A swim you logged by hand that the export holds too (the same day, about as long) is kept and the export's is not added; a stored swim the export holds changed (another pool length, distance or time) is kept as it was; the summary says so, and --replace takes the export's instead (--keep-both adds the export's beside a swim logged by hand). All or nothing: an error leaves your data as it was. An export with the known fault of Apple's exporter of iOS 8 and 9 (other apps' metadata written as attribute names with spaces) is refused, and --recover reads it in libxml2's recover mode: the faults are passed over, what they damaged is skipped, and the summary says how many and where the first was (a file that ends early is still refused).

            Examples:
              tracker import apple-health ~/Downloads/export.zip --dry-run
              tracker import apple-health ~/Downloads/export.zip
              tracker import apple-health apple_health_export/export.xml --replace
              tracker import apple-health Exportieren.xml --recover --dry-run
            """)

    @Argument(help: "The export.zip from the Health app, or the export.xml inside it.") var path: String
    @Flag(help: "Read the export and say what an import would add, update and keep; write nothing.") var dryRun = false
    @Flag(help: "Take the export's copy of a swim that differs from the one stored, and of a swim you logged by hand that the export holds.")
    var replace = false
    @Flag(help: "Keep a swim you logged by hand that the export holds, and add the export's beside it.") var keepBoth = false
    @Flag(help: "Read a malformed export as far as libxml2's recover mode can, skipping what it cannot read, and say what was skipped.")
    var recover = false
    @OptionGroup var store: StoreOptions

    func validate() throws {
        if replace && keepBoth { throw ValidationError("--replace and --keep-both choose differently for a swim logged by hand: give one of them.") }
    }

    func run() throws {
        guard FileSystem.exists(path) else { throw BadInput("path: no file at \(path).") }
        close(try asBadInput(argument: "path") { try RegularFile.open(path) })
        let started = Clock.system.uptime()
        let reading = BackgroundHealthRead(path: path, today: CommandContext.today, recover: recover)
        let database: AppDatabase
        do {
            // A dry run before the first entry: what would be added to an empty diary.
            database = dryRun && !FileSystem.exists(store.resolvedPath) ? try AppDatabase.inMemory() : try store.open(reading: dryRun)
            if database.isReadOnly && !dryRun { throw StoreError.readOnly }
        } catch {
            reading.cancel()
            throw error
        }
        let summary: HealthImportSummary
        do {
            let options = HealthImportOptions(replace: replace, keepBoth: keepBoth, dryRun: dryRun, recover: recover)
            summary = try reading.result().save(into: database, options: options)
        } catch let error as ImportError {
            throw BadInput("\(error)" + (error.offersRecovery ? " Run it again with --recover to read what can be read." : ""))
        }
        let elapsed = Clock.system.uptime() - started
        let seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
        let size = "\(Format.megabytes(summary.bytes)) of XML in \(Format.decimal(seconds, places: 1)) s"
        say(dryRun ? "Dry run of \(path) (\(size)): nothing was written. An import would bring:" : "Imported \(path) (\(size)).")
        for line in summary.lines { say("  " + line) }
    }
}
