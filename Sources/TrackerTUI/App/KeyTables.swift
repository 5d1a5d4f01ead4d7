import TrackerKit

/// Every key table the configuration's `[keys]` may rebind, by scope: to check a file's rebindings (collisions,
/// unknown actions) before they are applied, and to list the actions (`tracker config show`, `config init`).
enum KeyTables {
    struct Action: Equatable {
        var scope: String
        /// Which of the scope's tables (a tab has one per focus: the calendar, the food list …).
        var table: String
        var action: String
        var keys: [Key]
        var summary: String
    }

    static var all: [Action] { tables(inForce: false) }

    private static func tables(inForce: Bool) -> [Action] {
        func entries<Command>(_ table: KeyTable<Command>, _ name: String) -> [Action] { Self.entries(table, name, inForce: inForce) }
        return entries(AppCommand.table, "everywhere") + entries(LogScreen.calendarKeys, "calendar") + entries(LogScreen.entryKeys, "food list")
            + entries(ProgressScreen.keys, "progress") + entries(WorkoutScreen.welcomeKeys, "first page")
            + entries(WorkoutScreen.exerciseKeys, "an exercise") + entries(CountersScreen.listKeys, "list")
            + entries(CountersScreen.counterKeys, "a counter") + entries(CountersScreen.logKeys, "a counter's log")
            + entries(SwimScreen.keys, "swims") + entries(DataScreen.foodKeys, "foods") + entries(DataScreen.dayKeys, "days")
            + entries(DataScreen.profileKeys, "profile") + entries(DataScreen.settingsKeys, "settings")
    }

    private static func entries<Command>(_ table: KeyTable<Command>, _ name: String, inForce: Bool = false) -> [Action] {
        guard let scope = table.scope else { return [] }
        return (inForce ? table.bindings : table.defaults).map { Action(scope: scope, table: name, action: $0.action, keys: $0.keys, summary: $0.summary) }
    }

    /// Every action once per scope with the keys in force: read from the tables themselves (`KeyRemap.active` applied
    /// as the app applies it), so `config show` cannot disagree with the app.
    static var inForce: [Action] {
        var seen: Set<[String]> = []
        return tables(inForce: true).filter { seen.insert([$0.scope, $0.action]).inserted }
    }

    /// The actions of each scope, without repeats, for the file's comments.
    static var actionsByScope: [String: [String]] {
        var result: [String: [String]] = [:]
        for action in all where !(result[action.scope] ?? []).contains(action.action) { result[action.scope, default: []].append(action.action) }
        return result
    }

    /// What is wrong with the file's rebindings, each at its line: an action no table of the scope has, or a key that
    /// another action of the same table (or, for a tab, a key every tab gives way to) still has once all the rebindings
    /// not refused are applied, so a swap or a cycle is fine. Two rebindings wanting one key: the first in the file keeps
    /// it. A refused rebinding keeps its old key, which may refuse another in turn, so this repeats until nothing changes;
    /// a message names only a binding in force.
    static func problems(_ rebindings: [TrackerConfig.KeyRebinding]) -> [ConfigProblem] {
        // Every command reads the configuration: with no rebinding, building every table was a third of a debug CLI call.
        guard !rebindings.isEmpty else { return [] }
        let actions = all
        var refused: [Int: String] = [:]
        for (index, rebinding) in rebindings.enumerated() where !actions.contains(where: { $0.scope == rebinding.scope && $0.action == rebinding.action }) {
            let known = actions.filter { $0.scope == rebinding.scope }.map(\.action)
            refused[index] = "unknown action “\(rebinding.action)” in [keys.\(rebinding.scope)]\(Self.nearest(rebinding.action, in: known))"
        }
        while let (index, message) = firstClash(rebindings, refused: refused, actions: actions) { refused[index] = message }
        return refused.keys.sorted().map { problem(rebindings[$0], refused[$0] ?? "") }
    }

    /// The first rebinding not yet refused whose key is taken once the others not refused are applied, with the reason.
    private static func firstClash(_ rebindings: [TrackerConfig.KeyRebinding], refused: [Int: String], actions: [Action]) -> (Int, String)? {
        var wanted: [String: [String: (key: Key, index: Int)]] = [:]
        for (index, rebinding) in rebindings.enumerated() where refused[index] == nil {
            if wanted[rebinding.scope]?[rebinding.action] == nil { wanted[rebinding.scope, default: [:]][rebinding.action] = (Key(rebinding.key), index) }
        }
        func keys(_ action: Action) -> [Key] { wanted[action.scope]?[action.action].map { [$0.key] } ?? action.keys }
        let globalKeys = Set(actions.filter { $0.scope == "global" }.flatMap(keys))
        for (index, rebinding) in rebindings.enumerated() where refused[index] == nil {
            let key = Key(rebinding.key)
            let mine = actions.filter { $0.scope == rebinding.scope && $0.action == rebinding.action }
            if rebinding.scope != "global", globalKeys.contains(key) {
                return (index, "\(key.label) works on every tab (\(globalAction(key, actions, keys))); not rebound")
            }
            let rival = actions.first { other in
                other.action != rebinding.action && keys(other).contains(key) && (wanted[other.scope]?[other.action]?.index ?? -1) < index
                    && (rebinding.scope == "global" || (other.scope == rebinding.scope && mine.contains { $0.table == other.table }))
            }
            if let rival {
                let place = rival.scope == "global" ? "everywhere" : "in [keys.\(rival.scope)] (\(rival.table))"
                return (index, "\(key.label) is already “\(rival.action)” (\(rival.summary)) \(place); not rebound")
            }
        }
        return nil
    }

    private static func globalAction(_ key: Key, _ actions: [Action], _ keys: (Action) -> [Key]) -> String {
        actions.first { $0.scope == "global" && keys($0).contains(key) }?.action ?? "a global key"
    }

    private static func problem(_ rebinding: TrackerConfig.KeyRebinding, _ message: String) -> ConfigProblem {
        ConfigProblem(line: rebinding.line, column: rebinding.column, message)
    }

    private static func nearest(_ name: String, in known: [String]) -> String {
        let unique = known.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if case .missing(let close) = NameMatch.find(name, in: unique, key: { $0 }, search: { $0 }), !close.isEmpty {
            return "; did you mean \(close.prefix(3).joined(separator: " or "))?"
        }
        return "; actions: \(unique.joined(separator: ", "))"
    }
}
