import ArgumentParser
import TrackerKit

struct QuickAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quick-add", abstract: "Log calories without a food (a meal out, a snack).",
        discussion: "Examples:\n  tracker quick-add 850 --label \"Lunch out\"\n  tracker quick-add 120 --date yesterday")

    @Argument(help: "The calories, like 850.") var kcal: String
    @Option(help: "What it was (optional).") var label: String?
    @Option(help: .init(DateHelp.day)) var date: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let calories = try checked(Input.kcal(kcal), argument: "kcal")
        if let label, !label.trimmingCharacters(in: .whitespaces).isEmpty { _ = try checked(Input.name(label, .entryLabel), argument: "--label") }
        let context = try CommandContext(store)
        let day = try context.date(date)
        try asBadInput(argument: "--label") { try context.database.addQuickEntry(label: label ?? "", kcal: calories, on: day) }
        say("Logged \(Format.kcal(calories))\(label.map { " (\($0))" } ?? "") on \(day.iso).")
    }
}
