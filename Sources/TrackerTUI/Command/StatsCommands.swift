import ArgumentParser
import Foundation
import TrackerKit

extension StatsPeriod: ExpressibleByArgument {}

/// `tracker counter stats NAME --by week|month`: taps per period, days counted, days the goal was met.
struct CounterStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "A counter's taps per week or month (corrections left out), newest first.",
        discussion: "Examples:\n  tracker counter stats glasses\n  tracker counter stats glasses --by month --limit 12 --format csv")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @Option(help: "week or month.") var by: StatsPeriod = .week
    @Option(help: "How many periods back (default 12).") var limit = 12
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard limit > 0 else { throw BadInput("--limit: show at least one period.") }
        let context = try CommandContext(store, reading: true)
        let counter = try context.counter(named: name)
        let stats = try context.database.counterPeriodStats(counter, by: by, firstWeekday: context.preferences.firstWeekday)
        let rows = stats.prefix(limit).map { stat -> [Listing.Value] in
            [.text(stat.start.iso), .integer(Int(stat.total)), .integer(stat.activeDays), stat.goalDays.map { .integer($0) } ?? .none]
        }
        Listing(columns: ["\(by.rawValue)Start", "counted", "activeDays", "goalDays"], rows: Array(rows)).print(format)
    }
}

/// `tracker workout stats --by week|month`: exercises done per period and days trained.
struct WorkoutStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Exercises done per week or month, newest first.",
        discussion: "Examples:\n  tracker workout stats\n  tracker workout stats --by month --format json")

    @Option(help: "week or month.") var by: StatsPeriod = .week
    @Option(help: "How many periods back (default 12).") var limit = 12
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard limit > 0 else { throw BadInput("--limit: show at least one period.") }
        let context = try CommandContext(store, reading: true)
        let stats = try context.database.workoutPeriodStats(by: by, firstWeekday: context.preferences.firstWeekday).map(\.stat)
        let rows = stats.prefix(limit).map { stat -> [Listing.Value] in [.text(stat.start.iso), .integer(Int(stat.total)), .integer(stat.activeDays)] }
        Listing(columns: ["\(by.rawValue)Start", "exercises", "activeDays"], rows: Array(rows)).print(format)
    }
}
