import Foundation

/// An export's number, read whole: `77.8`, `1e3`, or a decimal comma some apps write (`77,8`). Nil when
/// the text is not one number (`72kg`, `1,500` — a thousands group or 1.5? —, `0x50`, `nan`): the value
/// is refused, never cut to what precedes the first odd character.
enum HealthNumber {
    static func read(_ text: UnsafePointer<CChar>, length: Int) -> Double? {
        if let plain = plainDecimal(text, length: length) { return plain }
        // Nearly every value is a plain number strtod reads whole (millions of heart rates): only the
        // rest is looked at character by character. Hexadecimal ("0x50") strtod would take is refused.
        if length > 0 && length <= 64, memchr(text, 0x78, length) == nil, memchr(text, 0x58, length) == nil {
            let whole: Double? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { copy in
                copy.baseAddress!.update(from: text, count: length)
                copy[length] = 0
                var stop: UnsafeMutablePointer<CChar>?
                let value = strtod(copy.baseAddress!, &stop)
                return stop == copy.baseAddress! + length && value.isFinite ? value : nil
            }
            if let whole { return whole }
        }
        return slowRead(text, length: length)
    }

    /// `72`, `77.8`, `-0.5`: an optional minus, digits, and at most one point with digits after it, 15
    /// digits or fewer. Then the digits as a whole number and the power of ten are both exact doubles,
    /// and one division rounds correctly: the double strtod reads (Clinger's fast path), without the copy
    /// and the call (strtod was 1.5 % of an import's time). Nil for anything else, which strtod reads.
    @inline(__always)
    private static func plainDecimal(_ text: UnsafePointer<CChar>, length: Int) -> Double? {
        let negative = length > 0 && text[0] == 45
        var index = negative ? 1 : 0
        var whole: Int64 = 0, digits = 0, decimals = 0, point = false
        while index < length {
            let byte = UInt8(bitPattern: text[index])
            if byte &- 48 < 10 {
                whole = whole &* 10 &+ Int64(byte &- 48)
                digits += 1
                if point { decimals += 1 }
            } else if byte == 46 && !point && digits > 0 {
                point = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits <= 15, !point || decimals > 0 else { return nil }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }  // exact: every power of ten up to 1e15 is a double
        let value = Double(whole) / scale
        return negative ? -value : value
    }

    private static func slowRead(_ text: UnsafePointer<CChar>, length: Int) -> Double? {
        var start = 0, end = length
        while start < end, text[start] == 32 { start += 1 }
        while end > start, text[end - 1] == 32 { end -= 1 }
        guard end > start, end - start <= 400 else { return nil }
        var comma = -1, dots = 0
        for index in start..<end {
            switch UInt8(bitPattern: text[index]) {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: ","):
                guard comma < 0 else { return nil }
                comma = index
            default: return nil
            }
        }
        if comma >= 0 && (dots > 0 || !isDecimalComma(text, comma: comma, start: start, end: end)) { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: end - start + 1) { copy in
            copy.baseAddress!.update(from: text + start, count: end - start)
            if comma >= 0 { copy[comma - start] = 46 }
            copy[end - start] = 0
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(copy.baseAddress!, &stop)
            guard let stop, stop == copy.baseAddress! + (end - start), value.isFinite else { return nil }
            return value
        }
    }

    /// `77,8`, `0,500`: a comma with digits on both sides that cannot be a thousands separator
    /// (three digits after it and a first group other than 0 could be either: refused).
    private static func isDecimalComma(_ text: UnsafePointer<CChar>, comma: Int, start: Int, end: Int) -> Bool {
        func isDigit(_ index: Int) -> Bool { index >= start && index < end && text[index] >= 48 && text[index] <= 57 }
        guard isDigit(comma - 1), isDigit(comma + 1) else { return false }
        var digitsAfter = 0
        while isDigit(comma + 1 + digitsAfter) { digitsAfter += 1 }
        var firstDigit = start
        while !isDigit(firstDigit) { firstDigit += 1 }
        let leadingZero = firstDigit == comma - 1 && text[firstDigit] == 48
        return !Input.isSeparatorAmbiguous(digitsBefore: comma - firstDigit, leadingZero: leadingZero, digitsAfter: digitsAfter)
    }
}

/// Values an import could not read as numbers, with the line of the first few: the summary names them.
struct UnreadableNumbers: Equatable {
    private(set) var count = 0
    private(set) var examples: [(line: Int, text: String)] = []

    mutating func add(line: Int, text: String) {
        count += 1
        // Shown in a terminal: anything but printable ASCII becomes "?" (an escape sequence stays inert).
        let shown = String(text.prefix(40).unicodeScalars.map { (32..<127).contains($0.value) ? Character($0) : "?" })
        if examples.count < 3 { examples.append((line, shown)) }
    }

    static func == (lhs: UnreadableNumbers, rhs: UnreadableNumbers) -> Bool {
        lhs.count == rhs.count && lhs.examples.map(\.line) == rhs.examples.map(\.line) && lhs.examples.map(\.text) == rhs.examples.map(\.text)
    }

    /// `line 14: “1,500”; line 20: “72kg”`.
    var listed: String {
        examples.map { "line \($0.line): “\($0.text)”" }.joined(separator: "; ") + (count > examples.count ? "; …" : "")
    }
}
