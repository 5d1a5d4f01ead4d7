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
}

/// Lines read as a decimal comma without a unit in a file whose other lines give one: `72,3` could be 72.3 or 72
/// with the unit “3”, so each is refused by its line.
struct HeaderlessUnits {
    private var anyUnit = false
    private var commaLines: [(line: Int, weight: String)] = []

    mutating func note(_ cells: HeaderlessLine, line: Int) {
        if let unit = cells.unit, HistoryCells.unit(unit) != nil { anyUnit = true }
        if cells.commaWithoutUnit, commaLines.count < WeightHistoryError.maxProblems { commaLines.append((line, cells.weight)) }
    }

    var problems: [String] {
        guard anyUnit else { return [] }
        return commaLines.map { line, weight in
            let cell = String(weight.prefix(30)), parts = cell.split(separator: ",", maxSplits: 1)
            let dotted = cell.replacingOccurrences(of: ",", with: ".")
            return "line \(line): “\(cell)” is \(dotted) or \(parts.first ?? "") with the unit “\(parts.last ?? "")”? "
                + "other lines give a unit in the third column; write \(dotted) or quote it (\"\(cell)\")"
        }
    }
}
