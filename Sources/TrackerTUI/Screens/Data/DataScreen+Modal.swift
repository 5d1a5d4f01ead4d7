import Foundation
import TrackerKit

/// The Data tab's dialogs: what each is for, and what submitting it does.
extension DataScreen {
    enum Modal: HostedDialog {
        case search(SearchDialog)
        case foodForm(Form, editing: Food?)
        case confirmDeleteFood(Food, ConfirmDialog)
        case removeFood(Food, ChoiceDialog<FoodRemoval.Choice>)
        case confirmDeleteDay(DaySummary, ConfirmDialog)
        case profile(ProfileForm, opened: ProfileAndPreferences)
        /// The values in force when the form opened (`saveEdit`).
        case settings(Form, opened: [String: String])
        case importing(ImportDialog)
        case weightFile(PromptDialog)
        case weightPreview(WeightHistory, ChoiceDialog<Bool>)
        case foodPreview(KCountFoodList, ChoiceDialog<Bool>)
        case diaryPreview(FoodDiaryFile, ChoiceDialog<Bool>)
        case exportPreview(JSONImporter.Checked, ChoiceDialog<Bool>)
        case importProblems(ChoiceDialog<Bool>)
        case export(Form)

        var dialog: any ModalDialog {
            switch self {
            case .search(let d): return d
            case .foodForm(let d, _), .settings(let d, _), .export(let d): return d
            case .confirmDeleteFood(_, let d), .confirmDeleteDay(_, let d): return d
            case .profile(let d, _): return d
            case .removeFood(_, let d): return d
            case .importing(let d): return d
            case .weightFile(let d): return d
            case .weightPreview(_, let d), .foodPreview(_, let d), .diaryPreview(_, let d), .exportPreview(_, let d), .importProblems(let d): return d
            }
        }
    }

    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        let db = context.database
        switch modal {
        case nil: return []
        case .search(let d):
            return host(d, key, context: context, as: Modal.search) { s, _, event in s.search(event, db) }
        case .export(let d):
            return host(d, key, context: context, as: Modal.export) { s, form, _ in try Self.export(&form, db, today: s.today) }
        case .importing(let d):
            return host(d, key, context: context, as: Modal.importing) { _, _, _ in .close(nil) }
        case .weightFile, .weightPreview, .importProblems, .foodPreview, .diaryPreview, .exportPreview:
            return handleHistoryImport(key, context: context)
        case .foodForm(let d, let editing):
            return host(d, key, context: context, as: { .foodForm($0, editing: editing) }) { s, form, _ in
                try s.saveFood(&form, editing: editing, db)
            }
        case .confirmDeleteFood(let food, let d):
            return host(d, key, context: context, as: { .confirmDeleteFood(food, $0) }) { _, _, _ in
                try db.deleteFood(food.id ?? -1)
                return .close(.info("\(food.name) deleted."))
            }
        case .removeFood(let food, let d):
            return host(d, key, context: context, as: { .removeFood(food, $0) }) { _, _, choice in
                .close(try FoodRemoval.apply(choice, to: food, db))
            }
        case .confirmDeleteDay(let day, let d):
            return host(d, key, context: context, as: { .confirmDeleteDay(day, $0) }) { _, _, _ in
                try db.deleteDay(day.date)
                return .close(.info("\(CalendarNames.readable(day.date)) deleted."))
            }
        case .profile(let d, let opened):
            return host(d, key, context: context, as: { .profile($0, opened: opened) }) { s, form, _ in
                guard let result = form.validated(today: s.today) else { return .stay }
                let changedWeight = s.latestWeight.map { abs($0.kg - result.currentWeightKg) > 0.0001 } ?? true
                let mine = ProfileAndPreferences(profile: result.profile, preferences: result.preferences)
                return try s.saveEdit(&form, opened: opened, reopen: { .profile($1, opened: $0) }) { opened in
                    try db.saveProfile(Edit(opened: opened, mine: mine), weighIn: changedWeight ? (s.today, result.currentWeightKg) : nil)
                    return .close(.info(changedWeight ? "Profile saved; today's weight is logged." : "Profile saved."))
                }
            }
        case .settings(let d, let opened):
            return host(d, key, context: context, as: { .settings($0, opened: opened) }) { s, form, _ in
                guard let values = SettingsForm.validated(&form) else { return .stay }
                return try s.saveEdit(&form, opened: opened, reopen: { .settings($1, opened: $0) }) { opened in
                    try db.setUserSettings(values, opened: opened)
                    return .close(.info("Settings saved."))
                }
            }
        }
    }

    private mutating func search(_ event: SearchDialog.Event, _ db: AppDatabase) -> DialogOutcome<Modal> {
        let query: String
        switch event {
        case .typed(let text): query = text
        case .kept: return .close(nil)
        case .cleared: query = ""
        }
        if section == .foods { foodQuery = query; foodList = ListState(); reloadFoods(db) } else { dayQuery = query; dayList = ListState(); reloadDays(db) }
        return query.isEmpty && event.isClear ? .close(nil) : .stay
    }

    private mutating func saveFood(_ form: inout Form, editing: Food?, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        guard var food = FoodForm.validated(&form) else { return .stay }
        do {
            if let editing {
                food.id = editing.id
                let past = FoodForm.alsoUpdatesPastEntries(form)
                let outcome = try saveEdit(&form, opened: editing, reopen: { .foodForm($1, editing: $0) }) { opened in
                    food = try db.updateFood(Edit(opened: opened, mine: food), alsoUpdatingPastEntries: past)
                    return .stay
                }
                if case .next = outcome { return outcome }
            } else {
                try db.addFood(food)
            }
        } catch {
            form.setError(0, "\(error)")
            form.focus = 0
            return .stay
        }
        reloadFoods(db)
        if let index = foods.firstIndex(where: { NameKey.of($0.name) == NameKey.of(food.name) }) { foodList.selected = index }
        let past = form.fields.count <= 3 ? "" : FoodForm.alsoUpdatesPastEntries(form) ? "; past entries updated too" : "; past entries keep their calories"
        return .close(.info("\(food.name) saved\(past)."))
    }

    private static func export(_ form: inout Form, _ db: AppDatabase, today: LocalDate) throws -> DialogOutcome<Modal> {
        var path = TypedPath.resolveForWriting(form.text(1))
        guard !path.isEmpty else { form.setError(1, "Enter where to save it."); return .stay }
        let json = form.choice(0) == 0, force = form.choice(2) == 1
        if json && !path.hasSuffix(".json") { path += ".json" }
        do {
            let (document, setAside) = try db.exportDocument().restorable(today: today)
            if json {
                try SafeFileWriter.write(try document.encoded(), to: path, force: force, protecting: db.path)
            } else {
                try SafeFileWriter.writeAll(
                    CSVExport.files(document).map { ($0.name, Data($0.text.utf8)) }, inFolder: path, force: force,
                    protecting: db.path)
            }
            guard !setAside.isEmpty else { return .close(.info("Exported to \(path) (owner-only).")) }
            // What was left out first: a long path would push it off a narrow status line.
            return .close(.error("\(setAside.count) left out of the export (import would refuse them; tracker export names them). Saved to \(path)."))
        } catch let error as InputError where error.existingPath != nil {
            form.setError(1, "\(((error.existingPath ?? path) as NSString).lastPathComponent) exists: pick another name, or \"replace it\" below.")
        } catch {
            form.setError(1, "\(error)")
        }
        return .stay
    }
}

private extension SearchDialog.Event {
    var isClear: Bool { if case .cleared = self { return true } else { return false } }
}
