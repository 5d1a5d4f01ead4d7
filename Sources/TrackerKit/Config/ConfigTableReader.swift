import TOMLKit

/// Walks a parsed file section by section, keeping what is right and naming what is not.
struct ConfigTableReader {
    let positions: TOMLPositions
    let location: ConfigLocation
    let environment: [String: String]
    var config = TrackerConfig()
    var problems: [ConfigProblem] = []

    mutating func problem(_ path: [String], _ message: String) {
        let (line, column) = positions.position(path)
        problems.append(ConfigProblem(line: line, column: column, message))
    }

    mutating func read(_ table: TOMLTable) {
        for (section, value) in table.sorted(by: { $0.0 < $1.0 }) {
            guard ConfigCatalog.sections.contains(section) else {
                problem([section], "unknown \(value.table == nil ? "option" : "section") “\(section)”\(Self.suggestion(section, ConfigCatalog.sections))")
                continue
            }
            guard let inner = value.table else {
                problem([section], "“\(section)” is a section: write [\(section)] and its options under it")
                continue
            }
            if section == "keys" { readKeys(inner) } else { readOptions(section, inner) }
        }
    }

    /// " (did you mean …?)" for the nearest known names, or "".
    static func suggestion(_ name: String, _ known: [String]) -> String {
        if case .missing(let close) = NameMatch.find(name, in: known, key: { $0.lowercased() }, search: { $0.lowercased() }), !close.isEmpty {
            return "; did you mean \(close.joined(separator: " or "))?"
        }
        let near = known.filter { Self.distance($0, name.lowercased()) <= 2 }
        return near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?"
    }

    /// Edit distance, for short option names ("bel" → "bell"); names are short, so the plain table is enough.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b.prefix(64))
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var next = [i + 1]
            for (j, y) in b.enumerated() { next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (x == y ? 0 : 1))) }
            row = next
        }
        return row[b.count]
    }

    mutating func readOptions(_ section: String, _ table: TOMLTable) {
        let known = ConfigCatalog.options.filter { $0.section == section }.map(\.key)
        for (key, value) in table.sorted(by: { $0.0 < $1.0 }) {
            guard let option = ConfigCatalog.option(section, key) else {
                problem([section, key], "unknown option “\(key)” in [\(section)]\(Self.suggestion(key, known))")
                continue
            }
            apply(option, value)
        }
    }

    mutating func readKeys(_ table: TOMLTable) {
        for (scope, value) in table.sorted(by: { $0.0 < $1.0 }) {
            guard ConfigCatalog.keyScopes.contains(scope), let bindings = value.table else {
                problem(
                    ["keys", scope],
                    "unknown key table [keys.\(scope)]\(Self.suggestion(scope, ConfigCatalog.keyScopes)); tables: \(ConfigCatalog.keyScopes.joined(separator: ", "))"
                )
                continue
            }
            for (action, keyValue) in bindings.sorted(by: { $0.0 < $1.0 }) {
                let path = ["keys", scope, action]
                guard let text = keyValue.string else {
                    problem(path, "a key is written as a string, e.g. \(action) = \"W\"")
                    continue
                }
                switch ConfigKey.parse(text) {
                case .success(let key):
                    let (line, column) = positions.position(path)
                    config.keys.append(.init(scope: scope, action: action, key: key, line: line, column: column))
                case .failure(let error): problem(path, error.message)
                }
            }
        }
    }
}
