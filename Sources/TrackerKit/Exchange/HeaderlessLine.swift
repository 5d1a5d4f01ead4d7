import Foundation

/// A line of a `date,weight[,unit]` file without a header, read on its own (no line decides for the others):
/// `2026-11-21,72`, `2026-11-21,72,lb`, and in a comma file a weight split by its decimal comma, `2026-11-21,72,3`
/// or `2026-11-21,72,3,kg`. A third cell that is neither a unit nor digits is named as not a unit.
struct HeaderlessLine {
    var weight: String
    var unit: String?
    /// Read as a decimal comma with no unit (`72,3`): ambiguous when other lines give a unit in that column.
    var commaWithoutUnit = false

    init(_ fields: [String]) {
        let rest = Array(fields.dropFirst(2))
        weight = fields.count > 1 ? fields[1] : ""
        guard let third = rest.first else { return }
        guard Self.isDigits(third) else {
            unit = third
            return
        }
        weight += "," + third
        unit = rest.count > 1 ? rest[1] : nil
        commaWithoutUnit = unit == nil
    }

    var weightAndUnit: (String, String?) { (weight, unit) }

    private static func isDigits(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Lines read as a decimal comma without a unit in a file whose other lines give one: `72,3` could be 72.3 or 72
    /// with the unit “3”, so each is refused by its line.
    static func ambiguous(_ rows: [CSVRecord]) -> [String] {
        let lines = rows.map { ($0.line, HeaderlessLine($0.fields)) }
        guard lines.contains(where: { $0.1.unit.map { HistoryCells.unit($0) != nil } ?? false }) else { return [] }
        return lines.filter(\.1.commaWithoutUnit).map { line, cells in
            let number = cells.weight.split(separator: ",", maxSplits: 1)
            return "line \(line): “\(cells.weight.prefix(30))” is \(cells.weight.replacingOccurrences(of: ",", with: ".").prefix(30)) "
                + "or \(number.first ?? "") with the unit “\(number.last ?? "")”? other lines give a unit in the third column; "
                + "write \(cells.weight.replacingOccurrences(of: ",", with: ".").prefix(30)) or quote it (\"\(cells.weight.prefix(30))\")"
        }
    }
}
