import Foundation
import TrackerKit

extension DataScreen {
    mutating func perform(_ command: Command, context: ScreenContext) -> [Effect] {
        let database = context.database
        switch command {
        case .section(let delta):
            section = Section(rawValue: (section.rawValue + delta + Section.allCases.count) % Section.allCases.count)!
        case .move(let delta):
            if section == .foods { foodList.move(by: delta, count: foods.count, visible: 1000) }
            if section == .days {
                dayList.move(by: delta, count: dayTotal, visible: 1000)
                if day(at: dayList.selected) == nil { reloadDays(database) }
            }
        case .search:
            modal = .search(TextField(label: "Search", text: section == .foods ? foodQuery : dayQuery, maxLength: 60))
        case .sort:
            if section == .foods {
                // The food that was selected stays selected in the new order.
                let kept = selectedFood?.id
                foodSort = FoodSort.allCases[(FoodSort.allCases.firstIndex(of: foodSort)! + 1) % FoodSort.allCases.count]
                reloadFoods(database)
                if let index = foods.firstIndex(where: { $0.id == kept }) {
                    foodList.selected = index
                    foodList.move(by: 0, count: foods.count, visible: 1000)
                }
            } else {
                daySort = DaySort.allCases[(DaySort.allCases.firstIndex(of: daySort)! + 1) % DaySort.allCases.count]
                reloadDays(database)
            }
        case .add:
            modal = .foodForm(FoodForm.make(name: ""), editing: nil)
        case .edit:
            return edit()
        case .delete:
            if section == .foods, let food = selectedFood, let id = food.id {
                let usage = loaded((entries: 0, days: 0)) { try database.foodUsage(id) }
                modal = .confirmDeleteFood(food, entries: usage.entries, days: usage.days)
            } else if section == .days, let day = day(at: dayList.selected) {
                modal = .confirmDeleteDay(day)
            }
        case .open:
            if let day = day(at: dayList.selected) { return [.openDay(day.date)] }
        case .importHealth:
            modal = .importing(ImportDialog())
        case .export:
            let home = ProcessInfo.processInfo.environment["HOME"] ?? "."
            modal = .export(Form(title: "Export everything", fields: [
                .choice("Format", ["JSON (one file; restores everything)", "CSV (a folder, one file per kind)"]),
                .text("Save to", "\(home)/tracker-export-\(today.iso)", hint: "a new file or folder (.json is added for JSON)", maxLength: 1000),
                .choice("If it exists", ["keep it (stop)", "replace it"]),
            ]))
        }
        return []
    }

    var selectedFood: Food? { foods.indices.contains(foodList.selected) ? foods[foodList.selected] : nil }

