import GRDB

/// Every migration Tracker has shipped, in order. A shipped migration never changes; new ones are appended.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2-diary") { db in
            try db.execute(
                sql: """
                    CREATE TABLE profile (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        name TEXT,
                        sex TEXT CHECK (sex IN ('female', 'male')),
                        birthDate TEXT,
                        heightCm REAL CHECK (heightCm > 0),
                        goalWeightKg REAL CHECK (goalWeightKg > 0),
                        activityLevel TEXT CHECK (activityLevel IN ('sedentary', 'light', 'moderate', 'vigorous'))
                    );
                    -- One row per calendar date: the date is the key.
                    CREATE TABLE day (
                        date TEXT PRIMARY KEY NOT NULL CHECK (length(date) = 10),
                        weightKg REAL CHECK (weightKg > 0),
                        memo TEXT
                    ) WITHOUT ROWID;
                    CREATE TABLE food (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        nameKey TEXT NOT NULL UNIQUE,
                        kcalPerServing REAL NOT NULL CHECK (kcalPerServing > 0),
                        serving TEXT NOT NULL
                    );
                    -- A food and its servings, or a quick-add with its own label and calories.
                    CREATE TABLE foodEntry (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        date TEXT NOT NULL REFERENCES day(date) ON DELETE CASCADE,
                        foodId INTEGER REFERENCES food(id) ON DELETE CASCADE,
                        label TEXT,
                        servings REAL NOT NULL DEFAULT 1 CHECK (servings > 0),
                        kcal REAL CHECK (kcal > 0),
                        CHECK ((foodId IS NULL) = (kcal IS NOT NULL))
                    );
                    CREATE INDEX foodEntry_date ON foodEntry(date);
                    CREATE INDEX foodEntry_food ON foodEntry(foodId);
                    """)
        }
        migrator.registerMigration("v3-workout") { db in
            try db.execute(
                sql: """
                    CREATE TABLE exercise (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        nameKey TEXT NOT NULL UNIQUE,
                        howTo TEXT NOT NULL DEFAULT '',
                        position INTEGER NOT NULL,
                        rating INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5)
                    );
                    -- One row each time an exercise was done; the name is kept as it was then.
                    CREATE TABLE workoutLog (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        date TEXT NOT NULL CHECK (length(date) = 10),
                        exercise TEXT NOT NULL
                    );
                    CREATE INDEX workoutLog_date ON workoutLog(date);
                    """)
            for (position, exercise) in Exercise.defaults.enumerated() {
                try db.execute(
                    sql: "INSERT INTO exercise(name, nameKey, howTo, position) VALUES (?, ?, ?, ?)",
                    arguments: [exercise.name, Food.nameKey(exercise.name), exercise.howTo, position])
            }
        }
        migrator.registerMigration("v4-counters") { db in
            try db.execute(
                sql: """
                    CREATE TABLE counter (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        nameKey TEXT NOT NULL UNIQUE,
                        count INTEGER NOT NULL,
                        start INTEGER NOT NULL,
                        step INTEGER NOT NULL CHECK (step != 0),
                        createdAt TEXT NOT NULL,
                        pinned INTEGER NOT NULL DEFAULT 0,
                        goal INTEGER,
                        resetPeriod TEXT CHECK (resetPeriod IN ('daily', 'weekly')),
                        periodStart TEXT
                    );
                    -- Every change: count = start + the sum of the deltas, always.
                    CREATE TABLE counterChange (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        counterId INTEGER NOT NULL REFERENCES counter(id) ON DELETE CASCADE,
                        at TEXT NOT NULL,
                        date TEXT NOT NULL,
                        delta INTEGER NOT NULL,
                        countAfter INTEGER NOT NULL,
                        kind TEXT NOT NULL CHECK (kind IN ('tap', 'add', 'set', 'reset'))
                    );
                    CREATE INDEX counterChange_counter ON counterChange(counterId, id);
                    CREATE INDEX counterChange_day ON counterChange(counterId, date);
                    CREATE TABLE pad (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        nameKey TEXT NOT NULL UNIQUE,
                        target INTEGER CHECK (target > 0)
                    );
                    CREATE TABLE padKey (
                        padId INTEGER NOT NULL REFERENCES pad(id) ON DELETE CASCADE,
                        key TEXT NOT NULL,
                        counterId INTEGER NOT NULL REFERENCES counter(id) ON DELETE CASCADE,
                        PRIMARY KEY (padId, key)
                    );
                    """)
        }
        migrator.registerMigration("v5-counter-day-index") { db in
            // Covers the per-day totals (no table lookups): opening the log of a counter with
            // 100,000 changes went from 27 ms to 11 ms (BENCHMARKS.md).
            try db.execute(
                sql: """
                    DROP INDEX counterChange_day;
                    CREATE INDEX counterChange_day ON counterChange(counterId, date, kind, delta);
                    """)
        }
        migrator.registerMigration("v6-swims") { db in
            try db.execute(
                sql: """
                    -- Entries an import made (per-day food energy), so a new import can replace them.
                    ALTER TABLE foodEntry ADD COLUMN source TEXT;
                    CREATE TABLE swim (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        startedAt TEXT NOT NULL,
                        date TEXT NOT NULL CHECK (length(date) = 10),
                        durationSeconds REAL NOT NULL CHECK (durationSeconds > 0),
                        distanceMeters REAL NOT NULL CHECK (distanceMeters >= 0),
                        activeKcal REAL,
                        location TEXT,
                        lapLengthMeters REAL,
                        source TEXT NOT NULL CHECK (source IN ('apple-health', 'manual')),
                        strokes INTEGER
                    );
                    -- An imported swim is known by its start: importing again adds only what is new.
                    CREATE UNIQUE INDEX swim_imported ON swim(startedAt) WHERE source = 'apple-health';
                    CREATE INDEX swim_date ON swim(date);
                    CREATE TABLE swimLap (
                        swimId INTEGER NOT NULL REFERENCES swim(id) ON DELETE CASCADE,
                        offsetSeconds REAL NOT NULL, durationSeconds REAL NOT NULL, strokeStyle INTEGER, swolf REAL
                    );
                    CREATE INDEX swimLap_swim ON swimLap(swimId);
                    CREATE TABLE swimStroke (
                        swimId INTEGER NOT NULL REFERENCES swim(id) ON DELETE CASCADE,
                        style INTEGER NOT NULL, meters REAL NOT NULL,
                        PRIMARY KEY (swimId, style)
                    );
                    CREATE TABLE swimHeartRate (
                        swimId INTEGER NOT NULL REFERENCES swim(id) ON DELETE CASCADE,
                        offsetSeconds REAL NOT NULL, bpm REAL NOT NULL
                    );
                    CREATE INDEX swimHeartRate_swim ON swimHeartRate(swimId);
                    """)
        }
        migrator.registerMigration("v7-history-entry-snapshot", migrate: historyMigration)
        migrator.registerMigration("v7-swimimport-local-time-copies-segments", migrate: swimImport)
        migrator.registerMigration("v7-counters-restart-value", migrate: addCounterRestartValue)
        migrator.registerMigration("v7-workout-programs", migrate: addWorkoutPrograms)
        migrator.registerMigration("v7-counters-pad-sessions", migrate: addPadSessions)
        migrator.registerMigration("v8-names-compatibility-keys", migrate: recomputeNameKeys)
        migrator.registerMigration("v8-swimgaps-watch-heart-rate", migrate: addSwimWatchHeartRate)
        migrator.registerMigration("v8-imports-health-food-records", migrate: addHealthFoodRecords)
        migrator.registerMigration("v9-workout-program-blocks", migrate: addWorkoutProgramBlocks)
        migrator.registerMigration("v9-swim-fit-recorded-by", migrate: addSwimRecordedBy)
        migrator.registerMigration("v9-swim-paused-seconds-source-app", migrate: addSwimPausesAndKeptApp)
        migrator.registerMigration("v9-config-machine-settings-leave-the-diary", migrate: removeMachineSettings)
        migrator.registerMigration("v9-sync-state", migrate: addSync)
        migrator.registerMigration("v10-sync-change-journal", migrate: addSyncJournal)
        migrator.registerMigration("v10-food-entry-import-key", migrate: addFoodEntryImportKey)
        migrator.registerMigration("v11-food-entry-import-records", migrate: addFoodEntryImportRecords)
        migrator.registerMigration("v11-sync-tombstones", migrate: addSyncTombstones)
        migrator.registerMigration("v11-diary-origin", migrate: addDiaryOrigin)
        migrator.registerMigration("v12-sync-birth", migrate: addSyncBirths)
        migrator.registerMigration("v12-names-variation-selectors", migrate: recomputeNameKeys)
        migrator.registerMigration("v13-sync-journal-times", migrate: addSyncJournalTimes)
        return migrator
    }
}
