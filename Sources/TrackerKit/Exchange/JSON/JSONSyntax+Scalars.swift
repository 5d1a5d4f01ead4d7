/// Strings and numbers, byte by byte.
extension JSONSyntax.Reader {
    mutating func string() -> JSONSyntax.Failure? {
        i += 1
        let start = i
        while !atEnd {
            if i - start > limits.textBytes { return .tooLong }
            switch byte {
            case 0x22:
                i += 1
                return nil
            case 0x5C:
                if let failure = escape() { return failure }
            case 0..<0x20: return .damaged("a control character inside a string")
            case 0x80...:
                guard let length = utf8Length() else { return .damaged("not UTF-8") }
                i += length
            default: i += 1
            }
        }
        return .damaged("cut short inside a string")
    }

    mutating func escape() -> JSONSyntax.Failure? {
        guard i + 1 < json.bytes.count else { return .damaged("cut short inside a string") }
        let letter = json[i + 1]
        guard letter == 0x75 else {
            guard "\"\\/bfnrt".utf8.contains(letter) else { return .damaged("an unknown escape") }
            i += 2
            return nil
        }
        guard let scalar = hex(at: i + 2) else { return .damaged("a \\u escape without four hex digits") }
        i += 6
        if (0xDC00..<0xE000).contains(scalar) { return .damaged("a lone low surrogate") }
        guard (0xD800..<0xDC00).contains(scalar) else { return nil }
        guard i + 1 < json.bytes.count, json[i] == 0x5C, json[i + 1] == 0x75, let low = hex(at: i + 2), (0xDC00..<0xE000).contains(low)
        else { return .damaged("a high surrogate without its low surrogate") }
        i += 6
        return nil
    }

    func hex(at offset: Int) -> UInt32? {
        guard offset + 4 <= json.bytes.count else { return nil }
        let digits = UnsafeRawBufferPointer(rebasing: json.bytes[offset..<(offset + 4)])
        guard digits.allSatisfy({ ("0"..."9").contains(Character(Unicode.Scalar($0))) || ("a"..."f").contains(Character(Unicode.Scalar($0 | 0x20))) }) else {
            return nil
        }
        return JSONBytes.hex(digits, 0)
    }

    /// The length of the UTF-8 sequence at `i`, nil if it is not one (overlong, a surrogate, past U+10FFFF, cut short).
    func utf8Length() -> Int? {
        let lead = byte
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF:
            length = 3
            if lead == 0xE0 { low = 0xA0 } else if lead == 0xED { high = 0x9F }
        case 0xF0...0xF4:
            length = 4
            if lead == 0xF0 { low = 0x90 } else if lead == 0xF4 { high = 0x8F }
        default: return nil
        }
        guard i + length <= json.bytes.count, (low...high).contains(json[i + 1]) else { return nil }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(json[i + offset]) { return nil }
        return length
    }

    /// JSON's grammar for a number; one a Double cannot hold (1e999, 400 digits) is refused by its path.
    mutating func number() -> JSONSyntax.Failure? {
        let start = i
        var large = false
        if byte == 0x2D { i += 1 }
        let first = i
        let count = digits()
        guard count > 0 else { return .damaged("a number without digits") }
        if count > 1, json[first] == 0x30 { return .damaged("a number with a leading zero") }
        if !atEnd, byte == 0x2E {
            i += 1
            guard digits() > 0 else { return .damaged("a number without digits after its point") }
        }
        if !atEnd, byte | 0x20 == 0x65 {
            large = true
            i += 1
            if !atEnd, byte == 0x2B || byte == 0x2D { i += 1 }
            guard digits() > 0 else { return .damaged("a number without digits in its exponent") }
        }
        if large || i - start > 300 {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: json.bytes[start..<i]), as: UTF8.self)
            if Double(text)?.isFinite != true { return .tooLarge }
        }
        return nil
    }

    /// Skips digits, returning how many.
    mutating func digits() -> Int {
        let start = i
        while !atEnd, (0x30...0x39).contains(byte) { i += 1 }
        return i - start
    }
}
