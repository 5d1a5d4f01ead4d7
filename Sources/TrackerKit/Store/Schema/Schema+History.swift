import GRDB

extension Schema {
    /// A food entry keeps the energy per serving and the serving type it was logged with, so editing
    /// the food later leaves past days as they were; a food with entries can be archived (hidden from
    /// the picker and the food list) instead of deleted.
    static func historyMigration(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE foodEntry ADD COLUMN loggedKcalPerServing REAL;
                ALTER TABLE foodEntry ADD COLUMN loggedServing TEXT;
                UPDATE foodEntry SET
                    loggedKcalPerServing = (SELECT kcalPerServing FROM food WHERE food.id = foodEntry.foodId),
                    loggedServing = (SELECT serving FROM food WHERE food.id = foodEntry.foodId)
                WHERE foodId IS NOT NULL;
                -- Every way an entry is written (app, command line, import, demo data) gets the food as it is
                -- now unless it says otherwise: one rule in the schema, not one per writer.
                CREATE TRIGGER foodEntry_snapshot AFTER INSERT ON foodEntry
                WHEN NEW.foodId IS NOT NULL AND (NEW.loggedKcalPerServing IS NULL OR NEW.loggedServing IS NULL)
                BEGIN
                    UPDATE foodEntry SET
                        loggedKcalPerServing = coalesce(NEW.loggedKcalPerServing, (SELECT kcalPerServing FROM food WHERE id = NEW.foodId)),
                        loggedServing = coalesce(NEW.loggedServing, (SELECT serving FROM food WHERE id = NEW.foodId))
                    WHERE id = NEW.id;
                END;
                ALTER TABLE food ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
                """)
    }
}
