import TrackerKit

/// Keys while a prompt or dialog is open on the Log tab.
extension LogScreen {
    static func modalHelp(_ modal: Modal) -> HelpSection {
        let entries: [HelpEntry]
        switch modal {
        case .memo:
            entries = [.init(keys: "Ctrl-S", summary: "save the memo"), .init(keys: "Enter", summary: "new line"),
                       .init(keys: "Esc", summary: "cancel"), .init(keys: "Ctrl-U", summary: "clear")]
        case .newFood, .quickAdd:
            entries = Form.keys.helpSection("").entries
        case .picker:
            entries = [.init(keys: "type", summary: "search"), .init(keys: "↑↓", summary: "choose"),
                       .init(keys: "Enter", summary: "take it"), .init(keys: "Esc", summary: "cancel")]
        case .duplicate:
            entries = [.init(keys: "a", summary: "add the servings"), .init(keys: "r", summary: "replace the servings"),
                       .init(keys: "Esc", summary: "cancel")]
        case .confirmDeleteEntry, .confirmClearWeight:
            entries = [.init(keys: "y", summary: "yes"), .init(keys: "n/Esc", summary: "no")]
        case .weight, .goTo, .copyFrom, .servings, .editEntry:
            entries = [.init(keys: "Enter", summary: "save"), .init(keys: "Esc", summary: "cancel"),
                       .init(keys: "Ctrl-U", summary: "clear")]
        }
        return HelpSection(title: "Log", entries: entries)
    }

    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        guard let modal else { return [] }
        let database = context.database
        switch modal {
        case .weight(var field):
            return prompt(&field, key, context: context, wrap: Modal.weight) { s, text in
                let kg = try Input.weight(text, unit: s.preferences.weightUnit).get()
                try database.logWeight(kg, on: s.selected)
                return "Weight \(s.preferences.weightUnit.format(kilograms: kg)) logged for \(CalendarNames.readable(s.selected))."
            }
        case .goTo(var field):
            return prompt(&field, key, context: context, wrap: Modal.goTo) { s, text in
                let date = try Input.date(text).get()
                s.select(date, context: context)
                return nil
            }
        case .copyFrom(var field):
            return prompt(&field, key, context: context, wrap: Modal.copyFrom) { s, text in
                let source = try Input.date(text).get()
                let count = try database.copyEntries(from: source, to: s.selected)
                return "Copied \(count) \(count == 1 ? "entry" : "entries") from \(CalendarNames.readable(source))."
            }
        case .editEntry(let entry, var field):
            return prompt(&field, key, context: context, wrap: { Modal.editEntry(entry, $0) }) { _, text in
                if entry.isQuickAdd {
                    try database.updateEntry(id: entry.id, kcal: try Input.kcal(text).get())
                } else {
                    try database.updateEntry(id: entry.id, servings: try Input.servings(text).get())
                }
                return "\(entry.title) updated."
            }
        case .servings(let food, var field):
            return prompt(&field, key, context: context, wrap: { Modal.servings(food, $0) }) { s, text in
                let servings = try Input.servings(text).get()
                guard let id = food.id else { return nil }
                if let existing = try database.existingEntry(foodId: id, on: s.selected) {
                    s.modal = .duplicate(food, servings: servings, existing: existing.servings)
                    return nil
                }
                try database.addEntry(foodId: id, servings: servings, on: s.selected)
                return "Added \(Format.trimmed(servings)) × \(food.name)."
            }
        case .duplicate(let food, let servings, let existing):
            let choice: DuplicateEntryChoice
            switch key {
            case .character("a"): choice = .addServings
            case .character("r"): choice = .replace
            case .escape: self.modal = nil; return []
            default: return []
            }
            let day = selected
            return run(context: context) {
                try database.addEntry(foodId: food.id ?? -1, servings: servings, on: day, ifPresent: choice)
                let total = choice == .addServings ? existing + servings : servings
                return "\(food.name): now \(Format.trimmed(total)) servings."
            }
        case .memo(var area):
            area.width = Self.memoText(in: Self.memoFrame(in: context.contentArea)).width
            switch area.handle(key) {
            case .cancel: self.modal = nil
            case .save:
                let day = selected
                return run(context: context) {
                    try database.setMemo(area.text, on: day)
                    return area.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "Memo removed." : "Memo saved."
                }
            default: self.modal = .memo(area)
            }
        case .picker(var picker):
            switch picker.handle(key, database: database) {
            case .none: self.modal = .picker(picker)
            case .cancel: self.modal = nil
            case .pick(let food):
                self.modal = .servings(food, TextField(label: "Servings of \(food.name) (\(food.serving.rawValue))", text: "1", maxLength: 20))
            case .create(let name):
                self.modal = .newFood(FoodForm.make(name: name))
            }
        case .newFood(var form):
            switch form.handle(key) {
            case .none: self.modal = .newFood(form)
            case .cancel: self.modal = nil
            case .submit:
                if let food = FoodForm.validated(&form) {
                    do {
                        let saved = try database.addFood(food)
                        self.modal = .servings(saved, TextField(label: "Servings of \(saved.name) (\(saved.serving.rawValue))", text: "1", maxLength: 20))
                    } catch {
                        form.setError(0, "\(error)")
                        self.modal = .newFood(form)
                    }
                } else {
                    self.modal = .newFood(form)
                }
            }
        case .quickAdd(var form):
            switch form.handle(key) {
            case .none: self.modal = .quickAdd(form)
            case .cancel: self.modal = nil
            case .submit:
                form.clearErrors()
                switch Input.kcal(form.text(1)) {
                case .failure(let error):
                    form.setError(1, error.message)
                    form.focus = 1
                    self.modal = .quickAdd(form)
                case .success(let kcal):
                    let label = form.text(0)
                    let day = selected
                    return run(context: context) {
                        try database.addQuickEntry(label: label, kcal: kcal, on: day)
                        return "Added \(Format.kcal(kcal))\(label.isEmpty ? "" : " for \(label)")."
                    }
                }
            }
        case .confirmDeleteEntry(let entry):
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes: return run(context: context) { try database.deleteEntry(id: entry.id); return "\(entry.title) deleted." }
            case .no: self.modal = nil
            case nil: break
            }
        case .confirmClearWeight:
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes:
                let day = selected
                return run(context: context) { try database.clearWeight(on: day); return "Weight removed." }
            case .no: self.modal = nil
            case nil: break
            }
        }
        return []
    }

    /// A one-field prompt: Enter runs `save` (errors stay under the field with the text kept), Esc cancels.
    private mutating func prompt(_ field: inout TextField, _ key: Key, context: ScreenContext, wrap: (TextField) -> Modal,
                                 save: (inout LogScreen, String) throws -> String?) -> [Effect] {
        switch field.handle(key) {
        case .cancelled:
            modal = nil
        case .submitted:
            let before = modal
            do {
                let message = try save(&self, field.text)
                if modal == before { modal = nil }
                reloadDay(context: context)
                return message.map { [.message(.info($0))] } ?? []
            } catch {
                field.error = "\(error)"
                modal = wrap(field)
            }
        default:
            modal = wrap(field)
        }
        return []
    }

    /// Runs a write; closes the dialog on success, reports the failure on the status line otherwise.
    private mutating func run(context: ScreenContext, _ write: () throws -> String) -> [Effect] {
        do {
            let message = try write()
            modal = nil
            reloadDay(context: context)
            return [.message(.info(message))]
        } catch {
            modal = nil
            return [.message(.error("\(error)"))]
        }
    }
}
