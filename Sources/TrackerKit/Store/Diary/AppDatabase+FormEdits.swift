import GRDB

/// The saves of the Log tab's forms: each checks, in its own transaction, that what the form changed
/// still holds what the form was opened with (`AppDatabase.merge`), and keeps changes made elsewhere to
/// anything the form did not change.
extension AppDatabase {
    /// Saves the memo the editor was opened with (`edit.opened`, as stored) as the user left it.
    public func setMemo(_ edit: Edit<String?>, on date: LocalDate) throws {
        let mine = Edit(opened: edit.opened, mine: try Input.memo(edit.mine).get())
        try undoableWrite("the memo of \(CalendarNames.readable(date))") { db in
            let current = try String.fetchOne(db, sql: "SELECT memo FROM day WHERE date = ?", arguments: [date.iso])
            let memo = try Self.merge(
                mine, current: .some(current), fields: [.whole { "“\(MergeField<String?>.quoted($0))”" }], subject: "The memo")
            guard memo != current else { return }
            try Self.storeMemo(memo, on: date, in: db)
        }
    }

    static func storeMemo(_ memo: String?, on date: LocalDate, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO day(date, memo) VALUES (?, ?) ON CONFLICT(date) DO UPDATE SET memo = excluded.memo", arguments: [date.iso, memo])
        try removeIfEmpty(date, in: db)
    }

    /// Saves the weight a prompt was opened with (nil: none) as typed; `unit` names a conflicting one.
    public func logWeight(_ edit: Edit<Double?>, on date: LocalDate, unit: WeightUnit) throws {
        if let kg = edit.mine { _ = try ValueRules.weightKg.check(kg, "a weight (kg)") }
        try undoableWrite("the weight of \(CalendarNames.readable(date))") { db in
            let stored = try Double.fetchOne(db, sql: "SELECT weightKg FROM day WHERE date = ?", arguments: [date.iso])
            let current = ValueRules.weightKg.kept(stored)
            let kg = try Self.merge(
                edit, current: .some(current), fields: [.whole { $0.map { unit.format(kilograms: $0) } ?? "none" }],
                subject: "The weight of \(CalendarNames.readable(date))")
            guard kg != current, let kg else { return }
            try Self.storeWeight(kg, on: date, in: db)
        }
    }

    /// Saves a food's name, calories and serving as the form left them; a field the form did not change
    /// keeps what is stored now.
    /// Returns the food as saved.
    @discardableResult
    public func updateFood(_ edit: Edit<Food>, alsoUpdatingPastEntries: Bool = false) throws -> Food {
        guard let id = edit.mine.id else { throw InputError("That food was never saved.") }
        var checked = edit
        checked.mine.name = try Input.foodName(edit.mine.name).get()
        _ = try ValueRules.kcal.check(edit.mine.kcalPerServing, "calories per serving")
        return try undoableWrite("the edit of \(checked.mine.name)") { db in
            let current = try Row.fetchOne(db, sql: "SELECT * FROM food WHERE id = ?", arguments: [id]).map(Self.food(from:))
            var food = try Self.merge(checked, current: current, fields: Food.mergeFields, subject: "“\(MergeField<Food>.quoted(edit.opened.name))”")
            food.name = try Input.foodName(food.name).get()
            try Self.storeFood(food, alsoUpdatingPastEntries: alsoUpdatingPastEntries, in: db)
            return food
        }
    }

    /// Saves the servings (a food entry) or calories (a quick add) an entry's prompt was opened with.
    public func updateEntry(id: Int64, amount edit: Edit<Double>, isQuickAdd: Bool) throws {
        let rule = isQuickAdd ? ValueRules.kcal : ValueRules.servings
        _ = try rule.check(edit.mine, isQuickAdd ? "calories" : "servings")
        let column = isQuickAdd ? "kcal" : "servings"
        try undoableWrite("the edit of an entry") { db in
            let stored = try Row.fetchOne(
                db, sql: "SELECT \(column) AS amount FROM foodEntry WHERE id = ? AND foodId IS \(isQuickAdd ? "" : "NOT ")NULL", arguments: [id])
            let current = try stored.map { row -> Double in
                isQuickAdd ? (rule.kept(try row.decode(forColumn: "amount")) ?? 0) : rule.clamped(try row.decode(forColumn: "amount"))
            }
            let amount = try Self.merge(
                edit, current: current, fields: [.whole(column) { Format.trimmed($0) }], subject: "The entry")
            try db.execute(sql: "UPDATE foodEntry SET \(column) = ? WHERE id = ?", arguments: [amount, id])
        }
    }
}
