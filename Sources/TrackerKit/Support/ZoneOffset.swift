import Foundation

/// The offset from UTC that decides which calendar day an instant falls on. `system` asks the
/// C library (cheap); tests use fixed zones so they pass in any time zone.
public struct ZoneOffset: Sendable {
    public var secondsFromGMT: @Sendable (Date) -> Int

    public init(secondsFromGMT: @escaping @Sendable (Date) -> Int) {
        self.secondsFromGMT = secondsFromGMT
    }

    public static let system = ZoneOffset { instant in
        var seconds = time_t(instant.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    public static let utc = ZoneOffset { _ in 0 }

    public static func zone(_ timeZone: TimeZone) -> ZoneOffset {
        ZoneOffset { timeZone.secondsFromGMT(for: $0) }
    }
}
