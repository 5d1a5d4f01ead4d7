/// The file `tracker config init` writes: every option commented out at its default, each under a line saying what
/// it does, so uncommenting one line changes one thing.
public enum ConfigTemplate {
    public static func text(keyActions: [String: [String]] = [:]) -> String {
        var lines = [
            "# Tracker's configuration for this machine (see docs/config.md or `man tracker`).",
            "# What belongs to the person (profile, units, goals, workout durations) stays in the diary: `tracker settings`.",
            "# Check this file with `tracker config check`; the app picks up a change within a second.",
        ]
        var section = ""
        for option in ConfigCatalog.options {
            if option.section != section {
                section = option.section
                lines += ["", "[\(section)]"]
            }
            lines += ["# \(option.help)", "# \(option.key) = \(option.defaultText)"]
        }
        lines += [
            "", "# Keys: rebind an action per tab ([keys.log]) or everywhere ([keys.global]): action = \"key\".",
            "# A key is one character (\"W\"), ctrl+a … ctrl+z, alt+x, f1–f12, or \(ConfigKey.names.joined(separator: ", ")).",
            "# `tracker config show` lists every action with its keys.",
        ]
        for scope in ConfigCatalog.keyScopes {
            guard let actions = keyActions[scope], let first = actions.first else { continue }
            lines += ["# [keys.\(scope)]", "# \(first) = \"…\"   (actions: \(actions.joined(separator: ", ")))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
