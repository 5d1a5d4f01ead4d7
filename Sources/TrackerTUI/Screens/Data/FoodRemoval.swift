import TrackerKit

/// `d` on a food: a food no entry uses is deleted after a yes; one with entries is offered archiving
/// (hidden from the picker and the list, its entries intact) before deleting them; an archived one
/// is offered restoring.
enum FoodRemoval {
    enum Choice: Equatable, Sendable { case archive, restore, delete }

    static func dialog(_ food: Food, entries: Int, days: Int) -> DataScreen.Modal {
        let used = "\(entries) \(entries == 1 ? "entry" : "entries") on \(days) \(days == 1 ? "day" : "days")"
        if entries == 0 && !food.isArchived {
            return .confirmDeleteFood(
                food,
                ConfirmDialog(
                    title: "Delete food", question: "Delete \(food.name)?",
                    more: ["It is not in any day's food."], yes: "delete", no: "keep"))
        }
        let keep: ChoiceDialog<Choice>.Option =
            food.isArchived
            ? .init(key: "r", label: "restore", choice: .restore) : .init(key: "a", label: "archive", choice: .archive)
        let lines =
            food.isArchived
            ? [
                "\(food.name) is archived\(entries == 0 ? "" : "; \(used) use it").",
                "r: restore it to the food list and the picker",
                "d: delete it\(entries == 0 ? "" : " and its \(used)")",
            ]
            : [
                "\(food.name) is in \(used).",
                "a: archive it: its entries stay; hidden from the picker and this list",
                "d: delete it and its \(used)",
            ]
        return .removeFood(
            food,
            ChoiceDialog(
                title: food.isArchived ? "Archived food" : "Delete food", lines: lines,
                options: [keep, .init(key: "d", label: "delete", choice: .delete)]))
    }

    static func apply(_ choice: Choice, to food: Food, _ database: AppDatabase) throws -> StatusLine.Message {
        let id = food.id ?? -1
        switch choice {
        case .archive:
            try database.archiveFood(id)
            return .info("\(food.name) archived (its entries stay; v shows it).")
        case .restore:
            try database.archiveFood(id, false)
            return .info("\(food.name) restored.")
        case .delete:
            try database.deleteFood(id)
            return .info("\(food.name) deleted. u undoes it.")
        }
    }
}
