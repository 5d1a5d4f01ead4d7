import ArgumentParser
import TrackerKit

struct EntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entry", abstract: "A day's food entries: list, change, delete (by the id the list shows).",
        subcommands: [EntryList.self, EntryEdit.self, EntryDelete.self])
}

struct EntryList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "A day's entries with their ids.",
        discussion: "Examples:\n  tracker entry list\n  tracker entry list --date yesterday --format json")

    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let day = try context.date(date, forWriting: false)
        let rows = try context.database.entries(on: day).map { entry -> [Listing.Value] in
            [
                .integer(Int(entry.id)), .text(entry.title), entry.isQuickAdd ? .none : .number(entry.servings, decimals: 2),
                .text(entry.food?.serving.rawValue ?? "quick add"), .number(entry.kcal, decimals: 0),
            ]
        }
        Listing(columns: ["id", "food", "servings", "serving", "kcal"], rows: rows).print(format)
    }
}

extension CommandContext {
    func entry(_ text: String) throws -> FoodEntry {
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)), id > 0 else {
            throw BadInput("id: “\(text.prefix(40))” is not an entry id; see them with: tracker entry list --date DAY")
        }
        guard let entry = try database.entry(id: id) else { throw BadInput("id: there is no entry \(id); see: tracker entry list --date DAY") }
        return entry
    }
}

struct EntryEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an entry's servings (food) or calories (quick add).",
        discussion: "Examples:\n  tracker entry edit 42 --servings 1.5\n  tracker entry edit 43 --kcal 600")

    @Argument(help: "The entry's id (tracker entry list).") var id: String
    @Option(help: "New servings, for a food entry.") var servings: String?
    @Option(help: "New calories, for a quick add.") var kcal: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard (servings == nil) != (kcal == nil) else { throw BadInput("edit: give --servings (a food entry) or --kcal (a quick add).") }
        let newServings = try servings.map { try checked(Input.servings($0), argument: "--servings") }
        let newKcal = try kcal.map { try checked(Input.kcal($0), argument: "--kcal") }
        let context = try CommandContext(store)
        let entry = try context.entry(id)
        if entry.isQuickAdd && newServings != nil { throw BadInput("--servings: entry \(entry.id) is a quick add; change its --kcal.") }
        if !entry.isQuickAdd && newKcal != nil {
            throw BadInput("--kcal: entry \(entry.id) is \(entry.title); change its --servings (or the food: tracker food edit).")
        }
        try asBadInput(argument: "id") { try context.database.updateEntry(id: entry.id, servings: newServings, kcal: newKcal) }
        let changed = try context.database.entry(id: entry.id)
        say("Entry \(entry.id) on \(entry.date.iso): \(entry.title), \(Format.kcal(changed?.kcal ?? 0)).")
    }
}

struct EntryDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an entry.", discussion: "Example:\n  tracker entry delete 42")

    @Argument(help: "The entry's id (tracker entry list).") var id: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let entry = try context.entry(id)
        try asBadInput(argument: "id") { try context.database.deleteEntry(id: entry.id) }
        say("Deleted entry \(entry.id) on \(entry.date.iso): \(entry.title), \(Format.kcal(entry.kcal)).")
    }
}
