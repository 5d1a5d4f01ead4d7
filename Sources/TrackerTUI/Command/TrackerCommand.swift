import ArgumentParser
import Foundation
import TrackerKit

/// `tracker`: with no subcommand, the full-screen app.
struct TrackerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracker",
        abstract: "A keyboard-first terminal app for daily health logging.",
        discussion: """
            With no subcommand, opens the full-screen app on your database. \
            Data lives in one SQLite file: $XDG_DATA_HOME/tracker/tracker.sqlite \
            (~/.local/share/tracker/tracker.sqlite), or the file --db or $TRACKER_DB names.

            Examples:
              tracker                          open the app
              tracker --db ~/test.sqlite       open the app on another file
              tracker show log --size 100x30   print the Log tab as text
              tracker --demo                   try it on a year of made-up data
            """,
        version: TrackerVersion.string,
        subcommands: [
            ShowCommand.self, WeightCommand.self, FoodCommand.self, EatCommand.self, QuickAddCommand.self, EntryCommand.self, MemoCommand.self,
            DayCommand.self, ProfileCommand.self, ProgressCommand.self, ExpenditureCommand.self, WorkoutCommand.self, CounterCommand.self, PadCommand.self,
            SwimCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, DemoCommand.self, SettingsCommand.self, ConfigCommand.self,
            SyncCommand.self, BenchCommand.self,
        ]
    )

    @OptionGroup var store: StoreOptions
    @Flag(help: "Open the app on a year of made-up data (in a temporary file; your database is not touched).")
    var demo = false
    @Flag(
        help:
            "Sync before opening the app and after quitting (set up first with tracker sync init or join); [sync] on_start and on_quit in the configuration file do the same every time."
    )
    var sync = false

    func run() throws {
        if !demo { return try Self.launch(explicitPath: store.db, configPath: store.config, syncFlag: sync) }
        try TerminalSession.requireTerminal()
        DemoFolder.removeAbandoned()  // what demos ended by kill -9 left behind
        let demoFolder = try DemoFolder()
        defer { demoFolder.remove() }
        let folder = demoFolder.path
        let file = folder + "/demo.sqlite"
        TerminalRestore.removeOnSignal(files: [file, file + "-wal", file + "-shm", folder + "/demo.lock"], folder: folder)
        let database = try AppDatabase.open(path: file)
        try DemoData.fill(database, endingOn: CommandContext.today, now: CommandContext.now, zone: CommandContext.zone)
        // The demo's made-up year opens on the start tab and leaves the tab this machine last used alone.
        try Self.openApp(database: database, config: CommandConfig.load(explicitPath: store.config), remembersTab: false)
    }

    /// The app on the diary, synced around when `--sync` or the configuration file's `[sync]` says so. (QuickLaunch,
    /// which skips argument-parser, comes here too.)
    static func launch(explicitPath: String?, configPath: String? = nil, syncFlag: Bool = false) throws {
        let moments = AppSync.Moments(flag: syncFlag, config: CommandConfig.load(explicitPath: configPath).config)
        guard moments.any else { return try openApp(explicitPath: explicitPath, configPath: configPath) }
        try TerminalSession.requireTerminal()  // no sync for an app that will not open
        let path = StoreOptions.resolve(explicitPath, config: CommandConfig.load(explicitPath: configPath))
        let installation = SyncInstallation.standard(environment: ProcessInfo.processInfo.environment)
        try AppSync.around(databasePath: path, moments: moments, installation: installation) { startMessage in
            try openApp(explicitPath: explicitPath, configPath: configPath, startMessage: startMessage)
        }
    }

    static func openApp(explicitPath: String?, configPath: String? = nil, startMessage: StatusLine.Message? = nil) throws {
        try TerminalSession.requireTerminal()
        let config = CommandConfig.load(explicitPath: configPath)
        try openApp(
            database: try AppDatabase.open(path: StoreOptions.resolve(explicitPath, config: config)), config: config, startMessage: startMessage)
    }

    static func openApp(database: AppDatabase, config: LoadedConfig, remembersTab: Bool = true, startMessage: StatusLine.Message? = nil) throws {
        defer { database.close() }  // the last connection out folds the -wal into the file
        let glyphs = TextEncoding.setUpLocale()
        let run = {
            try AppLoop.run(
                database: database, clock: CommandContext.clock, glyphs: glyphs,
                useColor: !TextEncoding.colorDisabled(environment: ProcessInfo.processInfo.environment), config: config,
                remembersTab: remembersTab, startMessage: startMessage)
        }
        if glyphs.isUnicode { try TerminalWidth.measuringLikeTheTerminal(run) } else { try run() }
    }
}

enum TrackerVersion {
    static let string = "0.1.0"
}
