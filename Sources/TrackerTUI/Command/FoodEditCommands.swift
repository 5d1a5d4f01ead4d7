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
                "food: \(found.name) has \(counted(usage.entries, "entry", "entries")) on \(counted(usage.days, "day", "days")). To keep them and hide the food from the picker and lists: tracker food archive \(shellWord(found.name)). To delete it with them: add --force."
            )
        }
        try context.database.deleteFood(id)
        say("Deleted \(found.name)\(usage.entries > 0 ? " and its \(counted(usage.entries, "entry", "entries"))" : "").")
    }
}

/// A name as one shell word, to copy into the next command: `'Mom'\''s pie'`.
func shellWord(_ text: String) -> String {
    text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// `1 entry`, `3 entries`.
func counted(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

/// `tracker food archive NAME`: out of the picker and the lists, its entries kept.
struct FoodArchive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Hide a food from the picker and the lists; the days it was eaten keep their entries.",
        discussion: "tracker food restore brings it back.\n\nExamples:\n  tracker food archive \"Old cereal\"\n  tracker food list --archived")

    @Argument(help: "The food (its name, or part of it).", completion: NameCompletion.foods) var food: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let found = try context.food(matching: food)
        guard let id = found.id else { return }
        try context.database.archiveFood(id)
        let usage = try context.database.foodUsage(id)
        let kept = usage.entries > 0 ? " (its \(counted(usage.entries, "entry", "entries")) stay on their days)" : ""
        say("Archived \(found.name)\(kept): tracker food restore brings it back.")
    }
}

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
