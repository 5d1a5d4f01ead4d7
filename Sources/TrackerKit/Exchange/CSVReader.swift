import Foundation

/// One record of a CSV file: its fields and the physical line it starts on (a quoted field may hold line breaks,
/// so a record can span several lines; messages name the line a person sees in an editor).
struct CSVRecord: Equatable {
    var line: Int
    var fields: [String]

    /// An empty or all-blank line.
    var isBlank: Bool { fields.count == 1 && fields[0].trimmingCharacters(in: .whitespaces).isEmpty }
}

/// Reads CSV as RFC 4180 writes it (and `CSV.document` does): a field that starts with a double quote runs to the
/// closing one and may hold the delimiter, `""` and line breaks; lines end with LF, CRLF or CR. Lenient where
/// other apps are loose: a quote inside an unquoted field is kept as it is, and so is text after a closing quote.
/// Every CSV import reads through it.
enum CSVReader {
    private static let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), space = UInt8(ascii: " ")

    static func records(_ text: String, delimiter: Character) throws -> [CSVRecord] {
        var records: [CSVRecord] = []
        try forEachRecord(in: text, delimiter: delimiter) {
            records.append($0); return true
        }
        return records
    }

    /// Hands each record to `body` as it is read (a 64 MB file is never held as rows); `body` returns false to stop.
    static func forEachRecord(in text: String, delimiter: Character, _ body: (CSVRecord) throws -> Bool) throws {
        var text = text
        try text.withUTF8 { try forEachRecord(in: $0, separator: delimiter.asciiValue ?? UInt8(ascii: ","), body) }
    }

    private static func forEachRecord(in bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, _ body: (CSVRecord) throws -> Bool) throws {
        var fields: [String] = [], field: [UInt8] = []
        var line = 1, recordLine = 1, quotedSince: Int?, index = 0
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quotedSince != nil {
                if byte == quote {
                    if index < bytes.count, bytes[index] == quote { field.append(quote); index += 1 } else { quotedSince = nil }
                    continue
                }
                if byte == lf || (byte == cr && (index == bytes.count || bytes[index] != lf)) { line += 1 }
                field.append(byte)
                continue
            }
            switch byte {
            case quote where field.allSatisfy({ $0 == space }):
                field.removeAll(keepingCapacity: true)
                quotedSince = line
            case separator: endField()
            case cr, lf:
                if byte == cr, index < bytes.count, bytes[index] == lf { index += 1 }
                endField()
                guard try body(CSVRecord(line: recordLine, fields: fields)) else { return }
                fields.removeAll(keepingCapacity: true)
                line += 1
                recordLine = line
            default: field.append(byte)
            }
        }
        if let quotedSince { throw WeightHistoryError("line \(quotedSince): a quoted field is never closed (a \" is missing)") }
        if !field.isEmpty || !fields.isEmpty {
            endField()
            _ = try body(CSVRecord(line: recordLine, fields: fields))
        }
    }

    /// The delimiter a file's first line shows: semicolons or tabs when it has no comma (how spreadsheets in
    /// comma-decimal locales save), else commas.
    static func delimiter(of firstLine: String) -> Character {
        if firstLine.contains(";") && !firstLine.contains(",") { return ";" }
        if firstLine.contains("\t") && !firstLine.contains(",") { return "\t" }
        return ","
    }
}
