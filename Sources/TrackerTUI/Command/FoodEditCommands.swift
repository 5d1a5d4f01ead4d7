import ArgumentParser
import TrackerKit

struct FoodEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Rename a food or change its calories or serving type.",
        discussion:
            "The food is found by its name in any case, or by the only name it starts or is part of.\n\nExamples:\n  tracker food edit oats --kcal 160\n  tracker food edit \"pizza\" --name \"Pizza, margherita\" --serving piece"
    )

    @Argument(help: "The food (its name, or part of it).", completion: NameCompletion.foods) var food: String
    @Option(help: "A new name.") var name: String?
    @Option(help: "New calories per serving.") var kcal: String?
    @Option(help: "A new serving type.") var serving: ServingType?
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard name != nil || kcal != nil || serving != nil else { throw BadInput("edit: give --name, --kcal or --serving.") }
        let newName = try name.map { try checked(Input.foodName($0), argument: "--name") }
        let newKcal = try kcal.map { try checked(Input.kcal($0, what: "calories per serving"), argument: "--kcal") }
        let context = try CommandContext(store)
        var edited = try context.food(matching: food)
        let before = edited
        edited.name = newName ?? edited.name
        edited.kcalPerServing = newKcal ?? edited.kcalPerServing
        edited.serving = serving ?? edited.serving
        try asBadInput(argument: "--name") { try context.database.updateFood(edited) }
        say("\(before.name) is now \(edited.name): \(Format.kcalPerServing(edited.kcalPerServing)) per \(edited.serving.rawValue).")
    }
}

struct FoodDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a food (with --force also its entries on past days).",
        discussion: "Examples:\n  tracker food delete \"Old cereal\"\n  tracker food delete oats --force")

    @Argument(help: "The food (its name, or part of it).", completion: NameCompletion.foods) var food: String
    @Flag(help: "Delete it even if days have entries of it (they are deleted too).") var force = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let found = try context.food(matching: food)
        guard let id = found.id else { return }
        let usage = try context.database.foodUsage(id)
        if usage.entries > 0 && !force {
            throw BadInput(
                "food: \(found.name) has \(counted(usage.entries, "entry", "entries")) on \(counted(usage.days, "day", "days")); deleting it deletes them too. Add --force to do so."
            )
        }
        try context.database.deleteFood(id)
        say("Deleted \(found.name)\(usage.entries > 0 ? " and its \(counted(usage.entries, "entry", "entries"))" : "").")
    }
}

/// `1 entry`, `3 entries`.
func counted(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

/// `tracker food restore NAME`: an archived food back in the picker and the lists.
struct FoodRestore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Bring back an archived food.",
        discussion: "Examples:\n  tracker food list --archived\n  tracker food restore \"Old cereal\"")

    @Argument(help: "The archived food (its name, or part of it).") var food: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let found = try context.food(matching: food, archived: true)
        guard let id = found.id else { return }
        try context.database.archiveFood(id, false)
        say("\(found.name) is back among your foods.")
    }
}
