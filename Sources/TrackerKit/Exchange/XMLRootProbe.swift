/// The name of an XML document's root element, read from the start of a stream: past the XML
/// declaration, comments and the DOCTYPE (however long its internal subset), so a zip entry is known
/// to be a Health export by its root wherever in the file that root begins.
enum XMLRootProbe {
    /// Nil when the stream is not XML, or no root begins within its first `limit` bytes (DTDs run to
    /// some 10 KB; a zip entry of gigabytes of DOCTYPE is not read to its end to find out).
    static func rootName(of source: ByteSource, limit: Int = 16 << 20) throws -> String? {
        let stripped = DoctypeStripper(FirstBytes(source, limit: limit))
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var scanned = 0
        while true {  // ends: FirstBytes ends after `limit` bytes
            let got = try chunk.withUnsafeMutableBufferPointer { try stripped.read(into: $0.baseAddress!, count: $0.count) }
            text += chunk.prefix(got)
            // Scanned again from the start only when the text has doubled: a long prolog costs twice its length, not its square.
            if got > 0 && text.count < 2 * scanned { continue }
            scanned = text.count
            switch scan(text) {
            case .root(let name): return name
            case .notXML: return nil
            case .needMore: if got == 0 { return nil }
            }
        }
    }

    private enum Scan { case root(String), notXML, needMore }

    private static func scan(_ text: [UInt8]) -> Scan {
        var index = 0
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        func skip(past end: [UInt8]) -> Bool {
            while index + end.count <= text.count {
                if text[index..<(index + end.count)].elementsEqual(end) { index += end.count; return true }
                index += 1
            }
            return false
        }
        while index < text.count {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1; continue }
            guard byte == UInt8(ascii: "<") else { return .notXML }
            guard index + 1 < text.count else { return .needMore }
            let next = text[index + 1]
            if next == UInt8(ascii: "?") {
                if !skip(past: Array("?>".utf8)) { return .needMore }
            } else if next == UInt8(ascii: "!") && text[index...].starts(with: Array("<!--".utf8)) {
                if !skip(past: Array("-->".utf8)) { return .needMore }
            } else if next == UInt8(ascii: "!") {
                // A DOCTYPE the stripper let through (after a comment holding "<Name"): its subset ends at "]>".
                let subset = text[index...].prefix { $0 != UInt8(ascii: ">") }.contains(UInt8(ascii: "["))
                if !skip(past: Array((subset ? "]>" : ">").utf8)) { return .needMore }
            } else {
                let start = index + 1
                var end = start
                while end < text.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[end]) { end += 1 }
                guard end < text.count else { return .needMore }
                return end > start ? .root(String(decoding: text[start..<end], as: UTF8.self)) : .notXML
            }
        }
        return .needMore
    }
}

/// The first `limit` bytes of a source, then its end.
private final class FirstBytes: ByteSource {
    private let upstream: ByteSource
    private var left: Int

    init(_ upstream: ByteSource, limit: Int) {
        self.upstream = upstream
        left = limit
    }

    var fractionRead: Double { upstream.fractionRead }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        guard left > 0 else { return 0 }
        let got = try upstream.read(into: buffer, count: min(count, left))
        left -= got
        return got
    }
}