    private mutating func edit() -> [Effect] {
        switch section {
        case .foods:
            guard let food = selectedFood else { return [.message(.info("No food to edit: press a to add one."))] }
            var form = FoodForm.make(name: food.name)
            form.title = "Edit food"
            if case .text(var field) = form.fields[1].kind {
                field.text = Format.trimmed(food.kcalPerServing)
                form.fields[1].kind = .text(field)
            }
            form.fields[2] = .choice("Serving", ServingType.allCases.map(\.rawValue), selected: ServingType.allCases.firstIndex(of: food.serving) ?? 0)
            modal = .foodForm(form, editing: food)
        case .days:
            break
        case .profile:
            modal = .profile(ProfileForm(title: profile == nil ? "Your profile" : "Edit profile", profile: profile,
                                         preferences: preferences, currentWeightKg: latestWeight?.kg))
        case .settings:
            modal = .settings(SettingsForm.make(stored: settingValues))
        }
        return []
    }

    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        guard let modal else { return [] }
        let database = context.database
        switch modal {
        case .export(var form):
            switch form.handle(key) {
            case .none: self.modal = .export(form)
            case .cancel: self.modal = nil
            case .submit:
                form.clearErrors()
                var path = (form.text(1).trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
                guard !path.isEmpty else { form.setError(1, "Enter where to save it."); self.modal = .export(form); return [] }
                let json = form.choice(0) == 0, force = form.choice(2) == 1
                if json && !path.hasSuffix(".json") { path += ".json" }
                do {
                    let document = try database.exportDocument()
                    if json {
                        try SafeFileWriter.write(try document.encoded(), to: path, force: force, protecting: database.path)
                    } else {
                        try SafeFileWriter.writeAll(CSVExport.files(document).map { ($0.name, Data($0.text.utf8)) }, inFolder: path, force: force,
                                                    protecting: database.path)
                    }
                    self.modal = nil
                    return [.message(.info("Exported to \(path) (owner-only)."))]
                } catch let error as InputError where error.existingPath != nil {
                    form.setError(1, "\(((error.existingPath ?? path) as NSString).lastPathComponent) exists: pick another name, or \"replace it\" below.")
                    self.modal = .export(form)
                } catch {
                    form.setError(1, "\(error)")
                    self.modal = .export(form)
                }
            }
        case .importing(var dialog):
            let (stay, effects) = dialog.handle(key, context: context)
            self.modal = stay ? .importing(dialog) : nil
            if !stay { reload(context: context) }
            return effects
        case .search(var field):
            switch field.handle(key) {
            case .cancelled: field.text = ""; self.modal = nil
            case .submitted: self.modal = nil
            default: self.modal = .search(field)
            }
            if section == .foods { foodQuery = field.text; foodList = ListState(); reloadFoods(database) }
            else { dayQuery = field.text; dayList = ListState(); reloadDays(database) }
        case .foodForm(var form, let editing):
            switch form.handle(key) {
            case .none: self.modal = .foodForm(form, editing: editing)
            case .cancel: self.modal = nil
            case .submit:
                guard var food = FoodForm.validated(&form) else { self.modal = .foodForm(form, editing: editing); return [] }
                do {
                    if let editing {
                        food.id = editing.id
                        try database.updateFood(food)
                    } else {
                        try database.addFood(food)
                    }
                    self.modal = nil
                    reloadFoods(database)
                    if let index = foods.firstIndex(where: { Food.nameKey($0.name) == Food.nameKey(food.name) }) { foodList.selected = index }
                    return [.message(.info("\(food.name) saved."))]
                } catch {
                    form.setError(0, "\(error)")
                    form.focus = 0
                    self.modal = .foodForm(form, editing: editing)
                }
            }
        case .confirmDeleteFood(let food, _, _):
            return confirm(key, context: context) {
                try database.deleteFood(food.id ?? -1)
                return "\(food.name) deleted."
            }
        case .confirmDeleteDay(let day):
            return confirm(key, context: context) {
                try database.deleteDay(day.date)
                return "\(CalendarNames.readable(day.date)) deleted."
            }
        case .profile(var form):
            switch form.handle(key) {
            case .none: self.modal = .profile(form)
            case .cancel: self.modal = nil
            case .submit:
                guard let result = form.validated(today: today) else { self.modal = .profile(form); return [] }
                let changedWeight = latestWeight.map { abs($0.kg - result.currentWeightKg) > 0.0001 } ?? true
                do {
                    try database.saveProfile(result.profile, preferences: result.preferences,
                                             weighIn: changedWeight ? (today, result.currentWeightKg) : nil)
                    self.modal = nil
                    reload(context: context)
                    return [.message(.info(changedWeight ? "Profile saved; today's weight is logged." : "Profile saved."))]
                } catch {
                    form.form.formError = "Could not save: \(error)"
                    self.modal = .profile(form)
                }
            }
        case .settings(var form):
            switch form.handle(key) {
            case .none: self.modal = .settings(form)
            case .cancel: self.modal = nil
            case .submit:
                guard let values = SettingsForm.validated(&form) else { self.modal = .settings(form); return [] }
                do {
                    try database.setUserSettings(values)
                    self.modal = nil
                    reload(context: context)
                    return [.message(.info("Settings saved."))]
                } catch {
                    form.formError = "Could not save: \(error)"
                    self.modal = .settings(form)
                }
            }
        }
        return []
    }

    private mutating func confirm(_ key: Key, context: ScreenContext, _ write: () throws -> String) -> [Effect] {
        switch Confirmation(title: "", question: "").answer(for: key) {
        case .yes:
            modal = nil
            do {
                let message = try write()
                reload(context: context)
                return [.message(.info(message))]
            } catch {
                return [.message(.error("\(error)"))]
            }
        case .no: modal = nil
        case nil: break
        }
        return []
    }
}
