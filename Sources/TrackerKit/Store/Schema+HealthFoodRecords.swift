import GRDB

extension Schema {
    /// Which Apple Health food-energy records an import has already turned into an entry, so that importing a newer
    /// export adds only records not seen before and leaves the user's edit or deletion of an imported entry alone.
    /// Only keys: the calories live in the entry, nowhere else.
    static func addHealthFoodRecords(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE healthFoodRecord (
                    date TEXT NOT NULL,
                    recordKey INTEGER NOT NULL,
                    PRIMARY KEY (date, recordKey)
                ) WITHOUT ROWID;
                """)
    }
}
