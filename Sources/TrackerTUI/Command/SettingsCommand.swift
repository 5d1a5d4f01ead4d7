import ArgumentParser
import Foundation
import TrackerKit

struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings", abstract: "List, read and change your diary's settings (units, goals, workout lengths …).",
        discussion:
            "These move with the diary (export, backup). What belongs to this machine (keys, colours, hooks, bell, flash, mouse, the start tab, the default database) is in its configuration file: tracker config.",
        subcommands: [SettingsList.self, SettingsGet.self, SettingsSet.self])
}

struct SettingsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every setting with its value and what it accepts.",
        discussion: "Example:\n  tracker settings list --format json")

    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open(reading: true)
        let values = try database.userSettings()
        let unit = try database.preferences().weightUnit
        let rows = SettingsCatalog.all.map { definition -> [Listing.Value] in
            let value = values[definition.key] ?? definition.defaultValue
            // The table is read by people: the pace (stored in pounds) also in kilograms (`0.5 (0.23 kg/wk)`); csv and json keep the stored value.
            let inUnit = definition.shown(value, unit: unit)
            let shown = format == .table && definition.inWeightUnit != nil && unit == .kg && inUnit != value ? "\(value) (\(inUnit))" : value
            return [
                .text(definition.key), .text(shown),
                .text(definition.accepts), .text(definition.summary),
            ]
        }
        Listing(columns: ["key", "value", "accepts", "meaning"], rows: rows).print(format)
        if format == .table { say(SettingsList.whereTheRestIs) }
    }

    static let whereTheRestIs =
        "These are the diary's settings. Keys, colours, hooks, bell, flash, mouse and the start tab are this machine's: "
        + "tracker config path|show|edit (docs/config.md)."
}

struct SettingsGet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print one setting's value.", discussion: "Example:\n  tracker settings get workout.seconds")

    @Argument(help: "The setting's key (see tracker settings list).") var key: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        try requireKnownSetting(key)
        OutputWriter.standard.valueLine(try store.open(reading: true).userSetting(key) ?? "")
    }
}

struct SettingsSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change a setting.",
        discussion:
            "Examples:\n  tracker settings set workout.seconds 20\n  tracker settings set units.weight lb\n  tracker settings set calendar.firstWeekday sunday")

    @Argument(help: "The setting's key (see tracker settings list).") var key: String
    @Argument(help: "The new value.") var value: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        try requireKnownSetting(key)
        let database = try store.open()
        do {
            try database.setUserSetting(key, to: value)
        } catch let error as InputError {
            throw BadInput("value: \(error.message)")
        }
        say("\(key) = \(try database.userSetting(key) ?? value)")
    }
}

/// A key from the catalogue, or a refusal with the closest keys ("did you mean units.weight?") or all of them.
func requireKnownSetting(_ key: String) throws {
    guard SettingsCatalog.definition(key) == nil else { return }
    if let option = MachineSettings.movedToConfiguration[key] {
        throw BadInput("key: \(key) belongs to this machine, not the diary: it is \(option) in config.toml (tracker config edit)")
    }
    let keys = SettingsCatalog.all.map(\.key)
    if case .missing(let close) = NameMatch.find(key, in: keys, key: { $0.lowercased() }, search: { $0.lowercased() }), !close.isEmpty {
        throw BadInput("key: unknown setting “\(key.prefix(40))”; did you mean \(close.joined(separator: " or "))?")
    }
    throw BadInput("key: unknown setting “\(key.prefix(40))”. Known: \(keys.joined(separator: ", ")).")
}
