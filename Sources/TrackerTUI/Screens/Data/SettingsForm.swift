import TrackerKit

/// The Settings form, made from the settings catalogue: one field per setting, a choice where the
/// catalogue lists the values, each checked by the catalogue's own rule. A setting added to the
/// catalogue shows here (and in `tracker settings`) with nothing else to change.
enum SettingsForm {
    /// `stored`: each setting's value in force (stored or default), by key.
    /// A weight setting's choices are shown in `unit`; the form still saves the catalogue's own values.
    static func make(stored: [String: String], unit: WeightUnit) -> Form {
        let fields = SettingsCatalog.all.map { definition -> FormField in
            let value = stored[definition.key] ?? definition.defaultValue
            if let choices = definition.choices {
                let shown = choices.map { definition.shown(definition.shown($0), unit: unit) }
                return .choice(definition.label, shown, selected: choices.firstIndex(of: definition.shown(value)) ?? 0)
            }
            return .text(definition.label, value, hint: definition.accepts, maxLength: 12)
        }
        return Form(title: "Settings", fields: fields)
    }

    /// The values to save, by key; nil with every refused field marked under itself.
    static func validated(_ form: inout Form) -> [(key: String, text: String)]? {
        form.clearErrors()
        var values: [(key: String, text: String)] = []
        for (index, definition) in SettingsCatalog.all.enumerated() {
            let text = definition.choices.map { $0[form.choice(index)] } ?? form.text(index)
            switch definition.normalize(text) {
            case .success: values.append((definition.key, text))
            // The catalogue names the key (for `tracker settings set`); the form shows the field's own label.
            case .failure(let error): form.setError(index, error.message.replacingOccurrences(of: definition.key, with: definition.label))
            }
        }
        guard values.count == SettingsCatalog.all.count else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return nil
        }
        return values
    }
}
