import Foundation

/// A food deleted on one machine while another logged it (QA M9). A deletion removes what its machine knew: the
/// food and the entries it had. An entry it had not seen (logged elsewhere before that machine synced) keeps its
/// food: the food comes back, with every field as its latest edits left it, as a new change that every machine
/// receives, so all of them converge on it (docs/sync.md, "Merge rules").
enum SyncRevival {
    /// A child table whose present rows keep the parent their column names.
    struct Rule {
        let child: String
        let column: String
        let parent: String
    }

    static let rules = [Rule(child: "foodEntry", column: "foodId", parent: "food")]

    /// The removed parents that a present child uses, among the records this sync changed, each with the children.
    static func needed(changed: [String: Set<String>], ledger: SyncLedger) throws -> [(rule: Rule, parent: String, children: Set<String>)] {
        var needed: [(Rule, String, Set<String>)] = []
        for rule in rules {
            var using: [String: Set<String>] = [:]
            func removed(_ parent: String) throws -> Bool { try ledger.entry(rule.parent, parent)?.state.wasRemoved == true }
            func parent(of entry: SyncLedger.Entry) -> String? {
                entry.state.isPresent ? SyncValue.textValue(entry.state.f[rule.column] ?? nil) : nil
            }
            for id in changed[rule.child] ?? [] {
                if let entry = try ledger.entry(rule.child, id), let parent = parent(of: entry), try removed(parent) {
                    using[parent, default: []].insert(id)
                }
            }
            // A deletion that arrived now: do children it never saw use the parent? (Read only when a parent was removed.)
            let removedNow = try (changed[rule.parent] ?? []).filter { try removed($0) }
            if !removedNow.isEmpty {
                for (id, entry) in try ledger.everyRecord(of: rule.child) {
                    if let parent = parent(of: entry), removedNow.contains(parent) { using[parent, default: []].insert(id) }
                }
            }
            needed += using.sorted { $0.key < $1.key }.map { (rule, $0.key, $0.value) }
        }
        return needed
    }

    static func line(name: String, children: Int) -> String {
        "The food “\(name)” was deleted on a machine that had not seen \(children) entr\(children == 1 ? "y" : "ies") logged with it; it is kept with \(children == 1 ? "it" : "them"). Delete it again to remove it and its entries everywhere."
    }
}
