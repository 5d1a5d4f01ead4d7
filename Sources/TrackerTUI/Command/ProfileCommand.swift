import ArgumentParser
import Foundation
import TrackerKit

struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Your profile: name, sex, birth date, height, goal, activity.",
        subcommands: [ProfileShow.self, ProfileSet.self])
}

struct ProfileShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show the profile in your units.", discussion: "Examples:\n  tracker profile show\n  tracker profile show --format json")

    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let profile = try context.database.profile() ?? Profile()
        let units = context.preferences
        if format == .json {
            OutputWriter.standard.line(
                Listing.jsonText(
                    [
                        "name": profile.name ?? NSNull(), "sex": profile.sex?.rawValue ?? NSNull(), "birthDate": profile.birthDate?.iso ?? NSNull(),
                        "heightCm": profile.heightCm ?? NSNull(), "goalWeightKg": profile.goalWeightKg ?? NSNull(),
                        "activity": profile.activityLevel?.rawValue ?? NSNull(), "weightUnit": units.weightUnit.rawValue,
                        "heightUnit": units.heightUnit.rawValue,
                    ] as [String: Any]))
            return
        }
        let age = profile.birthDate.map { " (age \(Energy.age(birthDate: $0, on: context.today)))" } ?? ""
        say("Name       \(profile.name ?? "-")")
        say("Sex        \(profile.sex?.rawValue ?? "-")")
        say("Born       \(profile.birthDate.map { $0.iso + age } ?? "-")")
        say("Height     \(profile.heightCm.map { units.heightUnit.format(centimeters: $0) } ?? "-")")
        say("Goal       \(profile.goalWeightKg.map { units.weightUnit.format(kilograms: $0) } ?? "-")")
        say("Activity   \(profile.activityLevel?.rawValue ?? "-")")
    }
}

struct ProfileSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change parts of the profile (the rest stays).",
        discussion:
            "Height and goal are in your units (tracker settings: units.height, units.weight).\n\nExamples:\n  tracker profile set --goal 70 --activity light\n  tracker profile set --height 5'11\" --birth-date 1990-04-02"
    )

    @Option(help: "Your name.") var name: String?
    @Option(help: "female or male.") var sex: Sex?
    @Option(help: "YYYY-MM-DD (age 16–100).") var birthDate: String?
    @Option(help: "In cm, or like 5'11\" when your unit is ft-in.") var height: String?
    @Option(help: "Goal weight in your weight unit.") var goal: String?
    @Option(help: "sedentary, light, moderate or vigorous.") var activity: ActivityLevel?
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard [name, birthDate, height, goal].contains(where: { $0 != nil }) || sex != nil || activity != nil else {
            throw BadInput("set: give at least one of --name, --sex, --birth-date, --height, --goal, --activity.")
        }
        let context = try CommandContext(store)
        var profile = try context.database.profile() ?? Profile()
        if let name { profile.name = try checked(Input.personName(name), argument: "--name") }
        if let birthDate { profile.birthDate = try checked(Input.birthDate(birthDate, today: context.today), argument: "--birth-date") }
        if let height { profile.heightCm = try checked(Input.height(height, unit: context.preferences.heightUnit), argument: "--height") }
        if let goal { profile.goalWeightKg = try checked(Input.goalWeight(goal, unit: context.preferences.weightUnit), argument: "--goal") }
        profile.sex = sex ?? profile.sex
        profile.activityLevel = activity ?? profile.activityLevel
        try asBadInput(argument: "profile") { try context.database.saveProfile(profile) }
        say("Profile saved.")
    }
}

/// `--format` where a listing makes no sense as CSV: help names only what is taken.
enum TableOrJSON: String, CaseInsensitiveChoice {
    case table, json
}
