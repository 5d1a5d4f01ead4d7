import Foundation

/// A JSON text already checked by `JSONSyntax`, read in place: a value is known by the offset of its
/// first byte, and only what a field asks for becomes a Swift value (a 64 MB export is never held
/// twice, once as text and once as a tree of objects).
/// Bytes are written as numbers (0x22 `"`, 0x5C `\`, 0x7B `{`, 0x7D `}`, 0x5B `[`, 0x5D `]`, 0x2C `,`,
/// 0x3A `:`): `UInt8(ascii:)` is a call per byte in a debug build, a third of the time.
struct JSONBytes {
    let bytes: UnsafeRawBufferPointer
    /// The top-level object's members, once read (`withRootMembers`): the import reads them three times
    /// (format, unknown fields, the document), and each read would otherwise skip the whole file.
    private var rootMembers: [(key: String, value: Int)]?

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The same text with the top-level object's members read once.
    func withRootMembers() -> JSONBytes {
        var json = self
        json.rootMembers = bytes[root] == 0x7B ? members(of: root) : nil
        return json
    }

    /// The members of the object at `start` (its keys read), in the text's order.
    func members(of start: Int) -> [(key: String, value: Int)] {
        if start == root, let rootMembers { return rootMembers }
        var members: [(key: String, value: Int)] = []
        forEachMember(of: start) { key, value in members.append((string(at: key), value)) }
        return members
    }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// Where the text's one value starts (after a byte order mark and white space).
    var root: Int {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return skipSpace(start)
    }

    func skipSpace(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i
    }

    /// The offset of the quote closing the string that opens at `start`.
    func stringEnd(_ start: Int) -> Int {
        var i = start + 1
        while bytes[i] != 0x22 { i += bytes[i] == 0x5C ? 2 : 1 }
        return i
    }

    /// The offset just past the value that starts at `start`.
    func end(of start: Int) -> Int {
        switch bytes[start] {
        case 0x22:
            return stringEnd(start) + 1
        case 0x7B, 0x5B:
            var depth = 0
            var i = start
            repeat {
                switch bytes[i] {
                case 0x22: i = stringEnd(i)
                case 0x7B, 0x5B: depth += 1
                case 0x7D, 0x5D: depth -= 1
                default: break
                }
                i += 1
            } while depth > 0
            return i
        default:
            var i = start
            while i < bytes.count {
                let byte = bytes[i]
                if byte == 0x2C || byte == 0x5D || byte == 0x7D || Self.isSpace(byte) { break }
                i += 1
            }
            return i
        }
    }

    /// The start of the value after the one at `start` in its list or object, or of the closing bracket.
    func next(after start: Int) -> Int {
        let i = skipSpace(end(of: start))
        return bytes[i] == 0x2C ? skipSpace(i + 1) : i
    }

    /// Each member of the object at `start`: where its key's string starts, and where its value starts.
    func forEachMember(of start: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var key = skipSpace(start + 1)
        while bytes[key] != 0x7D {
            let value = skipSpace(skipSpace(stringEnd(key) + 1) + 1)
            try body(key, value)
            key = next(after: value)
        }
    }

    /// Each element of the list at `start`, by where it starts.
    func forEachElement(of start: Int, _ body: (_ element: Int) throws -> Void) rethrows {
        var element = skipSpace(start + 1)
        while bytes[element] != 0x5D {
            try body(element)
            element = next(after: element)
        }
    }

    /// The text of a number (or literal) at `start`.
    func scalarText(at start: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end(of: start)]), as: UTF8.self)
    }

    /// The string at `start` with its escapes read (checked: every `\u` surrogate has its pair).
    func string(at start: Int) -> String {
        let close = stringEnd(start)
        let raw = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<close])
        guard raw.contains(0x5C) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        while i < raw.count {
            guard raw[i] == 0x5C else {
                out.append(raw[i])
                i += 1
                continue
            }
            let escape = raw[i + 1]
            i += 2
            switch escape {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = Self.hex(raw, i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (Self.hex(raw, i + 2) - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: out.append(escape)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The four hex digits at `offset` (checked by `JSONSyntax`).
    static func hex(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        raw[offset..<(offset + 4)].reduce(0) { value, digit in
            value << 4 | UInt32(digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10)
        }
    }
}
