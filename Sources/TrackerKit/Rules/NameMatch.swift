/// Finding one of the user's names (a food, a counter, a command) from what they typed: the exact
/// name in any case, else the only name it starts, else the only name containing it; several
/// matches are listed, and a name that matches nothing gets "did you mean …?" from the closest
/// spellings. One rule for the command line and the app.
public enum NameMatch: Equatable, Sendable {
    case found(String)
    case ambiguous([String])
    case missing(suggestions: [String])

    /// `key` decides what is the same name (a food's in any case); `search` what matches a part
    /// of one (a food's also ignoring accents and width: `cafe` finds “Café”).
    public static func find(
        _ typed: String, in names: [String], key: (String) -> String = NameKey.of,
        search: (String) -> String = Food.searchKey
    ) -> NameMatch {
        let typedKey = key(typed)
        guard !typedKey.isEmpty else { return .missing(suggestions: []) }
        if let exact = names.first(where: { key($0) == typedKey }) { return .found(exact) }
        let wanted = search(typed)
        let keyed = names.map { (name: $0, key: search($0)) }
        for matches in [keyed.filter { $0.key.hasPrefix(wanted) }, keyed.filter { $0.key.contains(wanted) }] where !matches.isEmpty {
            return matches.count == 1 ? .found(matches[0].name) : .ambiguous(matches.map(\.name).sorted())
        }
        return .missing(suggestions: suggestions(for: wanted, among: keyed))
    }

    /// The closest names (up to three), if they are within a third of the typed length in edits (at least one).
    static func suggestions(for wanted: String, among keyed: [(name: String, key: String)]) -> [String] {
        guard wanted.count <= maxSpellingLength else { return [] }
        let allowed = max(1, wanted.count / 3)
        let near = keyed.map { (name: $0.name, distance: editDistance(wanted, $0.key)) }.filter { $0.distance <= allowed }
        guard let best = near.map(\.distance).min() else { return [] }
        return near.filter { $0.distance == best }.map(\.name).sorted().prefix(3).map { $0 }
    }

    /// The words to show when the name was not found or not unique: `no food named “oatz”; did you mean Oats?`.
    public func problem(kind: String, typed: String) -> String? {
        let shown = typed.count > 40 ? typed.prefix(39) + "…" : Substring(typed)
        switch self {
        case .found: return nil
        case .ambiguous(let names):
            let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
            return "“\(shown)” matches \(names.count) \(kind)s (\(listed)); type more of the name."
        case .missing(let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
            return "no \(kind) named “\(shown)”\(hint)"
        }
    }

    /// Longer input is not a typo of anything (and keeps the distance table small).
    static let maxSpellingLength = 64

    /// Edits between two spellings (insert, delete, replace, or swap two neighbours: `cpu` is one
    /// edit from `cup`), three rows at a time.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a.prefix(maxSpellingLength)), right = Array(b.prefix(maxSpellingLength))
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = previous
        for i in left.indices {
            current[0] = i + 1
            for j in right.indices {
                var best = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left[i] == right[j] ? 0 : 1))
                if i > 0, j > 0, left[i] == right[j - 1], left[i - 1] == right[j] { best = min(best, beforePrevious[j - 1] + 1) }
                current[j + 1] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
