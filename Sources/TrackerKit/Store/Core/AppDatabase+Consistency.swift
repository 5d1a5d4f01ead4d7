import GRDB

extension AppDatabase {
    /// What must always hold, checked: SQLite's integrity check, foreign keys, one row per date, and
    /// every counter equal to its start plus its logged changes, every pad count's restart changes there. Empty when all is well.
    public func consistencyProblems() throws -> [String] {
        try read { db in
            var problems: [String] = []
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            if integrity != ["ok"] { problems += integrity.map { "integrity: \($0)" } }
            if try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") != nil { problems.append("a row points at something deleted") }
            if try Int.fetchOne(db, sql: "SELECT count(*) - count(DISTINCT date) FROM day") != 0 { problems.append("two rows for one date") }
            for row in try Row.fetchAll(db, sql: "SELECT id, name, start, count FROM counter") {
                let id: Int64 = try row.decode(forColumn: "id")
                let deltas = try Row.fetchAll(db, sql: "SELECT delta FROM counterChange WHERE counterId = ?", arguments: [id]).map {
                    try $0.decode(atIndex: 0) as Int64? ?? 0
                }
                let start: Int64 = try row.decode(forColumn: "start"), count: Int64 = try row.decode(forColumn: "count")
                let expected = deltas.reduce(start, &+)
                if expected != count { problems.append("counter \(row.storedText("name")): count \(count), log says \(expected)") }
            }
            problems += try Self.keptCountProblems(db)
            return problems
        }
    }

    /// A pad's kept count whose new count's restart changes are not all there was half taken back.
    private static func keptCountProblems(_ db: Database) throws -> [String] {
        var problems: [String] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, restartChanges FROM padSession") {
            let ids = (row["restartChanges"] as String? ?? "").split(separator: ",").compactMap { Int64($0) }
            let found =
                try ids.isEmpty
                ? 0 : Int.fetchOne(db, sql: "SELECT count(*) FROM counterChange WHERE id IN (\(ids.map(String.init).joined(separator: ",")))") ?? 0
            if found != ids.count { problems.append("pad count \(row["id"] as Int64): \(ids.count - found) of its restart changes are gone") }
        }
        return problems
    }

    /// The latest date anything is logged on (weights, memos, food, workouts, swims).
    public func latestLoggedDate() throws -> LocalDate? {
        try read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT max(d) FROM (SELECT max(date) AS d FROM day UNION ALL SELECT max(date) FROM workoutLog UNION ALL SELECT max(date) FROM swim)
                    """
            ).flatMap(LocalDate.init(iso:))
        }
    }
}
