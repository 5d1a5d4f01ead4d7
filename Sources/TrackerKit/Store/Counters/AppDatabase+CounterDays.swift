import GRDB

/// Per-day figures of a counter for its log.
extension AppDatabase {
    /// Each day with a change, newest first: taps apart from corrections. Summed in floating point
    /// so extreme counts cannot overflow the query, then clamped like `dailyTotals`.
    public func countedPerDay(counterId: Int64, limit: Int = 366) throws -> [CounterDay] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT date, total(CASE WHEN kind = 'tap' THEN \(StoredNumberSQL.number("delta")) END) AS counted,
                           total(CASE WHEN kind != 'tap' THEN \(StoredNumberSQL.number("delta")) END) AS corrected, sum(kind != 'tap') AS corrections
                    FROM counterChange WHERE counterId = ? GROUP BY date ORDER BY date DESC LIMIT ?
                    """, arguments: [counterId, limit]
            ).compactMap { row in
                guard let date = LocalDate(iso: try row.decode(forColumn: "date")) else { return nil }
                return CounterDay(
                    date: date, counted: Self.clampedTotal(try row.decode(forColumn: "counted")),
                    corrected: Self.clampedTotal(try row.decode(forColumn: "corrected")),
                    corrections: try row.decode(forColumn: "corrections"))
            }
        }
    }

    /// A floating-point sum as a count: ±Int64.max at most (symmetric, so `abs` is safe).
    static func clampedTotal(_ total: Double) -> Int64 {
        total >= 9.2e18 ? Int64.max : total <= -9.2e18 ? -Int64.max : Int64(total)
    }
}
