import TrackerKit

/// The Log tab's food dialogs: choosing a food, its servings, a new food, quick-add, editing and deleting entries.
extension LogScreen {
    mutating func handleFoodModal(_ key: Key, context: ScreenContext) -> [Effect] {
        let db = context.database
        switch modal {
        case .editEntry(let entry, let d):
            return host(d, key, context: context, as: { .editEntry(entry, $0) }) { s, dialog, text in try s.edit(entry, text, from: &dialog, db) }
        case .servings(let food, let d):
            return host(d, key, context: context, as: { .servings(food, $0) }) { s, _, text in try s.add(food, servings: text, db) }
        case .duplicate(let food, let servings, let existing, let d):
            return host(d, key, context: context, as: { .duplicate(food, servings: servings, existing: existing, $0) }) { s, _, choice in
                try db.addEntry(foodId: food.id ?? -1, servings: servings, on: s.selected, ifPresent: choice)
                let total = choice == .addServings ? existing + servings : servings
                return .close(.info("\(food.name): now \(Format.trimmed(total)) servings."))
            }
        case .picker(let d):
            return host(d, key, context: context, as: Modal.picker) { _, _, choice in
                switch choice {
                case .pick(let food): return .next(Self.servingsPrompt(food))
                case .create(let name): return .next(.newFood(FoodForm.make(name: name)))
                }
            }
        case .newFood(let d):
            return host(d, key, context: context, as: Modal.newFood) { _, form, _ in
                guard let food = FoodForm.validated(&form) else { return .stay }
                return .next(Self.servingsPrompt(try db.addFood(food)))
            }
        case .quickAdd(let d):
            return host(d, key, context: context, as: Modal.quickAdd) { s, form, _ in try s.quickAdd(&form, db) }
        case .confirmDeleteEntry(let entry, let d):
            return host(d, key, context: context, as: { .confirmDeleteEntry(entry, $0) }) { _, _, _ in
                try db.deleteEntry(id: entry.id)
                return .close(.info("\(entry.title) deleted."))
            }
        default:
            return []
        }
    }

    /// The entry keeps the amount the prompt was opened with (`saveEdit`).
    private func edit(_ entry: FoodEntry, _ text: String, from dialog: inout PromptDialog, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let amount = entry.isQuickAdd ? try Input.kcal(text).get() : try Input.servings(text).get()
        let reopen = { (opened: Double, dialog: PromptDialog) -> Modal in
            var entry = entry
            if entry.isQuickAdd { entry.kcal = opened } else { entry.servings = opened }
            return .editEntry(entry, dialog)
        }
        return try saveEdit(&dialog, opened: entry.isQuickAdd ? entry.kcal : entry.servings, reopen: reopen) { opened in
            try db.updateEntry(id: entry.id, amount: Edit(opened: opened, mine: amount), isQuickAdd: entry.isQuickAdd)
            return .close(.info("\(entry.title) updated."))
        }
    }

    private func add(_ food: Food, servings text: String, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let servings = try Input.servings(text).get()
        guard let id = food.id else { return .close(nil) }
        if let existing = try db.existingEntry(foodId: id, on: selected) {
            let dialog = ChoiceDialog<DuplicateEntryChoice>(
                title: "\(food.name) is already on this day",
                lines: [
                    "It has \(Format.trimmed(existing.servings)) \(LogScreen.unit(food.serving, amount: existing.servings)) there.",
                    "a: add \(Format.trimmed(servings)), making \(Format.trimmed(existing.servings + servings))",
                    "r: replace with \(Format.trimmed(servings))",
                ],
                options: [.init(key: "a", label: "add", choice: .addServings), .init(key: "r", label: "replace", choice: .replace)])
            return .next(.duplicate(food, servings: servings, existing: existing.servings, dialog))
        }
        try db.addEntry(foodId: id, servings: servings, on: selected)
        return .close(.info("Added \(Format.trimmed(servings)) × \(food.name)."))
    }

    private func quickAdd(_ form: inout Form, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        switch Input.kcal(form.text(1)) {
        case .failure(let error):
            form.setError(1, error.message)
            form.focus = 1
            return .stay
        case .success(let kcal):
            let label = form.text(0)
            try db.addQuickEntry(label: label, kcal: kcal, on: selected)
            return .close(.info("Added \(Format.kcal(kcal))\(label.isEmpty ? "" : " for \(label)")."))
        }
    }

    static func servingsPrompt(_ food: Food) -> Modal {
        .servings(
            food,
            PromptDialog(
                title: "\(food.name): \(Format.kcalPerServing(food.kcalPerServing)) per \(food.serving.rawValue)",
                label: "Servings of \(food.name) (\(food.serving.rawValue))", text: "1"))
    }
}
