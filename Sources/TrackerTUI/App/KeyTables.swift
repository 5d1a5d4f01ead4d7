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

    static var all: [Action] {
        entries(AppCommand.table, "everywhere") + entries(LogScreen.calendarKeys, "calendar") + entries(LogScreen.entryKeys, "food list")
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

    /// Every action once per scope with the keys in force (`KeyRemap.active` applied).
    static var inForce: [Action] {
        let defaults = all
        var seen: Set<[String]> = []
        return defaults.compactMap { action in
            guard seen.insert([action.scope, action.action]).inserted else { return nil }
            let key = KeyRemap.active.keys[action.scope]?[action.action]
            return key.map { Action(scope: action.scope, table: action.table, action: action.action, keys: [$0], summary: action.summary) } ?? action
        }
    }

    /// The actions of each scope, without repeats, for the file's comments.
    static var actionsByScope: [String: [String]] {
        var result: [String: [String]] = [:]
        for action in all where !(result[action.scope] ?? []).contains(action.action) { result[action.scope, default: []].append(action.action) }
        return result
    }

    /// What is wrong with the file's rebindings, each at its line: an action no table of the scope has, or a key that
    /// another action of the same table (or, for a tab, a key every tab gives way to) already has once all are applied.
    static func problems(_ rebindings: [TrackerConfig.KeyRebinding]) -> [ConfigProblem] {
        let actions = all
        var wanted: [String: [String: Key]] = [:]
        for rebinding in rebindings { wanted[rebinding.scope, default: [:]][rebinding.action] = Key(rebinding.key) }
        func keys(_ action: Action) -> [Key] { wanted[action.scope]?[action.action].map { [$0] } ?? action.keys }
        let globalKeys = Set(actions.filter { $0.scope == "global" }.flatMap(keys))
        var problems: [ConfigProblem] = []
        for rebinding in rebindings {
            let key = Key(rebinding.key)
            let mine = actions.filter { $0.scope == rebinding.scope && $0.action == rebinding.action }
            guard !mine.isEmpty else {
                let known = actions.filter { $0.scope == rebinding.scope }.map(\.action)
                let hint = Self.nearest(rebinding.action, in: known)
                problems.append(problem(rebinding, "unknown action “\(rebinding.action)” in [keys.\(rebinding.scope)]\(hint)"))
                continue
            }
            let rivals = actions.filter { other in
                other.action != rebinding.action && keys(other).contains(key)
                    && (rebinding.scope == "global" || (other.scope == rebinding.scope && mine.contains { $0.table == other.table }))
            }
            if let rival = rivals.first {
                let place = rival.scope == "global" ? "everywhere" : "in [keys.\(rival.scope)] (\(rival.table))"
                problems.append(problem(rebinding, "\(key.label) is already “\(rival.action)” (\(rival.summary)) \(place); not rebound"))
            } else if rebinding.scope != "global", globalKeys.contains(key) {
                problems.append(problem(rebinding, "\(key.label) works on every tab (\(globalAction(key, actions, keys))); not rebound"))
            }
        }
        return problems
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
