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
            modal = .search(SearchDialog(query: section == .foods ? foodQuery : dayQuery))
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
            return edit(database)
        case .undo:
            let message = DiaryUndoAction.run(database)
            reload(context: context)
            return [.message(message)]
        case .showArchived:
            showArchived.toggle()
            reloadFoods(database)
            return [.message(.info(showArchived ? "Showing archived foods too (marked archived; d restores one)." : "Archived foods hidden."))]
        case .delete:
            if section == .foods, let food = selectedFood, let id = food.id {
                let usage = loaded((entries: 0, days: 0)) { try database.foodUsage(id) }
                modal = FoodRemoval.dialog(food, entries: usage.entries, days: usage.days)
            } else if section == .days, let day = day(at: dayList.selected) {
                modal = .confirmDeleteDay(day, Self.deleteDayQuestion(day))
            }
        case .open:
            if let day = day(at: dayList.selected) { return [.openDay(day.date)] }
        case .importHealth:
            modal = .importing(ImportDialog())
        case .importWeights:
            modal = .weightFile(Self.weightFilePrompt)
        case .export:
            modal = .export(Self.exportForm(today: today))
        }
        return []
    }

    static func exportForm(today: LocalDate) -> Form {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "."
        return Form(
            title: "Export everything",
            fields: [
                .choice("Format", ["JSON (one file; restores everything)", "CSV (a folder, one file per kind)"]),
                .text("Save to", "\(home)/tracker-export-\(today.iso)", hint: "a new file or folder (.json is added for JSON)", maxLength: 1000),
                .choice("If it exists", ["keep it (stop)", "replace it"]),
            ])
    }

    var selectedFood: Food? { foods.indices.contains(foodList.selected) ? foods[foodList.selected] : nil }

    private mutating func edit(_ database: AppDatabase) -> [Effect] {
        switch section {
        case .foods:
            guard let food = selectedFood, let id = food.id else { return [.message(.info("No food to edit: press a to add one."))] }
            let usage = loaded((entries: 0, days: 0)) { try database.foodUsage(id) }
            modal = .foodForm(FoodForm.edit(food, entries: usage.entries, days: usage.days), editing: food)
        case .days:
            break
        case .profile:
            modal = .profile(
                ProfileForm(
                    title: profile == nil ? "Your profile" : "Edit profile", profile: profile,
                    preferences: preferences, currentWeightKg: latestWeight?.kg),
                opened: ProfileAndPreferences(profile: profile ?? Profile(), preferences: preferences))
        case .settings:
            modal = .settings(SettingsForm.make(stored: settingValues, unit: preferences.weightUnit), opened: settingValues)
        }
        return []
    }

    static func deleteDayQuestion(_ day: DaySummary) -> ConfirmDialog {
        var parts: [String] = []
        if day.weightKg != nil { parts.append("its weight") }
        if day.hasMemo { parts.append("its memo") }
        if day.entryCount > 0 { parts.append("\(day.entryCount) food \(day.entryCount == 1 ? "entry" : "entries")") }
        return ConfirmDialog(
            title: "Delete day", question: "Delete \(CalendarNames.readable(day.date))?",
            more: ["This removes \(parts.isEmpty ? "the day" : list(parts))."], yes: "delete", no: "keep")
    }
}
