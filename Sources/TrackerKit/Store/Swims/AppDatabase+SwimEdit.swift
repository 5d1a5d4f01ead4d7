import GRDB

extension Swim {
    /// The fields the swim form edits.
    public static let mergeFields: [MergeField<Swim>] = [
        MergeField("date", \.date) { $0.iso },
        MergeField("minutes", \.durationSeconds) { Format.trimmed($0 / 60, maxPlaces: 1) },
        MergeField("metres", \.distanceMeters) { Format.trimmed($0) },
        MergeField("kcal", \.activeKcal) { $0.map { Format.trimmed($0) } ?? "none" },
        MergeField("pool length", \.lapLengthMeters) { $0.map { Format.trimmed($0) } ?? "none" },
        MergeField("pool unit", \.poolUnit) { $0.rawValue },
    ]
}

/// The swim form's save.
extension AppDatabase {
    /// Saves the swim form as the user left it against the swim it was opened with (`AppDatabase.merge`).
    public func updateSwim(_ edit: Edit<Swim>) throws {
        let mine = edit.mine
        try Self.checkSwim(minutes: mine.durationSeconds / 60, meters: mine.distanceMeters, kcal: mine.activeKcal, poolLength: mine.lapLengthMeters)
        try write { db in
            let current = try Row.fetchOne(db, sql: "SELECT * FROM swim WHERE id = ?", arguments: [mine.id]).flatMap(Self.swim(from:))
            let swim = try Self.merge(edit, current: current, fields: Swim.mergeFields, subject: "The swim")
            try db.execute(
                sql: "UPDATE swim SET date = ?, durationSeconds = ?, distanceMeters = ?, activeKcal = ?, lapLengthMeters = ?, poolUnit = ? WHERE id = ?",
                arguments: [
                    swim.date.iso, swim.durationSeconds, swim.distanceMeters, swim.activeKcal, swim.lapLengthMeters,
                    swim.lapLengthMeters == nil ? nil : swim.poolUnit.rawValue, swim.id,
                ])
        }
    }
}
