import GRDB

extension Schema {
    /// Which Apple Health food-energy records an import has already turned into an entry, so that importing a newer
    /// export adds only records not seen before and leaves the user's edit or deletion of an imported entry alone.
    /// Only keys: the calories live in the entry, nowhere else. A key is known whatever day it was filed under (an export
    /// written in another time zone may put a record on the next day).
    static func addHealthFoodRecords(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE healthFoodRecord (
                    recordKey INTEGER PRIMARY KEY,
                    date TEXT NOT NULL
                );
                CREATE INDEX healthFoodRecord_date ON healthFoodRecord(date);
                """)
    }
}
