/// The name of an XML document's root element, read from the start of a stream: past the XML
/// declaration, comments and the DOCTYPE (however long its internal subset), so a zip entry is known
/// to be a Health export by its root wherever in the file that root begins.
enum XMLRootProbe {
    /// Nil when the stream is not XML, or its prolog (the DOCTYPE left out) runs past `limit` bytes.
    static func rootName(of source: ByteSource, limit: Int = 1 << 20) throws -> String? {
        let stripped = DoctypeStripper(source)
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while text.count < limit {
            let got = try chunk.withUnsafeMutableBufferPointer { try stripped.read(into: $0.baseAddress!, count: $0.count) }
            text += chunk.prefix(got)
            switch scan(text) {
            case .root(let name): return name
            case .notXML: return nil
            case .needMore: if got == 0 { return nil }
            }
        }
        return nil
    }

    private enum Scan { case root(String), notXML, needMore }

    private static func scan(_ text: [UInt8]) -> Scan {
        var index = 0
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        func skip(past end: [UInt8]) -> Bool {
            while index + end.count <= text.count {
                if Array(text[index..<(index + end.count)]) == end { index += end.count; return true }
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
            } else if next == UInt8(ascii: "!") {
                if !skip(past: Array("-->".utf8)) { return .needMore }
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
