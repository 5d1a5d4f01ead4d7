import Foundation

/// The names a joining diary's own foods, counters, pads and programs must not take: those of records the carrier
/// holds as deleted. A joiner collects its rows before it has merged anything, so its ledger does not know of
/// those deletions; without this, its own "Sit" would take the deleted counter's identity and bring back what the
/// deletion took (another machine's taps on it) everywhere but on that machine (QA s9 N9). It takes the identity a
/// machine that saw the deletion gives a record made again under that name (`SyncNamedIdentity`).
struct SyncJoinNames {
    /// Table, then identity: the stamp of the deletion, for each named record whose latest presence in the carrier is "removed".
    private var removals: [String: [String: String]] = [:]
    /// Table, then the identity a name's key makes now: the carrier's record of that name first synced under the older key
    /// (`NameKey.keepingVariationSelectors`, `name:🍣️`), which a joiner's own "🍣" is (as its own "apple" is the carrier's "Apple").
    private var olderKeys: [String: [String: String]] = [:]

    init() {}

    init(received: [SyncChange]) {
        var states: [String: [String: SyncRecordState]] = [:]
        for change in received where change.f[SyncRecordState.presentField] != nil && SyncTable.named(change.t)?.identity == .named {
            _ = states[change.t, default: [:]][change.id, default: SyncRecordState()].merge(change, removalIsFinal: false)
        }
        for (table, records) in states {
            for (id, state) in records where state.wasRemoved {
                if let stamp = state.s[SyncRecordState.presentField] { removals[table, default: [:]][id] = stamp }
            }
            for (id, state) in records where state.isPresent && id.hasPrefix("name:") && !id.contains("@") {
                let now = "name:" + NameKey.of(String(id.dropFirst(5)))
                // A record the carrier holds under the new key itself (made by a newer machine) is that record.
                if now != id, records[now]?.isPresent != true { olderKeys[table, default: [:]][now] = id }
            }
        }
    }

    /// `candidate`, or the identity after every deletion of it and of the identities that followed.
    func identity(_ candidate: String, base: String, of table: String) -> String {
        var identity = olderKeys[table]?[candidate] ?? candidate
        var seen: Set<String> = []
        while let removal = removals[table]?[identity], seen.insert(identity).inserted { identity = base + "@" + removal }
        return identity
    }
}
