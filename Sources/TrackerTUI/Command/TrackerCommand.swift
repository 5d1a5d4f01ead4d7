import ArgumentParser
import Foundation
import TrackerKit

/// `tracker`: with no subcommand, the full-screen app.
struct TrackerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracker",
        abstract: "A keyboard-first terminal app for daily health logging.",
        discussion: """
            With no subcommand, opens the full-screen app on your database.
            Data lives in one SQLite file: $XDG_DATA_HOME/tracker/tracker.sqlite
            (~/.local/share/tracker/tracker.sqlite), or the file --db or $TRACKER_DB names.

            Examples:
              tracker                          open the app
              tracker --db ~/test.sqlite       open the app on another file
              tracker show log --size 100x30   print the Log tab as text
            """,
        version: TrackerVersion.string,
        subcommands: [ShowCommand.self, WeightCommand.self, FoodCommand.self, EatCommand.self, MemoCommand.self,
                      DayCommand.self, ProgressCommand.self, WorkoutCommand.self, CounterCommand.self, SwimCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, SettingsCommand.self,
                      BenchCommand.self]
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        try Self.openApp(explicitPath: store.db)
    }

    static func openApp(explicitPath: String?) throws {
        try TerminalSession.requireTerminal()
        let glyphs = TextEncoding.setUpLocale()
        let database = try AppDatabase.open(path: StoreOptions.resolve(explicitPath))
        if glyphs.isUnicode { TerminalWidth.useSystemWidths() }
        try AppLoop.run(database: database, clock: .system, glyphs: glyphs,
                        useColor: !TextEncoding.colorDisabled(environment: ProcessInfo.processInfo.environment))
    }
}

enum TrackerVersion {
    static let string = "0.1.0"
}
