import ArgumentParser
import TrackerKit

struct DayList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Logged days between two dates with weight and kcal eaten, oldest first.",
        discussion: "Examples:\n  tracker day list --from -30\n  tracker day list --from 2026-01-01 --to 2026-01-31 --format csv")

    @OptionGroup var range: DateRangeOptions
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let (start, end) = try range.resolved(today: context.today)
        let unit = context.preferences.weightUnit
        let days = try context.database.daySummaries(from: start, to: end, sort: .oldest, limit: Int.max)
        let rows = days.map { day -> [Listing.Value] in
            [
                .text(day.date.iso), day.weightKg.map { .number(unit.value(fromKilograms: $0), decimals: 1) } ?? .none,
                day.weightKg == nil ? .none : .text(unit.rawValue),
                .number(day.eatenKcal, decimals: 0), .integer(day.entryCount), .text(day.hasMemo ? "yes" : ""),
            ]
        }
        Listing(columns: ["date", "weight", "unit", "kcal", "entries", "memo"], rows: rows).print(format)
    }
}
