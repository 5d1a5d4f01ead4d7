import GRDB

public enum DaySort: String, CaseIterable, Sendable {
    case newest = "newest first", oldest = "oldest first", heaviest = "heaviest first", lightest = "lightest first"

    private var weight: String { StoredNumberSQL.number("weightKg") }

    var orderBy: String {
        switch self {
        case .newest: return "date DESC"
        case .oldest: return "date ASC"
        case .heaviest: return "\(weight) IS NULL, \(weight) DESC, date DESC"
        case .lightest: return "\(weight) IS NULL, \(weight) ASC, date DESC"
        }
    }
}

/// The My Days list, fetched a window at a time.
extension AppDatabase {
    /// Days whose ISO date contains `search` (`2026-11`, `-21`) within `from`…`to`, sorted, `limit` rows from `offset`.
    /// A day's total is the sum of its entries as shown (whole kcal each), as the day panel adds them.
    public func daySummaries(
        matching search: String = "", from: LocalDate? = nil, to: LocalDate? = nil, sort: DaySort = .newest,
        offset: Int = 0, limit: Int = 100
    ) throws -> [DaySummary] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT d.date, d.weightKg, d.memo IS NOT NULL AS hasMemo,
                           (SELECT count(*) FROM foodEntry e WHERE e.date = d.date) AS entryCount,
                           (SELECT coalesce(sum(round(\(EntryEnergySQL.kcal))), 0)
                              FROM foodEntry e LEFT JOIN food f ON f.id = e.foodId WHERE e.date = d.date) AS eaten
                    FROM day d WHERE instr(d.date, ?) > 0 AND d.date BETWEEN ? AND ?
                    ORDER BY \(sort.orderBy) LIMIT ? OFFSET ?
                    """, arguments: [search, from?.iso ?? "0000-00-00", to?.iso ?? "9999-99-99", limit, offset]
            ).compactMap { row in
                guard let date = LocalDate(iso: try row.decode(forColumn: "date")) else { return nil }
                return DaySummary(
                    date: date, weightKg: ValueRules.weightKg.kept(try row.decode(forColumn: "weightKg")),
                    eatenKcal: Self.plausibleTotal(try row.decode(forColumn: "eaten")) ?? 0,
                    entryCount: try row.decode(forColumn: "entryCount"), hasMemo: try row.decode(forColumn: "hasMemo"))
            }
        }
    }

    public func dayCount(matching search: String = "") throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM day WHERE instr(date, ?) > 0", arguments: [search]) ?? 0 }
    }

    /// Deletes a day: its weight, memo and every food entry.
    public func deleteDay(_ date: LocalDate) throws {
        try undoableWrite("deleting \(CalendarNames.readable(date))") { db in try db.execute(sql: "DELETE FROM day WHERE date = ?", arguments: [date.iso]) }
    }
}

extension AppDatabase {
    /// A sum the database made of stored values: in range whenever its parts are, and held to what
    /// a diary can mean (0 to 10 million) when a hand-edited file says otherwise.
    static func plausibleTotal(_ value: Double?) -> Double? {
        value.map { $0.isNaN ? 0 : min(max($0, 0), 10_000_000) }
    }
}
