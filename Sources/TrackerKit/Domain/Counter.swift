import Foundation

public enum ResetPeriod: String, CaseIterable, Sendable {
    case daily, weekly
}

public struct Counter: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var count: Int64
    public var start: Int64
    public var step: Int64
    public var createdAt: Date
    public var pinned: Bool
    public var goal: Int64?
    public var resetPeriod: ResetPeriod?
    /// The count a daily or weekly restart goes back to (the start unless set apart).
    public var restartAt: Int64

    public init(
        id: Int64, name: String, count: Int64, start: Int64, step: Int64, createdAt: Date, pinned: Bool,
        goal: Int64? = nil, resetPeriod: ResetPeriod? = nil, restartAt: Int64? = nil
    ) {
        self.restartAt = restartAt ?? start
        self.id = id
        self.name = name
        self.count = count
        self.start = start
        self.step = step
        self.createdAt = createdAt
        self.pinned = pinned
        self.goal = goal
        self.resetPeriod = resetPeriod
    }

    /// "New Counter N" with the smallest N no other counter uses (the seed's rule).
    public static func defaultName(existing names: [String]) -> String {
        let keys = Set(names.map(NameKey.of))
        var n = 1
        while keys.contains("new counter \(n)") { n += 1 }
        return "New Counter \(n)"
    }
}

public struct CounterChange: Equatable, Sendable, Identifiable {
    public enum Kind: String, Sendable { case tap, add, set, reset }

    public var id: Int64
    public var counterId: Int64
    public var at: Date
    public var date: LocalDate
    public var delta: Int64
    public var countAfter: Int64
    public var kind: Kind
}

/// A saved counter pad: letters bound to counters, and an optional target total.
public struct CounterPad: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var target: Int64?
    /// Key and counter id, in key order.
    public var keys: [(key: Character, counterId: Int64)]

    public init(id: Int64, name: String, target: Int64?, keys: [(key: Character, counterId: Int64)]) {
        self.id = id
        self.name = name
        self.target = target
        self.keys = keys
    }

    /// The keys a pad binds, in order: the letters without `u` (undo), then `;`.
    public static let keyOrder: [Character] = Array("abcdefghijklmnopqrstvwxyz;")
    public static let maximumCounters = keyOrder.count

    public static func == (lhs: CounterPad, rhs: CounterPad) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.target == rhs.target
            && lhs.keys.map(\.key) == rhs.keys.map(\.key) && lhs.keys.map(\.counterId) == rhs.keys.map(\.counterId)
    }
}

/// Instants as ISO 8601 text with milliseconds, in UTC (stored and exported this way).
public enum Timestamp {
    public static func text(_ date: Date) -> String {
        let milliseconds = Int64(saturating: (date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let day = LocalDate(daysSinceEpoch: Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400))
        let secondOfDay = Int(seconds - Int64(day.daysSinceEpoch) * 86_400)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = Int(milliseconds - seconds * 1000)
        let msText = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(day.iso)T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(msText)Z"
    }

    public static func date(_ text: String) -> Date? {
        // YYYY-MM-DDTHH:MM:SS.mmmZ
        let bytes = Array(text.utf8)
        guard bytes.count == 24, let day = LocalDate(iso: String(text.prefix(10))) else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let h = number(11..<13), let m = number(14..<16), let s = number(17..<19), let ms = number(20..<23) else { return nil }
        let seconds = Double(day.daysSinceEpoch) * 86_400 + Double(h * 3600 + m * 60 + s) + Double(ms) / 1000
        return Date(timeIntervalSince1970: seconds)
    }
}
