import GRDB

/// Weights, memos and what a day or a month shows.
extension AppDatabase {
    public func logWeight(_ kg: Double, on date: LocalDate) throws {
        _ = try ValueRules.weightKg.check(kg, "a weight (kg)")
        try undoableWrite("the weight of \(CalendarNames.readable(date))") { db in try Self.storeWeight(kg, on: date, in: db) }
    }

    static func storeWeight(_ kg: Double, on date: LocalDate, in db: Database) throws {
        // A weight before the birth date would compute maintenance with a negative age.
        if let birth = try fetchProfile(db)?.birthDate, date < birth {
            throw InputError("\(date.iso) is before your birth date (\(birth.iso)): check the date.")
        }
        try db.executeCached(
            sql: "INSERT INTO day(date, weightKg) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET weightKg = excluded.weightKg",
            arguments: [date.iso, kg])
    }

    public func clearWeight(on date: LocalDate) throws {
        try undoableWrite("clearing the weight of \(CalendarNames.readable(date))") { db in
            try db.execute(sql: "UPDATE day SET weightKg = NULL WHERE date = ?", arguments: [date.iso])
            try Self.removeIfEmpty(date, in: db)
        }
    }

    /// Sets the day's memo; an empty or blank memo removes it (a memo is optional, unlike EasyDiet).
    public func setMemo(_ text: String?, on date: LocalDate) throws {
        let memo = try Input.memo(text).get()
        try undoableWrite("the memo of \(CalendarNames.readable(date))") { db in try Self.storeMemo(memo, on: date, in: db) }
    }

    /// A day with no weight, no memo and no food is not kept (so My Days lists only real days).
    static func removeIfEmpty(_ date: LocalDate, in db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM day WHERE date = ? AND weightKg IS NULL AND memo IS NULL
                    AND NOT EXISTS (SELECT 1 FROM foodEntry WHERE foodEntry.date = day.date)
                """, arguments: [date.iso])
    }

    public func latestWeight(onOrBefore date: LocalDate) throws -> (date: LocalDate, kg: Double)? {
        try read { db in try Self.latestWeight(onOrBefore: date, in: db) }
    }

    static func latestWeight(onOrBefore date: LocalDate, in db: Database) throws -> (date: LocalDate, kg: Double)? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT date, weightKg FROM day WHERE date <= ? AND \(ValueRules.weightKg.sql("weightKg")) ORDER BY date DESC LIMIT 1
                    """, arguments: [date.iso]),
            let day = LocalDate(iso: try row.decode(forColumn: "date"))
        else { return nil }
        return (day, try row.decode(forColumn: "weightKg"))
    }

    /// The weight a new one on `date` is checked against (822 typed for 82.2): the nearest weigh-in on
    /// another day, before or after; the day's own when there is no other.
    public func referenceWeight(for date: LocalDate) throws -> (date: LocalDate, kg: Double)? {
        try read { db in
            let valid = ValueRules.weightKg.sql("weightKg")
            let row =
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT date, weightKg FROM day WHERE date <> ? AND \(valid)
                        ORDER BY abs(julianday(date) - julianday(?)), date DESC LIMIT 1
                        """, arguments: [date.iso, date.iso])
                ?? Row.fetchOne(db, sql: "SELECT date, weightKg FROM day WHERE date = ? AND \(valid)", arguments: [date.iso])
            guard let row, let day = LocalDate(iso: try row.decode(forColumn: "date")) else { return nil }
            return (day, try row.decode(forColumn: "weightKg"))
        }
    }

    public func dayDetail(_ date: LocalDate) throws -> DayDetail {
        try read { db in
            var detail = DayDetail(date: date)
            if let row = try Row.fetchOne(db, sql: "SELECT weightKg, memo FROM day WHERE date = ?", arguments: [date.iso]) {
                detail.weightKg = ValueRules.weightKg.kept(try row.decode(forColumn: "weightKg"))
                detail.memo = try row.decode(forColumn: "memo")
            }
            detail.weightForCalculations = try Self.latestWeight(onOrBefore: date, in: db)
            detail.entries = try Self.fetchEntries(on: date, in: db)
            return detail
        }
    }

    /// The marks for every day of the month containing `date`, in one query.
    public func monthMarks(containing date: LocalDate) throws -> [LocalDate: DayMark] {
        let first = date.firstOfMonth, last = first.adding(days: first.daysInMonth - 1)
        return try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT date, weightKg, memo IS NOT NULL AS hasMemo,
                           EXISTS (SELECT 1 FROM foodEntry WHERE foodEntry.date = day.date) AS hasFood
                    FROM day WHERE date BETWEEN ? AND ?
                    """, arguments: [first.iso, last.iso])
            var marks: [LocalDate: DayMark] = [:]
            for row in rows {
                guard let day = LocalDate(iso: try row.decode(forColumn: "date")) else { continue }
                marks[day] = DayMark(
                    weightKg: ValueRules.weightKg.kept(try row.decode(forColumn: "weightKg")), hasFood: try row.decode(forColumn: "hasFood"),
                    hasMemo: try row.decode(forColumn: "hasMemo"))
            }
            return marks
        }
    }

    /// Weights in a date range, oldest first.
    public func weights(from start: LocalDate? = nil, to end: LocalDate? = nil) throws -> [(date: LocalDate, kg: Double)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT date, weightKg FROM day WHERE \(ValueRules.weightKg.sql("weightKg")) AND date >= ? AND date <= ? ORDER BY date
                    """, arguments: [start?.iso ?? "0000-00-00", end?.iso ?? "9999-99-99"]
            )
            .compactMap { row in
                guard let day = LocalDate(iso: try row.decode(forColumn: "date")) else { return nil }
                return (day, try row.decode(forColumn: "weightKg"))
            }
        }
    }
}
