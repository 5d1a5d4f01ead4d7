import Foundation

/// What the app puts into every new diary by itself (the default exercise list, `Exercise.defaults`) is not a
/// person's change. When such a record is first sent, the fields still as seeded are stamped as older than
/// anything (ms 0), so any real change made anywhere wins over them: a machine joining with a fresh diary does not
/// bring back deleted exercises or reset their order (QA s8 F12). A default a diary no longer holds when it first
/// syncs (deleted or renamed before sync was set up) is sent as removed, just after the seed (ms 0, counter 1).
enum SeededRecords {
    /// The stamp of a seeded value, and of a seeded record's removal made before sync was set up.
    static func seedStamp(replica: String) -> SyncStamp { SyncStamp(millis: 0, counter: 0, replica: replica) }
    static func removalStamp(replica: String) -> SyncStamp { SyncStamp(millis: 0, counter: 1, replica: replica) }
    /// The stamp of what a joining diary held before its first sync: after the seed, before any real change (QA s8b F12).
    static func joinStamp(replica: String) -> SyncStamp { SyncStamp(millis: 0, counter: 2, replica: replica) }

    /// The seeded values of each default record, by table and global id (encoded as `SyncValue`).
    static func defaults(of table: String) -> [String: [String: String?]] {
        guard table == "exercise" else { return [:] }
        var records: [String: [String: String?]] = [:]
        for (position, exercise) in Exercise.defaults.enumerated() {
            records["name:" + NameKey.of(exercise.name)] = [
                "name": SyncValue.text(exercise.name), "howTo": SyncValue.text(exercise.howTo),
                "position": SyncValue.integer(Int64(position)), "rating": SyncValue.integer(0),
            ]
        }
        return records
    }

    /// The fields of a record sent for the first time that still hold what the app seeded (with its presence when
    /// it is the seeded exercise itself: same name and how-to); empty for a record the app did not seed.
    static func seededFields(_ table: SyncTable, id: String, values: [String: String?]) -> Set<String> {
        guard let seeded = defaults(of: table.name)[id] else { return [] }
        var fields = Set(seeded.keys.filter { values[$0] != nil && values[$0] == seeded[$0] })
        if fields.contains("name") && fields.contains("howTo") { fields.insert(SyncRecordState.presentField) }
        return fields
    }
}

extension LocalChanges {
    /// Records a row sent for the first time: what is still as seeded with the seed's stamp, the rest as a change made now.
    mutating func recordFirst(_ table: SyncTable, id: String, localKey: String, values: [String: String?]) throws {
        let seeded = SeededRecords.seededFields(table, id: id, values: values)
        guard !seeded.isEmpty else { return try record(table, id: id, localKey: localKey, values: values) }
        var seededValues: [String: String?] = [:]
        for field in seeded where field != SyncRecordState.presentField { seededValues[field] = values[field] ?? nil }
        if seeded.contains(SyncRecordState.presentField) { seededValues[SyncRecordState.presentField] = SyncRecordState.present }
        try emit(table, id: id, fields: seededValues, localKey: localKey, stamp: SeededRecords.seedStamp(replica: clock.latest.replica))
        try record(table, id: id, localKey: localKey, values: values)
    }

    /// On a full comparison: each seeded record that no machine has sent and this diary no longer holds is sent as
    /// removed before sync was set up, so a fresh diary's seeded copy does not bring it back.
    mutating func recordSeededRemovals(_ table: SyncTable, heldIds: Set<String>) throws {
        for id in SeededRecords.defaults(of: table.name).keys.sorted() where !heldIds.contains(id) {
            guard try ledger.entry(table.name, id) == nil else { continue }
            try emit(
                table, id: id, fields: [SyncRecordState.presentField: SyncRecordState.absent], localKey: nil,
                stamp: SeededRecords.removalStamp(replica: clock.latest.replica))
        }
    }
}
