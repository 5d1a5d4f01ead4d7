import Foundation

/// The files people bring their weight history in from (docs/import.md cites each app's source).
public enum WeightHistoryLayout: String, Sendable {
    /// K-Count's days.csv: `Date,Weight,Total Calories, Food Log`, weights written `72.3 kg` or `159.4 lbs`.
    case kCountDays = "K-Count days.csv"
    /// K-Count's days JSON: an array of `{"date": "yyyy-MM-dd", "foodEntries": […], "weight": kg}`, sorted keys.
    case kCountJSON = "K-Count JSON"
    /// openScale's CSV export: a quoted header naming `dateTime` (`dd.MM.yyyy HH:mm`) and `weight` (kg) among others.
    case openScale = "openScale CSV"
    /// Tracker's own days.csv (`date,weight_kg,…`).
    case tracker = "Tracker days.csv"
    /// Any `date,weight[,unit]` file.
    case generic = "date,weight[,unit]"
}

extension WeightHistoryLayout {
    /// What a reading's number counts: lines of a CSV file, days of a JSON array.
    public var placeWord: String { self == .kCountJSON ? "day" : "line" }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

/// One weight from the file: the line (or JSON element) it came from, its day, and kilograms.
public struct WeightReading: Equatable, Sendable {
    public var line: Int
    public var date: LocalDate
    public var kg: Double

    public init(line: Int, date: LocalDate, kg: Double) {
        self.line = line
        self.date = date
        self.kg = kg
    }
}

/// What a file holds: one weight a day (when a day has several, the latest of the day).
public struct WeightHistory: Equatable, Sendable {
    public var layout: WeightHistoryLayout
    public var readings: [WeightReading]
    /// Rows that hold no weight (a K-Count day with weight 0, a Tracker day with food only).
    public var skipped: Int
    /// Readings dropped because a later one of the same day was kept.
    public var sameDay: Int
    /// The food the file logged, per day (K-Count's history is its food: its entries, or days.csv's daily totals).
    public var foodDays: [ImportedFoodDay] = []
    /// Food entries of 0 kcal, left out (counted in the summary).
    public var zeroKcalEntries = 0
    /// With `--skip-bad-lines`: each line left out, with its problem ("line 7: …").
    public var skippedLines: [String] = []
}

/// Everything wrong with a file, each problem with its line; the file is refused as a whole.
public struct WeightHistoryError: Error, Equatable, CustomStringConvertible {
    public var problems: [String]

    init(_ problems: [String]) { self.problems = problems }
    init(_ problem: String) { self.problems = [problem] }

    public static let shownProblems = 10
    /// Reading stops at this many problems: a file this wrong is the wrong file.
    static let maxProblems = 100

    public var description: String {
        let shown = problems.prefix(Self.shownProblems).map(Sentence.clause).joined(separator: "; ")
        guard problems.count > Self.shownProblems else { return shown }
        let more = problems.count - Self.shownProblems
        return shown + (problems.count >= Self.maxProblems ? "; and \(more) more problems (reading stopped there)" : "; and \(more) more problems")
    }
}
