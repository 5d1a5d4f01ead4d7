import Foundation

/// Reads a weight-history file from another app (or a hand-made one) into one weight a day. The
/// layout is told by the header (or a JSON array); every row is checked with the same rules as a
/// typed weight, and any bad row refuses the whole file, each named by its line.
public enum WeightHistoryReader {
    /// Larger than ten years of several weigh-ins a day in any of the layouts, by far.
    public static let maxBytes = 64 << 20

    /// `skipBadLines`: a bad line is left out and named in the summary instead of refusing the file (openScale 2.5.4
    /// appends stray lines); a file that is wrong throughout (a header no layout has, no weights) is still refused.
    public static func read(_ data: Data, defaultUnit: WeightUnit, today: LocalDate, skipBadLines: Bool = false) throws -> WeightHistory {
        let text = try HistoryText.decode(data, maxBytes: maxBytes)
        if text.first(where: { !$0.isWhitespace }) == "[" { return try KCountJSONHistory.read(text, today: today) }
        let delimiter = try HistoryText.delimiter(text)
        var rows: WeightRows?
        try CSVReader.forEachRecord(in: text, delimiter: delimiter) { record in
            guard !record.isBlank else { return true }
            guard rows != nil else {
                let columns = try HistoryColumns.detect(header: record.fields, delimiter: delimiter, defaultUnit: defaultUnit)
                rows = WeightRows(columns: columns, today: today, skipBadLines: skipBadLines)
                return columns.headerless ? rows!.add(record) : true
            }
            return rows!.add(record)
        }
        guard let rows else { throw WeightHistoryError("the file is empty") }
        return try rows.history()
    }
}

/// The rows of a weight file as they are read, and every problem with its line.
struct WeightRows {
    let columns: HistoryColumns
    let today: LocalDate
    var skipBadLines = false
    private var collected = DailyReadings()
    private var problems: [String] = []
    private var headerlessUnits = HeaderlessUnits()
    /// K-Count days.csv: each day's `Total Calories`, as one entry.
    private var totals: [(place: String, date: LocalDate, entry: ImportedEntry)] = []

    init(columns: HistoryColumns, today: LocalDate, skipBadLines: Bool = false) {
        self.columns = columns
        self.today = today
        self.skipBadLines = skipBadLines
    }

    /// False once there are so many problems that this is the wrong file.
    mutating func add(_ row: CSVRecord) -> Bool {
        if columns.isHeaderlessGeneric { headerlessUnits.note(HeaderlessLine(row.fields), line: row.line) }
        switch columns.reading(from: row.fields, line: row.line, today: today) {
        case .success(let found?): collected.add(found.reading, minutes: found.minutes)
        case .success(nil): collected.skipped += 1
        case .failure(let problem): problems.append("line \(row.line): \(problem.message)")
        }
        if columns.layout == .kCountDays { addTotal(row) }
        return skipBadLines || problems.count < WeightHistoryError.maxProblems
    }

    /// K-Count days.csv's third column, `Total Calories` (`1850.0`): the day's food as one entry.
    private mutating func addTotal(_ row: CSVRecord) {
        guard row.fields.count > 2, let (date, _) = HistoryCells.date(row.fields[0]) else { return }
        let cell = row.fields[2].trimmingCharacters(in: .whitespaces)
        guard !cell.isEmpty else { return }
        switch Input.kcal(cell, what: "Total Calories") {
        case .success(let kcal):
            if case .success(let entry?) = ImportedEntryRules.entry(name: "K-Count total", kcal: kcal, servings: 1, serving: "", isFood: false) {
                totals.append(("line \(row.line)", date, entry))
            }
        case .failure(let problem):
            if Double(cell) != 0 { problems.append("line \(row.line): \(problem.message)") }
        }
    }

    func history() throws -> WeightHistory {
        let all = problems + headerlessUnits.problems
        guard all.isEmpty || skipBadLines else { throw WeightHistoryError(Array(all.prefix(WeightHistoryError.maxProblems))) }
        var history = try collected.history(columns.layout, foodDays: ImportedEntryRules.days(totals))
        history.skippedLines = all
        return history
    }
}

/// One weight a day: the latest in the day when the file has times, else the last line of that day.
struct DailyReadings {
    private var byDay: [LocalDate: (reading: WeightReading, minutes: Int)] = [:]
    var skipped = 0
    var sameDay = 0

    mutating func add(_ reading: WeightReading, minutes: Int) {
        if let kept = byDay[reading.date] {
            sameDay += 1
            guard minutes >= kept.minutes else { return }
        }
        byDay[reading.date] = (reading, minutes)
    }

    func history(_ layout: WeightHistoryLayout, foodDays: [ImportedFoodDay] = []) throws -> WeightHistory {
        guard !byDay.isEmpty || !foodDays.isEmpty else { throw WeightHistoryError("the file holds no weights (\(skipped) rows without one)") }
        return WeightHistory(
            layout: layout, readings: byDay.values.map(\.reading).sorted { $0.date < $1.date }, skipped: skipped, sameDay: sameDay, foodDays: foodDays)
    }
}

/// The text of a file: UTF-8 (a byte-order mark dropped), lines ended by LF, CRLF or CR.
enum HistoryText {
    static func decode(_ data: Data, maxBytes: Int) throws -> String {
        guard data.count <= maxBytes else {
            throw WeightHistoryError("the file is larger than \(maxBytes >> 20) MB; a CSV of decades of daily lines is a few MB")
        }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw WeightHistoryError("the file is UTF-16; save it as UTF-8 (CSV UTF-8 in a spreadsheet)")
        }
        guard let text = String(data: bytes, encoding: .utf8) else { throw WeightHistoryError("the file is not UTF-8 text") }
        guard !text.unicodeScalars.contains("\0") else { throw WeightHistoryError("the file is binary, not text") }
        return text
    }

    static func lines(_ text: String) -> [String] {
        // Split on bytes (a 10-year file has thousands of lines); CR alone ends lines only in a file without LF.
        let bytes = text.utf8
        let separator: UInt8 = bytes.contains(10) ? 10 : 13
        var lines = bytes.split(separator: separator, omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == 13 ? line.dropLast() : line))
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// No line of a history is this long; a longer one is a file of another kind (and would be slow to split).
    static let maxLineLength = 10_000

    /// The delimiter the first line shows (`CSVReader.delimiter`), once no line is too long to be a history.
    static func delimiter(_ text: String) throws -> Character {
        var line = 1, length = 0, previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 10 || byte == 13 {
                if !(byte == 10 && previous == 13) { line += 1 }
                length = 0
            } else {
                length += 1
                if length > maxLineLength {
                    throw WeightHistoryError("line \(line) is longer than \(maxLineLength) characters: this is no history file")
                }
            }
            previous = byte
        }
        var rest = text[...]
        while let end = rest.firstIndex(where: \.isNewline), rest[..<end].allSatisfy(\.isWhitespace) { rest = rest[rest.index(after: end)...] }
        return CSVReader.delimiter(of: String(rest.prefix { !$0.isNewline }))
    }

    /// The records of a CSV file (`CSVReader`), in the delimiter its first line shows.
    static func records(_ text: String) throws -> [CSVRecord] {
        try CSVReader.records(text, delimiter: delimiter(text))
    }
}
