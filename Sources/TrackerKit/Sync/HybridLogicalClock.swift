import Foundation

/// A hybrid logical clock stamp: wall time in milliseconds, a counter for events within one
/// millisecond (or after a stamp from a clock that runs ahead), and the replica that made it.
/// Its text form sorts as the stamps do, so stamps are compared and stored as text.
public struct SyncStamp: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let millis: Int64
    public let counter: Int
    public let replica: String
    /// The text form has five digits for the counter: a clock past it moves to the next millisecond instead.
    public static let counterLimit = 99_999

    public init(millis: Int64, counter: Int, replica: String) {
        self.millis = millis
        self.counter = counter
        self.replica = replica
    }

    /// `0001764140000000.00000.3f9a…`: fixed-width numbers, then the replica id (the tie-break).
    public var description: String {
        let wall = String(millis), count = String(counter)
        return String(repeating: "0", count: max(0, 16 - wall.count)) + wall + "." + String(repeating: "0", count: max(0, 5 - count.count)) + count
            + "." + replica
    }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 16, parts[1].count == 5, let millis = Int64(parts[0]), let counter = Int(parts[1]),
            millis >= 0, counter >= 0, !parts[2].isEmpty
        else { return nil }
        self.init(millis: millis, counter: counter, replica: String(parts[2]))
    }

    public static func < (lhs: SyncStamp, rhs: SyncStamp) -> Bool {
        (lhs.millis, lhs.counter, lhs.replica) < (rhs.millis, rhs.counter, rhs.replica)
    }
}

/// Hands out stamps that only go forward: past the wall clock, and past every stamp seen from
/// another replica, so an edit made after reading another machine's change orders after it even
/// when this machine's clock is behind.
public struct HybridLogicalClock: Sendable {
    public private(set) var latest: SyncStamp
    /// The latest edit stamp this machine handed out (`advance(past:)`), or found in its own files and those of its ids
    /// before a reset: its later edits order after it, and after another machine's stamp only of the same field
    /// (`SyncEditStamps`). A tick does not move it: a tick after a fast clock's stamps was received is just past them,
    /// and would carry every later edit here past the typing time (the field's own stamp orders an edit after a tick's).
    public private(set) var ownLatest: SyncStamp
    /// The largest lead a remote stamp had over this machine's clock, in milliseconds; only stamps later than
    /// any this machine had seen count, so a clock that was wrong once is said once, not at every sync after.
    public private(set) var largestSkew: Int64 = 0
    /// The received stamp with that lead (the earliest of its millisecond: the machine whose clock made it).
    public private(set) var furthestAhead: SyncStamp?
    private let now: @Sendable () -> Date
    private let knownMillis: Int64

    /// `own`: the latest stamp this machine handed out, when known; else `latest` stands in (a diary of an earlier Tracker).
    public init(replica: String, latest: SyncStamp?, own: SyncStamp? = nil, now: @escaping @Sendable () -> Date) {
        self.latest = latest.map { SyncStamp(millis: $0.millis, counter: $0.counter, replica: replica) } ?? SyncStamp(millis: 0, counter: 0, replica: replica)
        ownLatest =
            (own ?? latest).map { SyncStamp(millis: $0.millis, counter: $0.counter, replica: replica) } ?? SyncStamp(millis: 0, counter: 0, replica: replica)
        self.now = now
        knownMillis = latest?.millis ?? 0
    }

    private var wall: Int64 { Int64((now().timeIntervalSince1970 * 1000).rounded(.down)) }

    /// A stamp for a change made here now.
    public mutating func tick() -> SyncStamp {
        let wall = wall
        if wall > latest.millis {
            latest = SyncStamp(millis: wall, counter: 0, replica: latest.replica)
        } else if latest.counter < SyncStamp.counterLimit {
            latest = SyncStamp(millis: latest.millis, counter: latest.counter + 1, replica: latest.replica)
        } else {
            // A clock ahead of the wall that hands out more stamps than the counter holds (a first sync of years).
            latest = SyncStamp(millis: latest.millis + 1, counter: 0, replica: latest.replica)
        }
        return latest
    }

    /// Moves past a stamp this machine id made before (found in its own files in the carrier), without judging any
    /// clock: a diary restored from a backup, or a copy, then never hands out a stamp its id already used.
    /// `edit`: the stamp of an edit (it moves `ownLatest` too); else a tick's, such as a new record's id.
    public mutating func advance(past stamp: SyncStamp, edit: Bool = true) {
        if edit, (stamp.millis, stamp.counter) > (ownLatest.millis, ownLatest.counter) {
            ownLatest = SyncStamp(millis: stamp.millis, counter: stamp.counter, replica: latest.replica)
        }
        guard (stamp.millis, stamp.counter) > (latest.millis, latest.counter) else { return }
        latest = SyncStamp(millis: stamp.millis, counter: stamp.counter, replica: latest.replica)
    }

    /// Moves past a stamp received from another replica.
    public mutating func observe(_ stamp: SyncStamp) {
        let wall = wall
        if stamp.millis > knownMillis, stamp.millis - wall > largestSkew || (stamp.millis - wall == largestSkew && stamp < furthestAhead ?? stamp) {
            largestSkew = stamp.millis - wall
            furthestAhead = stamp
        }
        guard stamp.millis > latest.millis || (stamp.millis == latest.millis && stamp.counter > latest.counter) else { return }
        latest = SyncStamp(millis: stamp.millis, counter: stamp.counter, replica: latest.replica)
    }
}
