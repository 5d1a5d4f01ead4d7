import ArgumentParser
import Foundation
import TrackerKit

struct WeightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weight", abstract: "Log and list body weights.",
        subcommands: [WeightAdd.self, WeightList.self])
}

struct WeightAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Log a weight for a day (today by default).",
        discussion: "Examples:\n  tracker weight add 72.4\n  tracker weight add 159,6 --unit lb --date 2026-11-20")

    @Argument(help: "The weight, like 72.4 or 72,4.") var weight: String
    @Option(help: "The day, YYYY-MM-DD (default: today).") var date: String?
    @Option(help: "kg or lb (default: your unit setting).") var unit: WeightUnit?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let unit = unit ?? context.preferences.weightUnit
        let kg = try checked(Input.weight(weight, unit: unit), argument: "weight")
        let day = try context.date(date)
        try context.database.logWeight(kg, on: day)
        say("Logged \(unit.format(kilograms: kg)) for \(day.iso).")
    }
}

struct WeightList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List logged weights, oldest first.",
        discussion: "Examples:\n  tracker weight list --from 2026-01-01\n  tracker weight list --format csv > weights.csv")

    @Option(help: "First day, YYYY-MM-DD.") var from: String?
    @Option(help: "Last day, YYYY-MM-DD.") var to: String?
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let start = try from.map { try checked(Input.date($0), argument: "--from") }
        let end = try to.map { try checked(Input.date($0), argument: "--to") }
        if let start, let end, end < start { throw BadInput("--to: \(end.iso) is before --from \(start.iso).") }
        let unit = context.preferences.weightUnit
        let rows = try context.database.weights(from: start, to: end).map { entry -> [Listing.Value] in
            [.text(entry.date.iso), .number(entry.kg, decimals: 2), .number(unit.value(fromKilograms: entry.kg), decimals: 1), .text(unit.rawValue)]
        }
        Listing(columns: ["date", "kg", "weight", "unit"], rows: rows).print(format)
    }
}

struct FoodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food", abstract: "Your foods.", subcommands: [FoodAdd.self, FoodList.self])
}

struct FoodAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a food (names are unique ignoring case).",
        discussion: "Examples:\n  tracker food add Oats --kcal 150 --serving cup\n  tracker food add \"Pizza, margherita\" --kcal 270 --serving piece")

    @Argument(help: "The food's name.") var name: String
    @Option(help: "Calories per serving.") var kcal: String
    @Option(help: "One of: \(ServingType.allCases.map(\.rawValue).joined(separator: ", ")).") var serving: ServingType = .serving
    @OptionGroup var store: StoreOptions

    func run() throws {
        let foodName = try checked(Input.foodName(name), argument: "name")
        let calories = try checked(Input.kcal(kcal, what: "calories per serving"), argument: "--kcal")
        let context = try CommandContext(store)
        let food = try asBadInput(argument: "name") { try context.database.addFood(Food(name: foodName, kcalPerServing: calories, serving: serving)) }
        say("Added \(food.name): \(Format.kcal(food.kcalPerServing)) per \(food.serving.rawValue).")
    }
}

struct FoodList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your foods.",
        discussion: "Examples:\n  tracker food list\n  tracker food list --search rice --format json")

    @Option(help: "Only foods whose name contains this.") var search: String = ""
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let rows = try context.database.foods(matching: search).map { food -> [Listing.Value] in
            [.text(food.name), .number(food.kcalPerServing, decimals: 1), .text(food.serving.rawValue)]
        }
        Listing(columns: ["name", "kcal", "serving"], rows: rows).print(format)
    }
}

struct EatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eat", abstract: "Log servings of one of your foods on a day.",
        discussion: "If the food is already on that day, the servings are added (or replaced with --replace).\n\nExamples:\n  tracker eat Oats\n  tracker eat rice --servings 1.5 --date 2026-11-20")

    @Argument(help: "The food's name (any case).") var food: String
    @Option(help: "How many servings (default 1).") var servings: String = "1"
    @Option(help: "The day, YYYY-MM-DD (default: today).") var date: String?
    @Flag(help: "Replace the servings if the food is already on that day.") var replace = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let amount = try checked(Input.servings(servings), argument: "--servings")
        let context = try CommandContext(store)
        let day = try context.date(date)
        guard let found = try context.database.food(named: food), let id = found.id else {
            throw BadInput("food: no food named “\(food)”. Add it with: tracker food add NAME --kcal N")
        }
        try context.database.addEntry(foodId: id, servings: amount, on: day, ifPresent: replace ? .replace : .addServings)
        say("Logged \(Format.trimmed(amount)) × \(found.name) on \(day.iso).")
    }
}

struct MemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memo", abstract: "Set a day's memo (an empty text removes it).",
        discussion: "Examples:\n  tracker memo \"Slept badly\"\n  tracker memo \"\" --date 2026-11-20")

    @Argument(help: "The memo.") var text: String
    @Option(help: "The day, YYYY-MM-DD (default: today).") var date: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard text.count <= 4000 else { throw BadInput("text: a memo can have at most 4000 characters.") }
        let context = try CommandContext(store)
        let day = try context.date(date)
        try context.database.setMemo(text, on: day)
        say(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "Memo removed for \(day.iso)." : "Memo saved for \(day.iso).")
    }
}
