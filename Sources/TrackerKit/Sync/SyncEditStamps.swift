/// Stamps for changes made before the sync that sends them (QA s10 S10-9): an edit is ordered by when it was made, so
/// a machine that was offline and syncs last does not overwrite a later edit made elsewhere. An edit is never before
/// what it overwrote, the field's stamp as last merged here (a machine whose clock is behind still orders an edit made
/// after it received another's after it), nor before this machine's own earlier stamps (`HybridLogicalClock.ownLatest`).
/// Another machine's stamp of another field does not count: a fast clock's changes do not carry every later edit
/// elsewhere past the typing time (QA s11b S11b-3). Stamps are never handed out twice in one sync.
struct SyncEditStamps {
    /// This machine's own latest stamp as the last sync left it.
    let before: SyncStamp
    private var issued: Set<SyncStamp> = []

    init(before: SyncStamp) { self.before = before }

    mutating func stamp(editedAt millis: Int64, after overwritten: SyncStamp? = nil) -> SyncStamp {
        let floor = max(before, overwritten ?? before)
        var stamp =
            millis > floor.millis
            ? SyncStamp(millis: millis, counter: 0, replica: before.replica)
            : SyncStamp(millis: floor.millis, counter: floor.counter, replica: before.replica).next
        while issued.contains(stamp) { stamp = stamp.next }
        return taken(stamp)
    }

    /// Notes a stamp handed out another way (the clock's), so an edit's stamp is never the same.
    mutating func taken(_ stamp: SyncStamp) -> SyncStamp {
        issued.insert(stamp)
        return stamp
    }
}

extension SyncStamp {
    /// The stamp right after this one, of the same replica.
    var next: SyncStamp {
        counter < Self.counterLimit
            ? SyncStamp(millis: millis, counter: counter + 1, replica: replica) : SyncStamp(millis: millis + 1, counter: 0, replica: replica)
    }
}

extension SyncJournalTimes {
    /// `changed` split by when each field was changed, earliest first: a field an update changed at its own time, a
    /// child list at the row's last change, any other (a new row's) at the row's first.
    func grouped(_ changed: [String: String?], children: Set<String>) -> [(Int64, [String: String?])] {
        var groups: [Int64: [String: String?]] = [:]
        for (field, value) in changed {
            let time = fields[field] ?? (children.contains(field) ? last : first)
            groups[time, default: [:]][field] = value
        }
        return groups.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
