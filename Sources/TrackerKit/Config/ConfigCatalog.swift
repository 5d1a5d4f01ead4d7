/// One option of the configuration file: where it goes, its default as TOML, and what it does. `tracker config init`
/// writes every option from here, commented out; `config check` and the reader accept only what is here (plus keys).
public struct ConfigOption: Sendable {
    public enum Kind: Sendable, Equatable {
        case bool
        case choice([String])
        /// A file path (`~/` and paths relative to the configuration file's folder are expanded).
        case path
        /// A program and its arguments as a list of strings, run without a shell; `[]` for none.
        case program
        /// A colour: a name of the 16, a number 0–255, or "#rrggbb"; "" for the theme's.
        case colour
    }

    public var section: String
    public var key: String
    /// As it is written in TOML (`true`, `"last"`, `[]`).
    public var defaultText: String
    public var help: String
    public var kind: Kind

    public var path: String { "\(section).\(key)" }
}

public enum ConfigCatalog {
    /// The names `start_tab` takes besides "last"; the same as `tracker show TAB` (a test holds them together).
    public static let tabNames = ["log", "progress", "workout", "counters", "swim", "data"]
    public static let themeNames = ["default", "light", "high-contrast", "monochrome"]
    /// Colour roles; each theme gives all of them, `[colors]` overrides one by one.
    public static let colourRoles = ["accent", "selection", "today", "weekend", "warning", "chart1", "chart2", "chart3"]

    public static let options: [ConfigOption] =
        [
            ConfigOption(
                section: "app", key: "database", defaultText: #""""#,
                help: "The diary to open when neither --db nor TRACKER_DB names one (\"\" = ~/.local/share/tracker/tracker.sqlite).", kind: .path),
            ConfigOption(
                section: "app", key: "start_tab", defaultText: #""last""#,
                help: "The tab the app opens on: last (where you left it on this machine) or \(tabNames.joined(separator: ", ")).",
                kind: .choice(["last"] + tabNames)),
            ConfigOption(section: "app", key: "mouse", defaultText: "true", help: "Clicks and the wheel select tabs, days and rows.", kind: .bool),
            ConfigOption(
                section: "workout", key: "bell", defaultText: "true", help: "Ring the terminal bell in the last seconds and at each phase change.", kind: .bool),
            ConfigOption(section: "workout", key: "flash", defaultText: "true", help: "Flash the screen when work starts and at the end.", kind: .bool),
            ConfigOption(
                section: "hooks", key: "workout_phase", defaultText: "[]",
                help:
                    "A program and its arguments run at each workout phase (no shell; gets work, rest or done last), e.g. [\"paplay\", \"/usr/share/sounds/freedesktop/stereo/bell.oga\"].",
                kind: .program),
            ConfigOption(
                section: "hooks", key: "after_write", defaultText: "[]",
                help:
                    "A program and its arguments run after the app or a command changed the diary (no shell; TRACKER_DB names the file), e.g. [\"sh\", \"/home/me/backup-diary.sh\"].",
                kind: .program),
            ConfigOption(
                section: "sync", key: "on_start", defaultText: "false",
                help:
                    "Sync before the app opens (set up first with tracker sync init or join); a failure is said on the status line and the app opens all the same.",
                kind: .bool),
            ConfigOption(
                section: "sync", key: "on_quit", defaultText: "false", help: "Sync after the app quits; what it did is printed when the screen is gone.",
                kind: .bool),
            ConfigOption(
                section: "theme", key: "name", defaultText: #""default""#,
                help: "The colours: \(themeNames.joined(separator: ", ")). NO_COLOR in the environment turns colour off whatever this says.",
                kind: .choice(themeNames)),
        ]
        + colourRoles.map {
            ConfigOption(
                section: "colors", key: $0, defaultText: #""""#,
                help: "The \(roleMeaning($0)) colour: a name (red, bright-blue …), 0–255, or \"#rrggbb\"; \"\" = the theme's.", kind: .colour)
        }

    static func roleMeaning(_ role: String) -> String {
        switch role {
        case "selection": return "selected row's"
        case "today": return "today's date"
        case "weekend": return "weekend days'"
        case "warning": return "warnings' and errors'"
        case "accent": return "accent (keys, titles)"
        default: return "chart's series \(role.dropFirst(5))"
        }
    }

    /// Sections holding one table per scope, not fixed options: `[keys.log]`, `[keys.global]`.
    public static let keyScopes = ["global"] + tabNames

    public static var sections: [String] { ["app", "workout", "hooks", "sync", "theme", "colors", "keys"] }

    public static func option(_ section: String, _ key: String) -> ConfigOption? {
        options.first { $0.section == section && $0.key == key }
    }
}
