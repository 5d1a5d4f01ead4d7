import ArgumentParser
import Foundation
import TrackerKit

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export everything, as JSON (one document) or CSV (a file per kind).",
        discussion: """
            JSON holds the profile, foods, days with their entries, workouts and ratings, counters with their \
            change logs, pads with their finished counts, interval programs, and swims with laps and \
            heart-rate samples; `tracker import json` restores it. \
            Each food entry carries the calories it was logged with (kcal, kcalPerServing, serving), so \
            past days come back as they were even if the food was edited since. CSV: days.csv has a \
            total_kcal column per day, food_entries.csv the kcal of each entry as shown (they add up to total_kcal) and kcal_exact as logged. \
            Files are created owner-only (0600) and an existing file is only replaced with --force.

            What the import would refuse (a diary edited by another tool may hold a blank name or a date in year 9999) is left out and listed on standard error, so the export always restores with `tracker import json`.

            CSV text cells that begin with = + - @, a tab or a carriage return get a leading ' so that a spreadsheet shows them instead of running them as formulas; numbers are left as they are, `tracker import csv foods` reads the names back exactly, and --exact-text writes the cells verbatim.

            Examples:
              tracker export --format json --output tracker.json
              tracker export --format json --output - | jq .days[0]
              tracker export --format csv --output tracker-csv/
            """)

    @Option(help: "json or csv.") var format: ExportFormat = .json
    @Option(help: "The file (json; - for standard output) or folder (csv).") var output: String = "-"
    @Flag(help: "Replace existing files.") var force = false
    @Flag(help: "CSV: write text cells verbatim, even those a spreadsheet would run as a formula.") var exactText = false
    @OptionGroup var store: StoreOptions

    enum ExportFormat: String, CaseInsensitiveChoice { case json, csv }

    func run() throws {
        let database = try store.open(reading: true)
        let (document, setAside) = try database.exportDocument().restorable(today: CommandContext.today)
        if !setAside.isEmpty {
            StandardError.line("Left out (import json would refuse them; fix them in the app and export again):")
            for line in setAside { StandardError.line("  \(line)") }
        }
        switch format {
        case .json:
            let data = try document.encoded()
            if output == "-" {
                OutputWriter.standard.write(data)
            } else {
                try asBadInput(argument: "--output") { try SafeFileWriter.write(data, to: output, force: force, protecting: database.path) }
                StandardError.line("Exported to \(output) (\(data.count / 1024) KB).")
            }
        case .csv:
            guard output != "-" else { throw BadInput("--output: CSV is a folder of files (one per kind); name the folder.") }
            let files = CSVExport.files(document, exactText: exactText)
            try asBadInput(argument: "--output") {
                try SafeFileWriter.writeAll(files.map { ($0.name, Data($0.text.utf8)) }, inFolder: output, force: force, protecting: database.path)
            }
            StandardError.line("Exported \(files.count) CSV files to \(output).")
        }
    }
}

struct ImportJSON: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json", abstract: "Import a Tracker JSON export.",
        discussion: """
            Into an empty database it restores everything exactly; into one with data it adds only what is \
            missing (nothing you have is changed or doubled): a day's food entries only to a day that has \
            none, a weight or memo only where you have none, and no settings at all. What it left out is \
            listed ("kept yours: ..."). Any problem is named by its JSON path, and \
            nothing is written. Unknown fields are ignored with a warning. Older exports (format 1, whose \
            food entries have no calories of their own) still import: their entries take the food's.

            Example:
              tracker import json tracker.json
            """)

    @Argument(help: "The JSON file.") var path: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let data = try asBadInput(argument: "path") { try RegularFile.read(path, limit: .export) }
        let context = try CommandContext(store)
        let summary: JSONImportSummary
        do {
            summary = try JSONImporter.run(data: data, into: context.database, today: context.today)
        } catch let error as JSONImportError {
            let reason = "\(error)"
            throw BadInput(Sentence.then("\(path): \(reason)", "Nothing was imported."))
        }
        for line in summary.lines { say(line) }
    }
}

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the live database consistently (safe while the app is open).",
        discussion: "Example:\n  tracker backup ~/tracker-backup.sqlite")

    @Argument(help: "The copy's path.") var path: String
    @Flag(help: "Replace an existing file.") var force = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open(reading: true)
        try asBadInput(argument: "path") { try database.backup(to: path, force: force) }
        say("Backed up to \(path).")
    }
}

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Write a database full of made-up data (a year of it).",
        discussion: "Examples:\n  tracker demo --output demo.sqlite\n  tracker --db demo.sqlite\n  tracker --demo   (the same, in a temporary file)")

    @Option(help: "The new database file (must not exist).") var output: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard !output.isEmpty else { throw BadInput("--output: the path is empty; give the new file, e.g. --output demo.sqlite") }
        var info = stat()
        guard lstat(output, &info) != 0 else { throw BadInput("--output: \(output) exists; choose a new file.") }
        // Made in memory, then written like a backup: the file appears whole or not at all.
        let database = try AppDatabase.inMemory()
        try DemoData.fill(database, endingOn: CommandContext.today, now: CommandContext.now, zone: CommandContext.zone)
        try asBadInput(argument: "--output") { try database.backup(to: output, force: false) }
        say("Wrote a demo year to \(output). Open it with: tracker --db \(output)")
    }
}
