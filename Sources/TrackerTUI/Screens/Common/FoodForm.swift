import TrackerKit

/// The food form the Log tab (a new food from the picker) and the Data tab (add, edit) share.
enum FoodForm {
    /// A form for a new food, its name filled in (the picker passes what was typed).
    static func make(name: String) -> Form {
        Form(
            title: "New food",
            fields: [
                .text("Name", name, hint: "unique, 1 to 60 characters", maxLength: 80),
                .text("Calories", "", hint: "kcal per serving", maxLength: 20),
                .choice("Serving", ServingType.allCases.map(\.rawValue)),
            ])
    }

    /// The form for editing `food`. When entries use it, it says how many and asks whether they keep the
    /// calories they were logged with (the default) or take the new ones.
    static func edit(_ food: Food, entries: Int, days: Int) -> Form {
        var form = make(name: food.name)
        form.title = "Edit food"
        if case .text(var field) = form.fields[1].kind {
            field.text = Format.trimmed(food.kcalPerServing)
            form.fields[1].kind = .text(field)
        }
        form.fields[2] = .choice("Serving", ServingType.allCases.map(\.rawValue), selected: ServingType.allCases.firstIndex(of: food.serving) ?? 0)
        if entries > 0 {
            form.title = "Edit food · in \(entries) \(entries == 1 ? "entry" : "entries") on \(days) \(days == 1 ? "day" : "days")"
            form.fields.append(.choice("Past entries", ["keep as logged", "also update past entries"]))
        }
        return form
    }

    /// True when an edit form asks that past entries take the new calories and serving too.
    static func alsoUpdatesPastEntries(_ form: Form) -> Bool {
        form.fields.count > 3 && form.choice(3) == 1
    }

    /// Checks a new-food form; marks the bad fields and returns nil when something is wrong.
    static func validated(_ form: inout Form) -> Food? {
        form.clearErrors()
        var name: String?, kcal: Double?
        switch Input.foodName(form.text(0)) {
        case .success(let value): name = value
        case .failure(let error): form.setError(0, error.message)
        }
        switch Input.kcal(form.text(1), what: "calories per serving") {
        case .success(let value): kcal = value
        case .failure(let error): form.setError(1, error.message)
        }
        guard let name, let kcal else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return nil
        }
        return Food(name: name, kcalPerServing: kcal, serving: ServingType.allCases[form.choice(2)])
    }
}
