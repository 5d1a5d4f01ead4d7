import TrackerKit

/// Keys rebound in the configuration file (`[keys.log] weight = "V"`), applied by `KeyTable` itself so the help
/// overlay, the status line and the docs' key tables follow. Holds only rebindings `KeyTables.problems` found
/// nothing wrong with (no collision, an action that exists).
struct KeyRemap: Sendable {
    /// scope ("global", "log" …) → action → key.
    var keys: [String: [String: Key]] = [:]

    /// The rebindings in force: bound by `AppScope` (and `config show`) from a configuration; see `AppScope` why a task-local.
    @TaskLocal static var active = KeyRemap()

    init() {}

    init(_ rebindings: [TrackerConfig.KeyRebinding]) {
        for rebinding in rebindings { keys[rebinding.scope, default: [:]][rebinding.action] = Key(rebinding.key) }
    }

    /// The table's bindings with this scope's rebindings applied as a whole: a new key is judged against the keys every
    /// other binding has once all are rebound, so a swap (`weight = "f"`, `food = "w"`) or a cycle applies; a rebinding
    /// whose key another binding still has is left out. Ctrl-C stays with whatever had it (it quits from anywhere).
    func apply<Command>(_ bindings: [KeyBinding<Command>], scope: String) -> [KeyBinding<Command>] {
        guard let wanted = keys[scope], !wanted.isEmpty else { return bindings }
        let rebound = bindings.map { binding in wanted[binding.action].map { [$0] } ?? binding.keys }
        var result = bindings
        for (index, binding) in bindings.enumerated() {
            guard let key = wanted[binding.action] else { continue }
            if rebound.enumerated().contains(where: { $0.offset != index && $0.element.contains(key) }) { continue }
            result[index].keys = [key] + binding.keys.filter { $0 == .control("c") }
            result[index].label = result[index].keys.map(\.label).joined(separator: " ")
        }
        return result
    }
}

extension Key {
    init(_ key: ConfigKey) {
        switch key {
        case .character(let character): self = .character(character)
        case .control(let character): self = .control(character)
        case .alt(let character): self = .alt(character)
        case .function(let number): self = .function(number)
        case .named(let name): self = Self.named[name] ?? .unknown
        }
    }

    private static let named: [String: Key] = [
        "enter": .enter, "tab": .tab, "shift+tab": .backTab, "esc": .escape, "backspace": .backspace, "delete": .delete,
        "insert": .insert, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "up": .up, "down": .down,
        "left": .left, "right": .right,
    ]
}
