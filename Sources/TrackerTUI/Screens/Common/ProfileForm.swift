import TrackerKit

/// The profile as a form: onboarding and the Data tab's profile editor. It edits a copy; the caller
/// saves what `validated` returns, or nothing. Changing a unit converts what is already typed.
struct ProfileForm: Equatable, Sendable {
    enum Field: Int, CaseIterable {
        case name, sex, birthDate, weightUnit, heightUnit, height, currentWeight, goalWeight, activity, pace
    }

    struct Result: Equatable {
        var profile: Profile
        var preferences: Preferences
        var currentWeightKg: Double
    }

    var form: Form
    private var preferences: Preferences
    /// The weight the form opened with, and its text: saved unchanged, it is that weight, not the
    /// rounded text (56.65 shown as 56.7 must not be logged again as 56.7).
    private var openingWeight: OpeningWeight?

    private struct OpeningWeight: Equatable, Sendable {
        var kg: Double
        var text: String
        var unit: WeightUnit
    }

    init(title: String, profile: Profile?, preferences: Preferences, currentWeightKg: Double?) {
        self.preferences = preferences
        let p = profile ?? Profile()
        let weightUnit = preferences.weightUnit, heightUnit = preferences.heightUnit
        func weightText(_ kg: Double?) -> String {
            guard let kg else { return "" }
            return Format.decimal(weightUnit.value(fromKilograms: kg), places: 1)
        }
        let sexIndex: Int = Sex.allCases.firstIndex(of: p.sex ?? .female) ?? 0
        let sexNames: [String] = Sex.allCases.map { $0.rawValue.capitalizedFirst }
        let activityNames: [String] = ActivityLevel.allCases.map { level in "\(level.title) ×\(Format.trimmed(level.factor, maxPlaces: 3))" }
        let activityIndex: Int = ActivityLevel.allCases.firstIndex(of: p.activityLevel ?? .sedentary) ?? 0
        let heightValue: String = p.heightCm.map { Self.heightText($0, unit: heightUnit) } ?? ""
        form = Form(
            title: title,
            fields: [
                .text("Name", p.name ?? "", hint: "1 to 30 characters", maxLength: 60),
                .choice("Sex", sexNames, selected: sexIndex),
                .text("Birth date", p.birthDate?.iso ?? "", hint: "YYYY-MM-DD", maxLength: 20),
                .choice("Weight unit", WeightUnit.allCases.map(\.rawValue), selected: WeightUnit.allCases.firstIndex(of: weightUnit) ?? 0),
                .choice("Height unit", ["cm", "ft/in"], selected: HeightUnit.allCases.firstIndex(of: heightUnit) ?? 0),
                .text("Height", heightValue, hint: Self.heightHint(heightUnit), maxLength: 20),
                .text("Current weight", weightText(currentWeightKg), hint: "in \(weightUnit.rawValue)", maxLength: 20),
                .text("Goal weight", weightText(p.goalWeightKg), hint: "in \(weightUnit.rawValue)", maxLength: 20),
                .choice("Activity", activityNames, selected: activityIndex),
                .choice(
                    "Pace", Self.paceNames(weightUnit),
                    selected: WeightPace.allCases.firstIndex(of: preferences.pace) ?? 0),
            ])
        openingWeight = currentWeightKg.map { OpeningWeight(kg: $0, text: weightText($0), unit: weightUnit) }
    }

    static func heightText(_ cm: Double, unit: HeightUnit) -> String {
        switch unit {
        case .cm: return Format.decimal(cm, places: 0)
        case .ftIn:
            let (feet, inches) = HeightUnit.feetAndInches(centimeters: cm)
            return "\(feet)'\(inches)\""
        }
    }

    /// The paces in the weight unit chosen above (K-Count's 0.5/1/1.5 lb a week are 0.23/0.45/0.68 kg).
    static func paceNames(_ unit: WeightUnit) -> [String] { WeightPace.allCases.map { $0.title(unit) } }

    static func heightHint(_ unit: HeightUnit) -> String { unit == .cm ? "in cm, 60 to 240" : "feet and inches, like 5'11\"" }

    var weightUnit: WeightUnit { WeightUnit.allCases[form.choice(Field.weightUnit.rawValue)] }
    var heightUnit: HeightUnit { HeightUnit.allCases[form.choice(Field.heightUnit.rawValue)] }

    mutating func handle(_ key: Key) -> Form.Outcome {
        let (oldWeight, oldHeight) = (weightUnit, heightUnit)
        let outcome = form.handle(key)
        if weightUnit != oldWeight { convertWeights(from: oldWeight, to: weightUnit) }
        if heightUnit != oldHeight { convertHeight(from: oldHeight, to: heightUnit) }
        return outcome
    }

    private mutating func convertWeights(from old: WeightUnit, to new: WeightUnit) {
        for field in [Field.currentWeight, .goalWeight] {
            if case .success(let kg) = Input.weight(form.text(field.rawValue), unit: old) {
                setText(field, Format.decimal(new.value(fromKilograms: kg), places: 1))
            }
            form.fields[field.rawValue].hint = "in \(new.rawValue)"
        }
        if case .choice(_, let index) = form.fields[Field.pace.rawValue].kind {
            form.fields[Field.pace.rawValue].kind = .choice(options: Self.paceNames(new), index: index)
        }
    }

    private mutating func convertHeight(from old: HeightUnit, to new: HeightUnit) {
        if case .success(let cm) = Input.height(form.text(Field.height.rawValue), unit: old) {
            setText(.height, Self.heightText(cm, unit: new))
        }
        form.fields[Field.height.rawValue].hint = Self.heightHint(new)
    }

    private mutating func setText(_ field: Field, _ text: String) {
        if case .text(var textField) = form.fields[field.rawValue].kind {
            textField.text = text
            form.fields[field.rawValue].kind = .text(textField)
        }
    }

    /// Checks every field; on success returns what to save, otherwise marks each bad field
    /// (keeping the text) and focuses the first one.
    mutating func validated(today: LocalDate) -> Result? {
        form.clearErrors()
        func check<T>(_ field: Field, _ result: Swift.Result<T, InputError>) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let error): form.setError(field.rawValue, error.message); return nil
            }
        }
        let name = check(.name, Input.personName(form.text(Field.name.rawValue)))
        let birth = check(.birthDate, Input.birthDate(form.text(Field.birthDate.rawValue), today: today))
        let height = check(.height, Input.height(form.text(Field.height.rawValue), unit: heightUnit))
        let current = check(.currentWeight, Input.weight(form.text(Field.currentWeight.rawValue), unit: weightUnit, what: "your current weight"))
        let goal = check(.goalWeight, Input.goalWeight(form.text(Field.goalWeight.rawValue), unit: weightUnit))
        guard let name, let birth, let height, let current, let goal else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? form.focus
            return nil
        }
        var preferences = self.preferences
        preferences.weightUnit = weightUnit
        preferences.heightUnit = heightUnit
        preferences.pace = WeightPace.allCases[form.choice(Field.pace.rawValue)]
        let typed = form.text(Field.currentWeight.rawValue).trimmingCharacters(in: .whitespaces)
        let currentKg = openingWeight.flatMap { $0.text == typed && $0.unit == weightUnit ? $0.kg : nil } ?? current
        let profile = Profile(
            name: name, sex: Sex.allCases[form.choice(Field.sex.rawValue)], birthDate: birth, heightCm: height,
            goalWeightKg: goal, activityLevel: ActivityLevel.allCases[form.choice(Field.activity.rawValue)])
        return Result(profile: profile, preferences: preferences, currentWeightKg: currentKg)
    }
}
