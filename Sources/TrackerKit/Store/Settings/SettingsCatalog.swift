import Foundation

/// Every setting of the diary (the person's, moving with an export), with its default and what it accepts.
/// `tracker settings`, the screens and `import json` go through here, so a value is checked the same way
/// wherever it is set. What belongs to this machine (keys, colours, hooks, bell, flash, tab) is not here:
/// it lives in the configuration file (`TrackerConfig`), and `MachineSettings` names what moved there.
public struct SettingDefinition: Sendable {
    public var key: String
    public var summary: String
    public var defaultValue: String
    public var accepts: String
    /// The field's label in the app's Settings form.
    public var label: String
    /// The values to choose from, when there is a short list (the form shows a choice, not a text field).
    public var choices: [String]?
    /// For a setting that is a weight (the pace, stored in K-Count's pounds): a stored value in the user's unit.
    public var inWeightUnit: (@Sendable (String, WeightUnit) -> String)? = nil
    /// Returns the value to store (normalised), or why the text is refused.
    public var normalize: @Sendable (String) -> Result<String, InputError>

    /// The choice the stored (normalised) value stands for, or the value itself.
    public func shown(_ stored: String) -> String {
        choices?.first { (try? normalize($0).get()) == stored } ?? stored
    }

    /// The stored value as the app shows it to someone who weighs in `unit` (`0.23 kg/wk` for the pace).
    public func shown(_ stored: String, unit: WeightUnit) -> String {
        inWeightUnit.map { $0(stored, unit) } ?? shown(stored)
    }
}

public enum SettingsCatalog {
    public static let all: [SettingDefinition] = [
        choice("units.weight", "weight unit", "Weight unit", ["kg", "lb"], default: "kg"),
        choice("units.height", "height unit", "Height unit", ["cm", "ft-in"], default: "cm"),
        SettingDefinition(
            key: "calendar.firstWeekday", summary: "first day of the week", defaultValue: "monday",
            accepts: "monday … sunday (or 1–7, 1 = Monday)", label: "Week starts on",
            choices: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        ) { text in
            let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
            if let index = names.firstIndex(of: lowered) { return .success(String(index + 1)) }
            if let number = Int(lowered), (1...7).contains(number) { return .success(String(number)) }
            return .failure(InputError("calendar.firstWeekday is a day name (monday … sunday) or 1–7."))
        },
        paceSetting,
        choice(
            "diet.maintenance", "maintenance for the budget and paces: the formula's or measured from the diary", "Maintenance",
            MaintenanceSource.allCases.map(\.rawValue), default: "formula"),
        integer("workout.seconds", "seconds per exercise", "Exercise (s)", WorkoutSettings.secondsRange, default: 30),
        integer("workout.rest", "seconds of rest between exercises in a session", "Rest (s)", WorkoutSettings.restRange, default: 10),
        integer("workout.rounds", "rounds in a session", "Rounds", WorkoutSettings.roundsRange, default: 1),
        integer("workout.tabataWork", "seconds of work in a Tabata interval", "Tabata work (s)", WorkoutSettings.secondsRange, default: 20),
        integer("workout.tabataRest", "seconds of rest in a Tabata interval", "Tabata rest (s)", WorkoutSettings.restRange, default: 10),
        integer("workout.tabataRounds", "Tabata intervals", "Tabata rounds", WorkoutSettings.roundsRange, default: 8),
        integer("workout.warningSeconds", "seconds before the end of a phase that ring a warning", "Warning (s)", WorkoutCues.warningRange, default: 3),
        choice("swim.distanceUnit", "unit of swim totals (a yard pool's swims show yards)", "Swim totals in", ["metres", "yards"], default: "metres"),
        SettingDefinition(
            key: "swim.maxHeartRate", summary: "maximum heart rate for the swim zones", defaultValue: "auto",
            accepts: "auto (220 − age, or 190) or 100–230", label: "Max heart rate", choices: nil
        ) { text in
            let trimmed = text.lowercased().trimmingCharacters(in: .whitespaces)
            if trimmed == "auto" { return .success("auto") }
            if let value = Int(trimmed), (100...230).contains(value) { return .success(String(value)) }
            return .failure(InputError("swim.maxHeartRate is auto or a whole number from 100 to 230 (got “\(text)”)."))
        },
    ]

    /// Stored as K-Count's pounds a week (`0.5`); the app shows it in the user's unit (`0.23 kg/wk`).
    static var paceSetting: SettingDefinition {
        var pace = choice(
            "diet.pace", "pace toward the goal for the calorie budget, in pounds a week: 0.5, 1 or 1.5 lb (0.23, 0.45 or 0.68 kg)", "Pace",
            WeightPace.allCases.map(\.rawValue), default: "none")
        pace.inWeightUnit = { stored, unit in WeightPace(rawValue: stored)?.title(unit) ?? stored }
        return pace
    }

    public static func definition(_ key: String) -> SettingDefinition? {
        all.first { $0.key == key }
    }

    static func choice(_ key: String, _ summary: String, _ label: String, _ options: [String], default value: String) -> SettingDefinition {
        SettingDefinition(key: key, summary: summary, defaultValue: value, accepts: options.joined(separator: " or "), label: label, choices: options) { text in
            let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
            return options.contains(lowered)
                ? .success(lowered)
                : .failure(InputError("\(key) is \(options.joined(separator: " or ")) (got “\(text)”)."))
        }
    }

    static func integer(_ key: String, _ summary: String, _ label: String, _ range: ClosedRange<Int>, default value: Int) -> SettingDefinition {
        SettingDefinition(
            key: key, summary: summary, defaultValue: String(value), accepts: "\(range.lowerBound)–\(range.upperBound)",
            label: label, choices: nil
        ) { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.count <= 6, let number = Int(trimmed), range.contains(number) else {
                return .failure(InputError("\(key) is a whole number from \(range.lowerBound) to \(range.upperBound) (got “\(text)”)."))
            }
            return .success(String(number))
        }
    }
}

extension AppDatabase {
    /// The value in force for a catalogued setting (its default when never set).
    /// Every catalogued setting's value in force (stored or default), by key, in one read.
    public func userSettings() throws -> [String: String] {
        let stored = try allSettings()
        return Dictionary(uniqueKeysWithValues: SettingsCatalog.all.map { ($0.key, stored[$0.key] ?? $0.defaultValue) })
    }

    public func userSetting(_ key: String) throws -> String? {
        guard let definition = SettingsCatalog.definition(key) else { return nil }
        return try setting(key) ?? definition.defaultValue
    }

    /// Checks and stores a catalogued setting; unknown keys and bad values are refused.
    public func setUserSetting(_ key: String, to text: String) throws {
        guard let definition = SettingsCatalog.definition(key) else {
            throw InputError("Unknown setting “\(key)”. Known: \(SettingsCatalog.all.map(\.key).joined(separator: ", ")).")
        }
        switch definition.normalize(text) {
        case .success(let value): try setSetting(key, to: value)
        case .failure(let error): throw error
        }
    }
}
