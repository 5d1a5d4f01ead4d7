/// One row of a key table: the keys, what they do in words, and the command they send.
/// The same table dispatches keys, fills the status line and generates the help overlay.
struct KeyBinding<Command>: Sendable where Command: Sendable {
    var keys: [Key]
    var label: String
    var summary: String
    var command: Command
    var inStatusLine: Bool
    /// A shorter summary for the status line, where every cell counts; help shows the full one.
    var statusSummary: String
    /// The name the configuration file rebinds it by (`[keys.log] weight = "V"`).
    var action: String

    init(
        _ keys: [Key], _ summary: String, _ command: Command, label: String? = nil, status: Bool = true, short: String? = nil,
        action: String? = nil
    ) {
        self.keys = keys
        self.label = label ?? keys.map(\.label).joined(separator: "/")
        self.summary = summary
        self.command = command
        self.inStatusLine = status
        self.statusSummary = short ?? summary
        self.action = action ?? Self.actionName(command, summary: summary)
    }

    /// The command's case name in snake_case ("quickAdd" → "quick_add"); for a case with a value (moveDays(-1)),
    /// the summary's words ("previous_day"), so each action of a table has its own name.
    static func actionName(_ command: Command, summary: String) -> String {
        let described = String(describing: command)
        if !described.contains("("), !described.contains("."), described.first?.isLetter == true {
            return described.reduce(into: "") { name, character in
                if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
            }
        }
        let words = summary.lowercased().split { !$0.isLetter && !$0.isNumber }.prefix(4)
        return words.joined(separator: "_")
    }
}

struct HelpEntry: Equatable, Sendable {
    var keys: String
    var summary: String
}

struct HelpSection: Equatable, Sendable {
    var title: String
    var entries: [HelpEntry]
}

struct KeyTable<Command>: Sendable where Command: Sendable {
    /// The table as written, before the configuration's rebindings; `scope` names it in the file (nil: not rebindable).
    let defaults: [KeyBinding<Command>]
    let scope: String?

    init(_ bindings: [KeyBinding<Command>], scope: String? = nil) {
        self.defaults = bindings
        self.scope = scope
    }

    /// The bindings in force: the defaults with the configuration's rebindings (`KeyRemap.active`), read on each use so
    /// a file read again applies at once.
    var bindings: [KeyBinding<Command>] { scope.map { KeyRemap.active.apply(defaults, scope: $0) } ?? defaults }

    func command(for key: Key) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    func helpSection(_ title: String) -> HelpSection {
        HelpSection(title: title, entries: bindings.map { HelpEntry(keys: $0.label, summary: $0.summary) })
    }
}
