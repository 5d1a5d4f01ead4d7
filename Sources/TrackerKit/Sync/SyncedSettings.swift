/// Which of the diary's `setting` rows travel between machines, and how a received one is checked. Only the
/// person's settings (`SettingsCatalog`) travel, each through its rule as a form or an import would take it; what
/// the app keeps in the diary for itself (the workout page, the onboarding skip, a notice) stays on its machine.
enum SyncedSettings {
    static func travels(_ table: SyncTable, key: String) -> Bool {
        table.name != "setting" || SettingsCatalog.definition(key) != nil
    }

    enum Received: Equatable {
        /// Not a setting that travels (an older Tracker sent the app's state): nothing to write.
        case ignored
        /// This version's rule refuses the value: kept in the records, not written.
        case refused
        case write([String?])
    }

    /// A received row's values as they are written: a setting's value normalised by its rule.
    static func received(_ table: SyncTable, key: String, values: [String?]) -> Received {
        guard table.name == "setting" else { return .write(values) }
        guard let definition = SettingsCatalog.definition(key) else { return .ignored }
        guard let text = SyncValue.textValue(values.first ?? nil), case .success(let value) = definition.normalize(text) else {
            return .refused
        }
        return .write([SyncValue.text(value)])
    }
}
