import Foundation

/// Where a CSV layout keeps the date and the weight, and in which unit.
struct HistoryColumns {
    var layout: WeightHistoryLayout
    var delimiter: Character
    var width: Int
    var date: Int
    var weight: Int
    var unitColumn: Int?
    /// The unit of weights that name none: the layout's (openScale and Tracker write kg), the
    /// header's (`weight (lb)`), else the user's.
    var unit: WeightUnit
    /// The first line is already a row: a file of `date,weight[,unit]` lines, or an openScale export
    /// from before its CSV had a header (1.0–1.7: dateTime, weight, then 3 to 8 other columns).
    var headerless = false

    /// A `date,weight[,unit]` file without a header: each line is read on its own (`HeaderlessLine`).
    var isHeaderlessGeneric: Bool { headerless && layout == .generic }

    static func detect(header fields: [String], delimiter: Character, defaultUnit: WeightUnit) throws -> HistoryColumns {
        let names = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ accepted: (String) -> Bool) -> Int? { names.firstIndex(where: accepted) }
        func make(_ layout: WeightHistoryLayout, date: Int, weight: Int, unit: WeightUnit, unitColumn: Int? = nil) -> HistoryColumns {
            HistoryColumns(layout: layout, delimiter: delimiter, width: names.count, date: date, weight: weight, unitColumn: unitColumn, unit: unit)
        }
        if names.count >= 2, HistoryCells.date(names[0]) != nil {
            let oldOpenScale = [5, 6, 8, 9, 10].contains(names.count) && names[0].contains(".")
            var columns = make(oldOpenScale ? .openScale : .generic, date: 0, weight: 1, unit: oldOpenScale ? .kg : defaultUnit)
            columns.headerless = true
            return columns
        }
        if names.count >= 2, names[0] == "date", names[1] == "weight", names.contains("total calories") {
            return make(.kCountDays, date: 0, weight: 1, unit: defaultUnit)
        }
        if let date = column({ $0 == "datetime" }), let weight = column({ $0 == "weight" }) { return make(.openScale, date: date, weight: weight, unit: .kg) }
        if let date = column({ $0 == "date" }), let weight = column({ $0 == "weight_kg" }) { return make(.tracker, date: date, weight: weight, unit: .kg) }
        if KCountFoodList.isHeader(fields: fields) {
            throw WeightHistoryError("line 1: this is K-Count's foods.csv (foods, no weights); import it with: tracker import csv foods FILE")
        }
        if let date = column({ Self.dateWords.contains($0) }), let weight = column(Self.isWeightWord) {
            let named = HistoryCells.splitUnit(names[weight].replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: "")).unit
            return make(.generic, date: date, weight: weight, unit: named ?? defaultUnit, unitColumn: column { $0 == "unit" })
        }
        let header = fields.joined(separator: String(delimiter))
        let shown = header.count > 60 ? header.prefix(59) + "…" : Substring(header)
        throw WeightHistoryError(
            "line 1: the header “\(shown)” is none of the layouts Tracker reads (K-Count days.csv, openScale CSV, Tracker days.csv, date,weight[,unit]); see docs/import.md"
        )
    }

    /// The usual header words for a date, in English, German, French, Spanish, Korean and Japanese.
    static let dateWords: Set<String> = [
        "date", "day", "time", "timestamp", "datum", "tag", "zeit", "jour", "fecha", "día", "dia", "날짜", "일자", "日付", "日時", "年月日",
    ]
    /// … and for a weight, alone or with its unit (`Gewicht (kg)`, `poids kg`, `체중(kg)`, `体重 (kg)`).
    static let weightWords = ["weight", "gewicht", "körpergewicht", "poids", "peso", "체중", "몸무게", "体重"]

    static func isWeightWord(_ name: String) -> Bool {
        if ["kg", "kgs", "lb", "lbs", "mass"].contains(name) { return true }
        return weightWords.contains { name.hasPrefix($0) }
    }

    /// The weight on one line; nil for a row that holds none; a problem for anything else.
    func reading(from fields: [String], line lineNumber: Int, today: LocalDate) -> Result<(reading: WeightReading, minutes: Int)?, InputError> {
        var fields = fields
        // `2026-01-05,72,4` in a generic comma file: a decimal comma, not a third column.
        if layout == .generic, !headerless, unitColumn == nil, fields.count == width + 1, weight == width - 1,
            fields[weight + 1].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            fields[weight] += "," + fields.remove(at: weight + 1)
        }
        guard fields.count > max(date, weight) else { return .failure(InputError("expected \(width) columns, found \(fields.count)")) }
        let dateCell = fields[date].trimmingCharacters(in: .whitespaces)
        guard let (day, minutes) = HistoryCells.date(dateCell) else {
            return .failure(InputError("“\(dateCell.prefix(30))” is not a date (YYYY-MM-DD, DD.MM.YYYY or 21 Nov 2026)"))
        }
        if case .failure(let problem) = ImportedDate.check(day, today: today) { return .failure(problem) }
        var cell = fields[weight], unitCell = unitColumn.flatMap { $0 < fields.count ? fields[$0] : nil }
        if isHeaderlessGeneric { (cell, unitCell) = HeaderlessLine(fields).weightAndUnit }
        let (number, named) = HistoryCells.splitUnit(cell)
        if number.isEmpty || (layout == .kCountDays && Double(number) == 0) { return .success(nil) }
        var unit = named ?? unit
        if let unitCell, !unitCell.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let stated = HistoryCells.unit(unitCell) else { return .failure(InputError("“\(unitCell.prefix(20))” is not a unit (kg or lb)")) }
            unit = stated
        }
        return Input.weight(number, unit: unit)
            .map { (WeightReading(line: lineNumber, date: day, kg: $0), minutes) }
            .mapError { InputError("weight “\(number.prefix(30))”: \($0.message.lowercasedFirst.trimmingCharacters(in: ["."]))") }
    }
}
