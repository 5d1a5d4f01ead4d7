import GRDB

extension Schema {
    /// Issue 26, swims from FIT files: the watch that recorded an imported swim, when the file says
    /// (`COROS`, `Garmin`); NULL for swims from Apple Health and those added by hand.
    static func addSwimRecordedBy(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE swim ADD COLUMN recordedBy TEXT")
    }
}
