import ArgumentParser
import Foundation
import TrackerKit

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "This machine's configuration file: keys, colours, hooks, bell and flash.",
        discussion:
            "What belongs to this machine lives in a TOML file, never in the diary or an export; what belongs to the person stays in the diary (tracker settings). See docs/config.md.",
        subcommands: [ConfigInit.self, ConfigPath.self, ConfigShow.self, ConfigCheck.self, ConfigEdit.self])
}

struct ConfigInit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write the configuration file with every option commented out at its default.",
        discussion: "Example:\n  tracker config init && tracker config edit")

    @OptionGroup var store: StoreOptions
    @Flag(help: "Replace a file that is already there.") var force = false

    func run() throws {
        let path = store.configLocation.path
        if FileSystem.exists(path) && !force { throw BadInput("\(path) is already there; tracker config edit changes it (or --force to start again)") }
        try ConfigInit.write(to: path)
        say("Wrote \(path): every option is commented out at its default; uncomment a line to change it.")
    }

    static func write(to path: String) throws {
        try DatabaseLocation.prepareDirectory(for: path)
        try SafeFileWriter.write(Data(ConfigTemplate.text(keyActions: KeyTables.actionsByScope).utf8), to: path, force: true)
    }
}

struct ConfigPath: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where the configuration file is (it may not exist yet).")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let location = store.configLocation
        OutputWriter.standard.valueLine(location.path)
        if OutputWriter.standard.isTerminal {
            say("(from \(location.source.rawValue); \(FileSystem.exists(location.path) ? "it exists" : "not there: every option has its default"))")
        }
    }
}

struct ConfigCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check the configuration file; exit 1 listing each problem with its line and column.")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let loaded = LoadedConfig(location: store.configLocation)
        try ConfigCheck.report(loaded)
    }

    static func report(_ loaded: LoadedConfig) throws {
        let path = loaded.location.path
        guard FileSystem.exists(path) else { return say("\(path): no file; every option has its default.") }
        guard !loaded.problems.isEmpty else { return say("\(path): no problems.") }
        for problem in loaded.problems {
            StandardError.line(problem.line > 0 ? "\(path):\(problem.line):\(problem.column): \(problem.message)" : "\(path): \(problem.message)")
        }
        StandardError.line("\(loaded.problems.count) problem\(loaded.problems.count == 1 ? "" : "s"): the app uses the defaults for these options.")
        throw ExitCode.failure
    }
}

struct ConfigEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Open the configuration file in $VISUAL or $EDITOR (writing it first if missing), then check it.")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let path = store.configLocation.path
        if !FileSystem.exists(path) { try ConfigInit.write(to: path) }
        let environment = ProcessInfo.processInfo.environment
        let status = ProgramRun.wait(EditorCommand.arguments(environment: environment, file: path))
        guard status == 0 else {
            throw BadInput("\(EditorCommand.chosen(environment)) ended with status \(status); the file was not checked")
        }
        try ConfigCheck.report(LoadedConfig(location: store.configLocation))
    }
}

struct ConfigShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print every option in force (the file's or the default) and every action's keys.",
        discussion: "Example:\n  tracker config show | grep keys.log")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let loaded = LoadedConfig(location: store.configLocation)
        try loaded.inForce { try show(loaded) }
    }

    private func show(_ loaded: LoadedConfig) throws {
        say("# \(loaded.location.path)\(FileSystem.exists(loaded.location.path) ? "" : " (no file: defaults)")")
        for line in ConfigShow.optionLines(loaded.config) { OutputWriter.standard.valueLine(line) }
        for action in KeyTables.inForce {
            OutputWriter.standard.valueLine("keys.\(action.scope).\(action.action) = \(action.keys.map(\.label).joined(separator: " "))   # \(action.summary)")
        }
        if !loaded.problems.isEmpty { StandardError.line("\(loaded.problems.count) problem(s) in the file: tracker config check lists them.") }
    }

    static func optionLines(_ config: TrackerConfig) -> [String] {
        func quoted(_ text: String) -> String { "\"\(text)\"" }
        func list(_ words: [String]) -> String { "[" + words.map(quoted).joined(separator: ", ") + "]" }
        var lines = [
            "app.database = \(quoted(config.database ?? ""))", "app.start_tab = \(quoted(config.startTab))", "app.mouse = \(config.mouse)",
            "workout.bell = \(config.bell)", "workout.flash = \(config.flash)",
            "hooks.workout_phase = \(list(config.workoutPhaseHook))", "hooks.after_write = \(list(config.afterWriteHook))",
            "sync.on_start = \(config.syncOnStart)", "sync.on_quit = \(config.syncOnQuit)",
            "theme.name = \(quoted(config.theme))",
        ]
        for role in ConfigCatalog.colourRoles {
            let shown: String
            switch config.colours[role] {
            case .indexed(let index)?: shown = index < 16 ? ConfigColour.names[index] : String(index)
            case .rgb(let red, let green, let blue)?: shown = "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined()
            case nil: shown = ""
            }
            lines.append("colors.\(role) = \(quoted(shown))")
        }
        return lines
    }
}
