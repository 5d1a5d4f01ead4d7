import ArgumentParser
import TrackerKit

struct WeightDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Remove a day's weight (its food and memo stay).",
        discussion: "Examples:\n  tracker weight delete --date 2026-11-20\n  tracker weight delete --date -3")

    @Option(help: .init(DateHelp.day)) var date: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let day = try context.date(date, forWriting: false)
        guard let kg = try context.database.dayDetail(day).weightKg else { throw BadInput("--date: \(day.iso) has no weight to delete.") }
        try context.database.clearWeight(on: day)
        say("Deleted the weight of \(day.iso) (\(context.preferences.weightUnit.format(kilograms: kg))).")
    }
}
