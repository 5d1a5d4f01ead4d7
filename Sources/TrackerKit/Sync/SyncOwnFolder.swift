import Foundation

/// A file in this machine's own folder, numbered past what it has written, that does not open (renamed there, planted,
/// or cut short): no other machine could read it, and only this machine numbers that folder. It writes an empty
/// segment of its own at that number, so every machine reads past it, and its changes follow in the next number.
/// (Empty, not this sync's changes: a machine that read a good file there before it was damaged would skip them.)
enum SyncOwnFolder {
    /// Returns what to tell the user.
    static func fill(_ unreadable: SegmentReader.UnreadableOwn?, _ configuration: inout SyncConfiguration) throws -> [String] {
        guard let unreadable else { return [] }
        let payload = try JSONEncoder().encode(SyncPayload(changes: []))
        let sealed = try SegmentCodec.seal(
            payload, key: configuration.key, diary: configuration.diary, replica: configuration.replica, sequence: unreadable.number)
        try configuration.store.write(sealed, replica: configuration.replica, sequence: unreadable.number)
        configuration.sequence = max(configuration.sequence, unreadable.number)
        return [
            "Replaced: \(unreadable.path) is in this machine's own folder but does not open (\(unreadable.reason)); this machine never wrote it, and wrote an empty segment of its own there so that every machine reads on."
        ]
    }
}
