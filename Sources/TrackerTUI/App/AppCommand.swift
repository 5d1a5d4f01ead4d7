/// Keys that work on every screen (unless a text field has focus).
enum AppCommand: Equatable, Sendable {
    case selectTab(Tab)
    case nextTab
    case previousTab
    case toggleHelp
    case quit
    case suspend
    case redraw
    /// Quick entry from any tab (one key on a phone): today's weight, or kcal added to today.
    case quickEntry(QuickEntry)

    static let table = KeyTable<AppCommand>(
        Tab.allCases.map { tab in
            KeyBinding([.character(Character(String(tab.rawValue + 1)))], "\(tab.title) tab", .selectTab(tab), status: false)
        } + [
            KeyBinding([.tab], "next tab", .nextTab, status: false),
            KeyBinding([.backTab], "previous tab", .previousTab, status: false),
            KeyBinding([.character("?"), .function(1)], "help: every key of this screen (F1 in forms)", .toggleHelp, label: "? F1"),
            KeyBinding([.character("q"), .control("c")], "quit (Ctrl-C also from forms)", .quit, label: "q Ctrl-C"),
            KeyBinding([.control("z")], "suspend (resume with fg)", .suspend, status: false),
            KeyBinding([.control("l")], "redraw the screen", .redraw, status: false),
            KeyBinding([.character("W")], "today's weight, from any tab", .quickEntry(.weight), status: false, action: "quick_weight"),
            KeyBinding([.character("A")], "quick-add kcal to today, from any tab", .quickEntry(.kcal), status: false, action: "quick_add_kcal"),
        ], scope: "global")

    /// The first key of a command as the status line shows it ("?", "q", or what config.toml rebound it to).
    static func firstKey(_ command: AppCommand) -> String {
        table.bindings.first { $0.command == command }?.keys.first?.label ?? ""
    }
}
