import Foundation
import TrackerKit

/// The configuration file at start and while running: the start tab, what an older diary held that moved to the file,
/// problems in the file on the status line, and a change to the file picked up at the next wake-up.
extension AppState {
    static func startTab(_ config: TrackerConfig, last: Tab?) -> Tab {
        config.startTab == "last" ? last ?? .log : Tab(commandName: config.startTab) ?? .log
    }

    /// Once, at start: settings the migration took out of the diary (said with where they go now), else the file's problems.
    mutating func sayWhatMovedOrWentWrong() {
        let moved = (try? context.database.takeMovedSettings()) ?? []
        if !moved.isEmpty {
            message = .error(MovedSettingsNotice.statusLine(moved, configPath: config.location.path))
        } else if let problems = config.statusSummary {
            message = .error(problems)
        }
    }

    /// What happened before the app opened (the start sync): a failure is said over anything else; information only
    /// when nothing more pressing (a read-only file, a problem in the configuration) is on the status line.
    mutating func sayAtStart(_ startMessage: StatusLine.Message?) {
        guard let startMessage else { return }
        if case .error = startMessage { message = startMessage } else if message == nil { message = startMessage }
    }

    /// The file changed: read it again and use what it says now (keys, colours, hooks, bell and flash at once; the mouse
    /// and the start tab at the next start). Returns whether anything is to be redrawn.
    mutating func reloadConfigIfChanged() -> Bool {
        guard config.reloadIfChanged() else { return false }
        context.config = config.config
        reloadCurrent()
        message = config.statusSummary.map { .error($0) } ?? .info("\((config.location.path as NSString).lastPathComponent) read again.")
        return true
    }
}

/// What the first start of this version says about settings an older diary held for this machine.
enum MovedSettingsNotice {
    static func statusLine(_ moved: [MovedSetting], configPath: String) -> String {
        let file = configPath.isEmpty ? "config.toml" : configPath
        if let hook = moved.first(where: { $0.key == "workout.hook" }) {
            return "Hook left the diary, not run. To keep it: [hooks] workout_phase = \(tomlArray(hook.value)) in \(file)"
        }
        let lines = moved.map {
            "\(MachineSettings.movedToConfiguration[$0.key] ?? $0.key) \($0.key.hasSuffix("bell") || $0.key.hasSuffix("flash") ? "= false" : "")"
        }
        return "Moved out of the diary: put \(lines.joined(separator: ", ")) in \(file) (tracker config init writes one)."
    }

    /// The old setting's words (split as the old hook was: blanks, "double quotes") as a TOML list.
    static func tomlArray(_ hook: String) -> String {
        "["
            + WorkoutCues.arguments(hook).map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ", ") + "]"
    }
}
