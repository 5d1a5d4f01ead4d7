/// The settings an export brings, sorted before anything is written: a file is data, never a capability.
/// Only the diary's own settings (`SettingsCatalog`) are restored, each through its rule. What an older
/// Tracker kept in the diary but belongs to this machine (the hook, bell, flash, the last tab) is never
/// restored and the summary names it; anything else is refused with its JSON path.
struct ImportedSettings: Equatable {
    /// The diary's settings to restore, normalised by their rules, by key.
    var diary: [String: String] = [:]
    /// Keys found in the file and left out, each with why ("workout.hook belongs to this machine's configuration").
    var notRestored: [String] = []

    /// The first format whose files hold only the diary's settings; older ones also held this machine's and the app's state.
    static let diaryOnlyFormat = 3

    /// Sorts a file's settings; throws, naming `settings.<key>`, for a value its rule refuses or a key the file's format
    /// cannot hold. Files of format 1 and 2 (which held every row of the diary's setting table) have their machine and
    /// app-state keys left out and named; from format 3 on, those are refused like any unknown key.
    static func sort(_ settings: [String: String], formatVersion: Int) throws -> ImportedSettings {
        var sorted = ImportedSettings()
        for key in settings.keys.sorted() {
            let value = settings[key] ?? ""
            let path = "settings.\(key)"
            if let definition = SettingsCatalog.definition(key) {
                switch definition.normalize(value) {
                case .success(let normalized): sorted.diary[key] = normalized
                case .failure(let error): throw JSONImportError(path: path, message: error.message)
                }
            } else if formatVersion < diaryOnlyFormat, let option = MachineSettings.movedToConfiguration[key] {
                sorted.notRestored.append("\(key) belongs to this machine's configuration (\(option) in \(MachineSettings.configurationFile))")
            } else if formatVersion < diaryOnlyFormat, MachineSettings.olderAppState.contains(key) {
                sorted.notRestored.append("\(key) was the app's state on the machine that exported it")
            } else if let option = MachineSettings.movedToConfiguration[key] {
                throw JSONImportError(path: path, message: "belongs to a machine's configuration (\(option)), never to an export")
            } else {
                throw JSONImportError(path: path, message: unknownMessage(key))
            }
        }
        return sorted
    }

    private static func unknownMessage(_ key: String) -> String {
        let shown = key.count > 40 ? key.prefix(40) + "…" : Substring(key)
        let known = SettingsCatalog.all.map(\.key)
        if case .missing(let close) = NameMatch.find(key, in: known, key: { $0.lowercased() }, search: { $0.lowercased() }), !close.isEmpty {
            return "unknown setting “\(shown)” (did you mean \(close.joined(separator: " or "))?); a diary's settings are \(known.joined(separator: ", "))"
        }
        return "unknown setting “\(shown)”; a diary's settings are \(known.joined(separator: ", "))"
    }
}
