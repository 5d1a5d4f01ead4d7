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
            seen before; an imported entry you edited or deleted stays as you left it). All or nothing: \
            an error leaves your data as it was.

            Examples:
              tracker import apple-health ~/Downloads/export.zip
              tracker import apple-health apple_health_export/export.xml
            """)

    @Argument(help: "The export.zip from the Health app, or the export.xml inside it.") var path: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard FileSystem.exists(path) else { throw BadInput("path: no file at \(path).") }
        close(try asBadInput(argument: "path") { try RegularFile.open(path) })
        let database = try store.open()
        let started = Clock.system.uptime()
        let summary: HealthImportSummary
        do {
            summary = try AppleHealthImporter.run(path: path, into: database, today: CommandContext.today)
        } catch let error as ImportError {
            throw BadInput("\(error)")
        }
        let seconds = Double((Clock.system.uptime() - started).components.attoseconds) / 1e18 + Double((Clock.system.uptime() - started).components.seconds)
        say("Imported \(path) (\(summary.bytes / 1_000_000) MB of XML in \(Format.decimal(seconds, places: 1)) s).")
        for line in summary.lines { say("  " + line) }
    }
}
