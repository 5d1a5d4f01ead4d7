/// Everything the day panel shows for one date.
public struct DayDetail: Equatable, Sendable {
    public var date: LocalDate
    /// The weight logged on this date, if any.
    public var weightKg: Double?
    /// The latest weight on or before this date: what the day's energy numbers use.
    public var weightForCalculations: (date: LocalDate, kg: Double)?
    public var memo: String?
    public var entries: [FoodEntry]

    public var eatenKcal: Double { entries.reduce(0) { $0 + $1.kcal } }
    /// The sum of the rows as shown (each rounded to a whole kcal), so the total reads true beside them.
    public var shownEatenKcal: Double { ShownTotal.kcal(entries.map(\.kcal)) }

    public init(
        date: LocalDate, weightKg: Double? = nil, weightForCalculations: (date: LocalDate, kg: Double)? = nil,
        memo: String? = nil, entries: [FoodEntry] = []
    ) {
        self.date = date
        self.weightKg = weightKg
        self.weightForCalculations = weightForCalculations
        self.memo = memo
        self.entries = entries
    }

    public static func == (lhs: DayDetail, rhs: DayDetail) -> Bool {
        lhs.date == rhs.date && lhs.weightKg == rhs.weightKg && lhs.memo == rhs.memo && lhs.entries == rhs.entries
            && lhs.weightForCalculations?.date == rhs.weightForCalculations?.date
            && lhs.weightForCalculations?.kg == rhs.weightForCalculations?.kg
    }
}

/// What the month calendar marks on a day.
public struct DayMark: Equatable, Sendable {
    public var weightKg: Double?
    public var hasFood: Bool
    public var hasMemo: Bool

    public init(weightKg: Double?, hasFood: Bool, hasMemo: Bool) {
        self.weightKg = weightKg
        self.hasFood = hasFood
        self.hasMemo = hasMemo
    }
}

/// A row of the My Days list.
public struct DaySummary: Equatable, Sendable {
    public var date: LocalDate
    public var weightKg: Double?
    public var eatenKcal: Double
    public var entryCount: Int
    public var hasMemo: Bool

    public init(date: LocalDate, weightKg: Double?, eatenKcal: Double, entryCount: Int, hasMemo: Bool) {
        self.date = date
        self.weightKg = weightKg
        self.eatenKcal = eatenKcal
        self.entryCount = entryCount
        self.hasMemo = hasMemo
    }
}

/// Totals as the rows above them are shown: each entry in whole kcal, then added, so a total reads true
/// beside its rows (118 + 121 + 61 = 300) in the day panel, the copy question and the CSV export alike.
public enum ShownTotal {
    public static func kcal<S: Sequence>(_ values: S) -> Double where S.Element == Double {
        values.reduce(0) { $0 + $1.rounded() }
    }
}
