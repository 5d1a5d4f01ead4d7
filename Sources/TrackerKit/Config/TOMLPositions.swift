import Foundation

/// Where each key of a TOML file is written (line and column, 1-based), so a problem found after parsing (an
/// unknown key, a value out of range) is named where the user looks. TOMLKit gives positions for syntax errors
/// only; this scan reads table headers and `key =` lines, skipping multi-line strings. A file that parsed is valid
/// TOML, so the scan only has to find keys, not to judge them.
struct TOMLPositions {
    private(set) var positions: [String: (line: Int, column: Int)] = [:]

    init(_ text: String) {
        var table: [String] = []
        var inMultiline: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(rawLine)
            if let delimiter = inMultiline {
                if line.components(separatedBy: delimiter).count % 2 == 0 { inMultiline = nil }
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("[") {
                let inner = body.drop { $0 == "[" }
                if let parts = Self.keyParts(inner) { table = parts.keys; record(table, index + 1, indent + 1) }
                continue
            }
            guard let parts = Self.keyParts(body), parts.rest.first == "=" else { continue }
            // `a.b.c = 1` also makes the tables a and a.b: each is named at this line if nothing came before.
            for count in 1...parts.keys.count { record(table + parts.keys.prefix(count), index + 1, indent + 1) }
            for delimiter in ["\"\"\"", "'''"] where parts.rest.components(separatedBy: delimiter).count % 2 == 0 {
                inMultiline = delimiter
            }
        }
    }

    private mutating func record(_ path: [String], _ line: Int, _ column: Int) {
        let key = path.joined(separator: ".")
        if positions[key] == nil { positions[key] = (line, column) }
    }

    /// The position of a key path ("keys.log.weight"), else of the nearest table that holds it, else (0, 0).
    func position(_ path: [String]) -> (line: Int, column: Int) {
        var path = path
        while !path.isEmpty {
            if let found = positions[path.joined(separator: ".")] { return found }
            path.removeLast()
        }
        return (0, 0)
    }

    /// A dotted key at the start of `text` (bare or quoted parts), and what follows it with blanks trimmed.
    static func keyParts(_ text: Substring) -> (keys: [String], rest: Substring)? {
        var keys: [String] = []
        var rest = text
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let first = rest.first else { return nil }
            if first == "\"" || first == "'" {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: first) else { return nil }
                keys.append(String(body[..<end]))
                rest = body[body.index(after: end)...]
            } else {
                let bare = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                guard !bare.isEmpty else { return nil }
                keys.append(String(bare))
                rest = rest.dropFirst(bare.count)
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "." else { return (keys, rest) }
            rest = rest.dropFirst()
        }
    }
}
