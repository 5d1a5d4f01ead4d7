import ArgumentParser
import Foundation
import TrackerKit

/// How a list is printed: an aligned table for people (sanitized), CSV or JSON for programs (exact values).
enum OutputFormat: String, CaseInsensitiveChoice {
    case table, csv, json
}

/// A list of records to print in any of the formats.
struct Listing {
    var columns: [String]
    var rows: [[Value]]

    enum Value {
        case text(String)
        case number(Double, decimals: Int)
        case integer(Int)
        /// true / false, as the JSON export writes it.
        case boolean(Bool)
        case none

        var plain: String {
            switch self {
            case .text(let text): return text
            case .number(let value, let decimals):
                return Format.decimal(value, places: decimals)  // the app's rounding rule
            case .integer(let value): return String(value)
            case .boolean(let value): return String(value)
            case .none: return ""
            }
        }

        var json: Any {
            switch self {
            case .text(let text): return text
            case .number(let value, let decimals):
                return Format.rounded(value, places: decimals)
            case .integer(let value): return value
            case .boolean(let value): return value
            case .none: return NSNull()
            }
        }

        var isNumeric: Bool {
            switch self {
            case .number, .integer: return true
            default: return false
            }
        }
    }

    /// CSV on a terminal is shown like the table (caret notation); into a file or pipe it is exact.
    func render(_ format: OutputFormat, forTerminal: Bool = false) -> String {
        switch format {
        case .table: return table()
        case .csv: return csv(sanitized: forTerminal)
        case .json: return json()
        }
    }

    func print(_ format: OutputFormat, to output: OutputWriter = .standard) {
        output.write(render(format, forTerminal: output.isTerminal) + (format == .csv ? "" : "\n"))
    }

    /// Columns padded to their widest cell; control characters in values shown as `^[` and the like.
    func table() -> String {
        let cells = rows.map { row in row.map { Sanitizer.displayable($0.plain, asciiOnly: false, splitsSequences: false) } }
        let widths = columns.indices.map { column in
            ([TextWidth.of(columns[column])] + cells.map { TextWidth.of($0[column]) }).max() ?? 0
        }
        var lines = [columns.indices.map { TextWidth.pad(columns[$0], to: widths[$0]) }.joined(separator: "  ")]
        for (rowIndex, row) in cells.enumerated() {
            lines.append(
                row.indices.map { column in
                    TextWidth.pad(row[column], to: widths[column], alignRight: rows[rowIndex][column].isNumeric)
                }.joined(separator: "  "))
        }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    }

    /// RFC 4180: fields with commas, quotes or line breaks are quoted, quotes doubled; CRLF line ends.
    func csv(sanitized: Bool = false) -> String {
        let shown = sanitized ? { Sanitizer.displayable($0, asciiOnly: false, splitsSequences: false) } : { (text: String) in text }
        return CSV.document([columns] + rows.map { $0.map { shown($0.plain) } })
    }

    func json() -> String {
        let objects = rows.map { row in
            Dictionary(uniqueKeysWithValues: zip(columns, row.map(\.json)))
        }
        return Self.jsonText(objects)
    }

    /// Exact values, with the controls a terminal would act on written as `\u` escapes.
    static func jsonText(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "[]"
        }
        return String(decoding: InertJSON.escape(data), as: UTF8.self)
    }
}
