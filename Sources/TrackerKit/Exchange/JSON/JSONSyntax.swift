import Foundation

/// One pass over a JSON text that checks everything `JSONBytes` and `ByteJSONDecoder` take for granted:
/// the grammar, UTF-8, escapes (a `\u` surrogate has its pair), nesting at most `JSONPathScan.maxDepth`
/// levels, at most `JSONLimits.members` members in one object, and numbers a Double can hold. It keeps one
/// byte per level, so a file is checked in time linear in its size and memory independent of it.
enum JSONSyntax {
    static func check(_ data: Data, limits: JSONLimits = .export) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var reader = Reader(json: JSONBytes(bytes: raw), limits: limits)
            if let failure = reader.run() {
                throw failure.error(data, reader.position(in: raw), limits)
            }
        }
    }

    enum Failure {
        case damaged(String), tooDeep, tooWide, tooLarge, tooLong, tooManyLists

        func error(_ data: Data, _ where: String, _ limits: JSONLimits) -> JSONImportError {
            switch self {
            case .tooDeep: if let error = JSONPathScan.tooDeep(in: data) { return error }
            case .tooWide: if let error = JSONPathScan.tooWide(in: data, limits: limits) { return error }
            case .tooLarge: if let error = JSONPathScan.numberTooLarge(in: data) { return error }
            case .tooLong: if let error = JSONPathScan.textTooLong(in: data, limits: limits) { return error }
            case .tooManyLists: if let error = JSONPathScan.tooManyLists(in: data, limits: limits) { return error }
            case .damaged(let detail): return JSONImportError(path: "", message: "not valid JSON (truncated or damaged?): \(detail) \(`where`)")
            }
            return JSONImportError(path: "", message: "not valid JSON (truncated or damaged?) \(`where`)")
        }
    }

    struct Reader {
        let json: JSONBytes
        let limits: JSONLimits
        var i = 0
        /// `{` or `[` per open level, and how many members each has (keys of an object, lists in a list).
        var levels: [UInt8] = []
        var members: [Int] = []

        init(json: JSONBytes, limits: JSONLimits) {
            self.json = json
            self.limits = limits
            i = json.root
        }

        var atEnd: Bool { i >= json.bytes.count }
        var byte: UInt8 { json[i] }

        func position(in raw: UnsafeRawBufferPointer) -> String {
            let upTo = raw[0..<min(i, raw.count)]
            let line = upTo.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let column = i - ((upTo.lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0) + 1
            return atEnd ? "at the end of the file" : "at line \(line), column \(column)"
        }

        mutating func run() -> Failure? {
            while true {
                if let failure = value() { return failure }
                // After a value: close what ends here, then find the next value.
                while true {
                    i = json.skipSpace(i)
                    guard let open = levels.last else { return atEnd ? nil : .damaged("more text after the end") }
                    guard !atEnd else { return .damaged("cut short") }
                    if byte == 0x2C {
                        i = json.skipSpace(i + 1)
                        if open == 0x7B, let failure = key() { return failure }
                        break
                    }
                    guard byte == (open == 0x7B ? 0x7D : 0x5D) else { return .damaged("expected , or a closing bracket") }
                    levels.removeLast()
                    members.removeLast()
                    i += 1
                }
            }
        }

        /// Reads one value; a list or object is opened (and its first key read), not finished.
        mutating func value() -> Failure? {
            i = json.skipSpace(i)
            guard !atEnd else { return .damaged("cut short") }
            switch byte {
            case 0x7B, 0x5B:
                guard levels.count < JSONPathScan.maxDepth else { return .tooDeep }
                let open = byte
                if open == 0x5B, levels.last == 0x5B {
                    members[members.count - 1] += 1
                    if members[members.count - 1] > limits.listsInList { return .tooManyLists }
                }
                i = json.skipSpace(i + 1)
                let close = open == 0x7B ? 0x7D : 0x5D
                if !atEnd, byte == close {
                    i += 1
                    return nil
                }
                levels.append(open)
                members.append(0)
                return open == 0x5B ? value() : key() ?? value()
            case 0x22: return string()
            case 0x2D, 0x30...0x39: return number()
            case 0x74: return literal("true")
            case 0x66: return literal("false")
            case 0x6E: return literal("null")
            default: return .damaged("unexpected character")
            }
        }

        /// A member's key and its colon.
        mutating func key() -> Failure? {
            guard !atEnd, byte == 0x22 else { return .damaged("expected a key in quotes") }
            members[members.count - 1] += 1
            if members[members.count - 1] > limits.members { return .tooWide }
            if let failure = string() { return failure }
            i = json.skipSpace(i)
            guard !atEnd, byte == 0x3A else { return .damaged("expected : after a key") }
            i += 1
            return nil
        }

        mutating func literal(_ word: String) -> Failure? {
            for expected in word.utf8 {
                guard !atEnd, byte == expected else { return .damaged("unexpected character") }
                i += 1
            }
            return nil
        }
    }
}
