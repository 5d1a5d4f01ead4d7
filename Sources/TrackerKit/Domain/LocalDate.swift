import Foundation

/// A calendar date with no time and no zone: one diary day. Arithmetic is on days since
/// 1970-01-01 (proleptic Gregorian), so it is exact and independent of the time zone.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Returns nil for dates that do not exist (2026-02-30, month 13, day 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The days a LocalDate spans: 0000-03-01 to 9999-12-31. Arithmetic on a stored or computed count
    /// of days (a goal 10^18 days away) stops at the ends instead of overflowing.
    static let dayRange = -719_468...2_932_896

    public init(daysSinceEpoch: Int) {
        // Howard Hinnant's civil_from_days.
        let z = min(max(daysSinceEpoch, Self.dayRange.lowerBound), Self.dayRange.upperBound) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        let w = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday
        return (w < 0 ? w + 7 : w) + 1
    }

    /// ISO 8601 week number (weeks start Monday; week 1 holds the year's first Thursday).
    public var isoWeek: Int {
        let thursday = adding(days: 4 - isoWeekday)
        let firstOfYear = LocalDate(year: thursday.year, month: 1, day: 1)!
        return (thursday.daysSinceEpoch - firstOfYear.daysSinceEpoch) / 7 + 1
    }

    public func adding(days: Int) -> LocalDate {
        let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
        return LocalDate(daysSinceEpoch: overflow ? (days > 0 ? Int.max : Int.min) : sum)
    }

    /// Same day in another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb) and to the
    /// months a LocalDate spans (a month after December 9999 is December 9999).
    public func adding(months: Int) -> LocalDate {
        let months = min(max(months, -Self.monthSpan), Self.monthSpan)
        let index = min(max(year * 12 + (month - 1) + months, 12), 9999 * 12 + 11)
        let y = index / 12, m = index % 12 + 1
        return LocalDate(year: y, month: m, day: min(day, LocalDate.daysIn(month: m, year: y)))!
    }

    private static let monthSpan = 12 * 10_000

    public var firstOfMonth: LocalDate { LocalDate(year: year, month: month, day: 1)! }
    public var daysInMonth: Int { LocalDate.daysIn(month: month, year: year) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// `YYYY-MM-DD`, the form the CLI takes and prints.
    public var iso: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public var description: String { iso }

    /// Parses strict `YYYY-MM-DD` (ASCII digits only); nil for anything else, including dates that do
    /// not exist. Works on the bytes: this runs for every row the chart reads.
    public init?(iso text: String) {
        var digits = [Int](repeating: 0, count: 8)
        var count = 0, index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard index < 10, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            digits[count] = Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        guard index == 10 else { return nil }
        let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        self.init(year: year, month: digits[4] * 10 + digits[5], day: digits[6] * 10 + digits[7])
    }

    /// The calendar date of `instant` in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        self.init(instant, offset: .zone(timeZone))
    }

    /// The calendar date of `instant` at the given offset from UTC (`.system`: this machine's zone).
    public init(_ instant: Date, offset: ZoneOffset) {
        let seconds = Int(saturating: instant.timeIntervalSince1970.rounded(.down)) + offset.secondsFromGMT(instant)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        self.init(daysSinceEpoch: days)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
