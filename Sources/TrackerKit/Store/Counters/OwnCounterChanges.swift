import Foundation

/// The counter changes this process wrote (their counterChange ids, recorded after the commit):
/// undo takes back only these, never a tap made by another window or the command line.
/// (Ids come from AUTOINCREMENT, so one is never reused for someone else's change.)
final class OwnCounterChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int64> = []

    func record(_ newIds: [Int64]) {
        guard !newIds.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        ids.formUnion(newIds)
    }

    func contains(_ id: Int64) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return ids.contains(id)
    }

    var all: [Int64] {
        lock.lock(); defer { lock.unlock() }
        return Array(ids)
    }

    func forget(_ id: Int64) {
        lock.lock(); defer { lock.unlock() }
        ids.remove(id)
    }
}

/// Transactions this process committed that changed something; a hook after writes compares it with what it last saw.
final class OwnWriteCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock(); defer { lock.unlock() }
        count += 1
    }

    var value: Int {
        lock.lock(); defer { lock.unlock() }
        return count
    }
}
