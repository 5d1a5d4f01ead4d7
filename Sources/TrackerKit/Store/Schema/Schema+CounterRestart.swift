import GRDB

extension Schema {
    /// The count a daily or weekly restart goes back to, when set apart from the creation start
    /// (which stays: count = start + the logged changes).
    static func addCounterRestartValue(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE counter ADD COLUMN restartAt INTEGER")
    }
}
