import ArgumentParser
import Foundation
import TrackerKit

struct WeightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weight", abstract: "Log and list body weights.",
        subcommands: [WeightAdd.self, WeightList.self, WeightDelete.self])
}

struct WeightAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Log a weight for a day (today by default).",
        discussion: "Examples:\n  tracker weight add 72.4\n  tracker weight add 159,6 --unit lb --date 2026-11-20")

    @Argument(help: "The weight, like 72.4 or 72,4.") var weight: String
    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "kg or lb (default: your unit setting).") var unit: WeightUnit?
    @Flag(help: "Keep a weight far from your last one (the app asks; 822 typed for 82.2 is refused without it).") var yes = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let unit = unit ?? context.preferences.weightUnit
        let kg = try checked(Input.weight(weight, unit: unit), argument: "weight")
        let day = try context.date(date)
        if !yes, let last = try context.database.referenceWeight(for: day),
            let question = WeightCheck.question(kg: kg, on: day, last: WeighIn(date: last.date, kg: last.kg), unit: unit)
        {
            throw BadInput("\(question) Run again with --yes to keep it.")
        }
        try context.database.logWeight(kg, on: day)
        say("Logged \(unit.format(kilograms: kg)) for \(day.iso).")
    }
}

struct WeightList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List logged weights, oldest first.",
        discussion: "Examples:\n  tracker weight list --from 2026-01-01\n  tracker weight list --format csv > weights.csv")

    @OptionGroup var range: DateRangeOptions
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let (start, end) = try range.resolved()
        let unit = context.preferences.weightUnit
        let rows = try context.database.weights(from: start, to: end).map { entry -> [Listing.Value] in
            [.text(entry.date.iso), .number(entry.kg, decimals: 2), .number(unit.value(fromKilograms: entry.kg), decimals: 1), .text(unit.rawValue)]
        }
        Listing(columns: ["date", "kg", "weight", "unit"], rows: rows).print(format)
    }
}

struct FoodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food", abstract: "Your foods.",
        subcommands: [FoodAdd.self, FoodList.self, FoodEdit.self, FoodArchive.self, FoodDelete.self, FoodRestore.self])
}

struct FoodAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a food (names are unique ignoring case and width, not accents).",
        discussion: "Examples:\n  tracker food add Oats --kcal 150 --serving cup\n  tracker food add \"Pizza, margherita\" --kcal 270 --serving piece")

    @Argument(help: "The food's name.") var name: String
    @Option(help: "Calories per serving.") var kcal: String
    @Option(help: "The serving type.") var serving: ServingType = .serving
    @OptionGroup var store: StoreOptions

    func run() throws {
        let foodName = try checked(Input.foodName(name), argument: "name")
        let calories = try checked(Input.kcal(kcal, what: "calories per serving"), argument: "--kcal")
        let context = try CommandContext(store)
        let food = try asBadInput(argument: "name") { try context.database.addFood(Food(name: foodName, kcalPerServing: calories, serving: serving)) }
        say("Added \(food.name): \(Format.kcalPerServing(food.kcalPerServing)) per \(food.serving.rawValue).")
    }
}

struct FoodList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your foods.",
        discussion: "Examples:\n  tracker food list\n  tracker food list --search rice --format json")

    @Option(help: "Only foods whose name contains this.") var search: String = ""
    @Flag(help: "Also the archived foods (hidden from logging; `food restore` brings one back).") var archived = false
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let rows = try context.database.foods(matching: search, includingArchived: archived).map { food -> [Listing.Value] in
            [.text(food.name), .number(food.kcalPerServing, decimals: 1), .text(food.serving.rawValue)]
                + (archived ? [.text(food.isArchived ? "yes" : "no")] : [])
        }
        Listing(columns: ["name", "kcal", "serving"] + (archived ? ["archived"] : []), rows: rows).print(format)
    }
}

struct EatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eat", abstract: "Log servings of one of your foods on a day.",
        discussion:
            "If the food is already on that day, the servings are added (or replaced with --replace). On a synced diary they are added only to an entry no sync has carried yet; to one that other machines may have, they are an entry of their own, so that servings added on two machines all count.\n\nExamples:\n  tracker eat Oats\n  tracker eat rice --servings 1.5 --date 2026-11-20"
    )

    @Argument(help: "The food: its name in any case, or the only one it starts or is part of.", completion: NameCompletion.foods) var food: String
    @Option(help: "How many servings (default 1).") var servings: String = "1"
    @Option(help: .init(DateHelp.day)) var date: String?
    @Flag(help: "Replace the servings if the food is already on that day.") var replace = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let amount = try checked(Input.servings(servings), argument: "--servings")
        let context = try CommandContext(store)
        let day = try context.date(date)
        let found = try context.food(matching: food)
        guard let id = found.id else { return }
        try context.database.addEntry(foodId: id, servings: amount, on: day, ifPresent: replace ? .replace : .addServings)
        say("Logged \(Format.trimmed(amount)) × \(found.name) on \(day.iso).")
    }
}
