import GRDB

extension Schema {
    /// The watch's own heart-rate summary of a swim (`WorkoutStatistics`), shown when the export has no samples.
    static func addSwimWatchHeartRate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE swim ADD COLUMN watchHeartRateAverage REAL;
                ALTER TABLE swim ADD COLUMN watchHeartRateMinimum REAL;
                ALTER TABLE swim ADD COLUMN watchHeartRateMaximum REAL;
                """)
    }
}
