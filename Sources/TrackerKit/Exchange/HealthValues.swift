import Foundation

/// Reading an export's dates and units.
enum HealthValues {
    /// `2024-03-05 07:12:09 +0100`, or the 2015 form `20150603050200+0100`. Returns the instant
    /// (seconds since 1970) and the calendar day as written: a record belongs to the day its own
    /// date shows, in the offset the export wrote (which is the export-time offset — see README).
    static func date(_ text: UnsafePointer<CChar>) -> (seconds: Double, day: LocalDate)? {
        date(text, length: strlen(text))
    }

    /// The same for `length` bytes that need not end in a NUL (an attribute value inside libxml2's buffer).
    static func date(_ text: UnsafePointer<CChar>, length: Int) -> (seconds: Double, day: LocalDate)? {
        func digits(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for index in from..<(from + count) {
                let c = Int(text[index]) - 48
                guard c >= 0 && c <= 9 else { return nil }
                value = value * 10 + c
            }
            return value
        }
        let parts: (Int, Int, Int, Int, Int, Int, Int)  // year…second and the offset position
        if length >= 25 && text[4] == 45 && text[10] == 32 {
            guard let y = digits(0, 4), let mo = digits(5, 2), let d = digits(8, 2), let h = digits(11, 2),
                let mi = digits(14, 2), let s = digits(17, 2)
            else { return nil }
            parts = (y, mo, d, h, mi, s, 20)
        } else if length >= 19 {
            guard let y = digits(0, 4), let mo = digits(4, 2), let d = digits(6, 2), let h = digits(8, 2),
                let mi = digits(10, 2), let s = digits(12, 2)
            else { return nil }
            parts = (y, mo, d, h, mi, s, 14)
        } else {
            return nil
        }
        guard let day = LocalDate(year: parts.0, month: parts.1, day: parts.2), parts.3 < 24, parts.4 < 60, parts.5 < 61 else { return nil }
        let sign = text[parts.6] == 45 ? -1 : 1
        // UTC offsets run from −12:00 to +14:00; "+9999" is a damaged date, not a place.
        guard text[parts.6] == 43 || text[parts.6] == 45, let oh = digits(parts.6 + 1, 2), let om = digits(parts.6 + 3, 2),
            oh * 60 + om <= 14 * 60, om < 60
        else { return nil }
        let local = Double(day.daysSinceEpoch) * 86_400 + Double(parts.3 * 3600 + parts.4 * 60 + parts.5)
        return (local - Double(sign * (oh * 3600 + om * 60)), day)
    }

    /// A whole number or a decimal (`HealthNumber`): nil when the text is not exactly one.
    static func number(_ text: UnsafePointer<CChar>) -> Double? {
        HealthNumber.read(text, length: strlen(text))
    }

    static func number(_ text: UnsafePointer<CChar>, length: Int) -> Double? {
        HealthNumber.read(text, length: length)
    }

    static func number(_ text: String) -> Double? {
        text.withCString { HealthNumber.read($0, length: strlen($0)) }
    }

    /// The offset from UTC a date was written in, in seconds (`+0100` → 3600).
    static func writtenOffset(_ text: UnsafePointer<CChar>, length: Int) -> Int? {
        guard date(text, length: length) != nil else { return nil }
        let at = length >= 25 && text[4] == 45 && text[10] == 32 ? 20 : 14
        func digits(_ from: Int) -> Int { Int(text[from] - 48) * 10 + Int(text[from + 1] - 48) }
        return (text[at] == 45 ? -1 : 1) * (digits(at + 1) * 3600 + digits(at + 3) * 60)
    }

    static func kilograms(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "kg": return value
        case "lb": return value * WeightUnit.kilogramsPerPound
        case "g": return value / 1000
        case "st": return value * 6.35029318
        default: return nil
        }
    }

    static func kilocalories(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "kcal", "Cal": return value
        case "kJ": return value / 4.184
        case "cal": return value / 1000
        default: return nil
        }
    }

    /// Beats a minute; legacy exports wrote heart rate in `count/s`.
    static func beatsPerMinute(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "count/min", "": return value
        case "count/s": return value * 60
        default: return nil
        }
    }

    static func meters(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "m": return value
        case "yd": return value * 0.9144
        case "km": return value * 1000
        case "mi": return value * 1609.344
        case "ft": return value * 0.3048
        default: return nil
        }
    }

    static func seconds(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "min": return value * 60
        case "s": return value
        case "h", "hr": return value * 3600
        default: return nil
        }
    }

    /// `25 m`, `25 yd` (the lap length metadata).
    static func length(_ text: String) -> Double? {
        poolLength(text)?.meters
    }

    /// The pool's length in metres and the unit it was measured in.
    static func poolLength(_ text: String) -> (meters: Double, unit: SwimDistanceUnit)? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let value = number(String(parts[0])), let meters = meters(value, unit: String(parts[1])) else { return nil }
        return (meters, parts[1] == "yd" ? .yards : .meters)
    }
}

/// Progress of a long import, shared between the worker and the screen that shows it.
public final class ImportProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var _fraction = 0.0
    private var _bytes: Int64 = 0
    private var _cancelled = false
    private var _phase = "Reading"
    private var _xmlBytes: Int64 = 0

    public init() {}

    public var fraction: Double { lock.withLock { _fraction } }
    public var bytesRead: Int64 { lock.withLock { _bytes } }
    public var phase: String { lock.withLock { _phase } }
    /// The size of the XML being read (inflated, for a zip), once it is known.
    public var xmlBytes: Int64 { lock.withLock { _xmlBytes } }
    public var isCancelled: Bool { lock.withLock { _cancelled } }
    public func cancel() { lock.withLock { _cancelled = true } }

    func update(fraction: Double, bytes: Int64) {
        lock.withLock {
            _fraction = fraction
            _bytes = bytes
        }
    }

    func setXMLBytes(_ bytes: Int64) { lock.withLock { _xmlBytes = bytes } }

    func enter(_ phase: String) { lock.withLock { _phase = phase } }
}
