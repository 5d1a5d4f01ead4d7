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

    init(_ keys: [Key], _ summary: String, _ command: Command, label: String? = nil, status: Bool = true, short: String? = nil) {
        self.keys = keys
        self.label = label ?? keys.map(\.label).joined(separator: "/")
        self.summary = summary
        self.command = command
        self.inStatusLine = status
        self.statusSummary = short ?? summary
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
    var bindings: [KeyBinding<Command>]

    init(_ bindings: [KeyBinding<Command>]) {
        self.bindings = bindings
    }

    func command(for key: Key) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    func helpSection(_ title: String) -> HelpSection {
        HelpSection(title: title, entries: bindings.map { HelpEntry(keys: $0.label, summary: $0.summary) })
    }
}
