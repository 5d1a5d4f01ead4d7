import Foundation

extension ExportDocument {
    /// The document as `import json` will take it, and what had to be left out for that, each named by
    /// its JSON path and the import's reason. A diary edited by another tool (or an older Tracker) may
    /// hold what the rules refuse — a blank name, a date in year 9999, a 1e300 m swim — and an export
    /// the import then refuses whole is no backup: such a value is left out (the smallest part that
    /// holds it: a field, an entry, else the record) and said in the export's summary. Texts are first
    /// normalised the way the import does (CRLF memos become LF), so they are kept, not left out.
    public func restorable(today: LocalDate) -> (document: ExportDocument, setAside: [String]) {
        var document = normalizedText()
        var setAside: [String] = []
        let validator = Validator(today: today)
        while true {
            do {
                try validator.check(document)
                return (document, setAside)
            } catch let error as JSONImportError {
                let foodEntries = document.entryCount(ofFoodAt: error.path)
                guard document.leaveOut(error.path) else { return (document, setAside + [error.description]) }
                setAside.append(error.description + (foodEntries == 0 ? "" : foodEntries == 1 ? " (with its entry)" : " (with its \(foodEntries) entries)"))
            } catch {
                return (document, setAside + ["\(error)"])
            }
        }
    }

    /// Removes what `path` names (or the record holding it); false when the path names nothing removable.
    private mutating func leaveOut(_ path: String) -> Bool {
        let parts = Self.pathParts(path)
        guard let first = parts.first else { return false }
        switch (first.key, first.index) {
        case ("settings", nil):
            guard parts.count > 1 else { return false }
            return settings.removeValue(forKey: String(path.dropFirst("settings.".count))) != nil
        case ("profile", nil): return leaveOutOfProfile(parts.dropFirst().first?.key)
        case ("days", let i?) where days.indices.contains(i): leaveOutOfDay(i, parts.dropFirst().first)
        case ("foods", let i?) where foods.indices.contains(i):
            // Its entries go with it in one step: one at a time, each would cost another check of the whole document.
            let name = foods.remove(at: i).name
            for day in days.indices { days[day].entries.removeAll { $0.food == name } }
        case ("exercises", let i?) where exercises.indices.contains(i): exercises.remove(at: i)
        case ("workouts", let i?) where workouts.indices.contains(i): workouts.remove(at: i)
        case ("counters", let i?) where counters.indices.contains(i): counters.remove(at: i)
        case ("pads", let i?) where pads.indices.contains(i): pads.remove(at: i)
        case ("swims", let i?) where swims.indices.contains(i): swims.remove(at: i)
        case ("workoutPrograms", let i?) where workoutPrograms?.indices.contains(i) == true: workoutPrograms?.remove(at: i)
        default: return false
        }
        return true
    }

    /// How many entries name the food that `path` points into (0 when it points elsewhere).
    private func entryCount(ofFoodAt path: String) -> Int {
        guard let first = Self.pathParts(path).first, first.key == "foods", let i = first.index, foods.indices.contains(i) else { return 0 }
        return days.reduce(0) { $0 + $1.entries.count { $0.food == foods[i].name } }
    }

    private mutating func leaveOutOfProfile(_ field: String?) -> Bool {
        guard profile != nil else { return false }
        switch field {
        case "name": profile?.name = nil
        case "sex": profile?.sex = nil
        case "birthDate": profile?.birthDate = nil
        case "heightCm": profile?.heightCm = nil
        case "goalWeightKg": profile?.goalWeightKg = nil
        case "activityLevel": profile?.activityLevel = nil
        default: profile = nil
        }
        return true
    }

    /// A memo or weight alone, an entry alone, else the whole day.
    private mutating func leaveOutOfDay(_ i: Int, _ part: (key: String, index: Int?)?) {
        switch part?.key {
        case "memo": days[i].memo = nil
        case "weightKg":
            days[i].weightKg = nil
            days[i].weight = nil
            days[i].weightUnit = nil
        case "entries":
            if let j = part?.index, days[i].entries.indices.contains(j) { days[i].entries.remove(at: j) } else { days.remove(at: i) }
        default: days.remove(at: i)
        }
    }

    /// `days[3].entries[0].kcal` as [("days", 3), ("entries", 0), ("kcal", nil)]; `[0]` after a name is its index.
    private static func pathParts(_ path: String) -> [(key: String, index: Int?)] {
        var parts: [(key: String, index: Int?)] = []
        for piece in path.split(separator: ".", omittingEmptySubsequences: false) {
            let pieces = piece.split(separator: "[", omittingEmptySubsequences: false)
            parts.append((String(pieces[0]), nil))
            for index in pieces.dropFirst() {
                if let number = Int(index.dropLast()) { parts.append(("", number)) }
            }
        }
        // Fold each index into the name before it: ("days", nil), ("", 3) → ("days", 3).
        var folded: [(key: String, index: Int?)] = []
        for part in parts {
            if part.key.isEmpty, let index = part.index, let last = folded.last, last.index == nil {
                folded[folded.count - 1] = (last.key, index)
            } else {
                folded.append(part)
            }
        }
        return folded
    }
}
