import ArgumentParser
import Foundation
import TrackerKit

struct CounterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counter", abstract: "Named tally counters.",
        subcommands: [
            CounterAdd.self, CounterTap.self, CounterSet.self, CounterList.self, CounterLog.self,
            CounterRename.self, CounterPin.self, CounterGoal.self, CounterRestart.self, CounterUndo.self, CounterDelete.self, CounterStats.self,
        ])
}

/// A whole number for a count, step or amount: 64-bit, nothing else.
func wholeNumber(_ text: String, argument: String) throws -> Int64 {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Int64(trimmed) else {
        let digits = trimmed.drop { $0 == "-" || $0 == "+" }
        if !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw BadInput("\(argument): \(trimmed) is too large; counts go to ±9223372036854775807.")
        }
        throw BadInput("\(argument): “\(text)” is not a whole number.")
    }
    return value
}

extension CommandContext {
    var counterClock: CounterClock { CounterClock(now: Self.now, today: today, firstWeekday: preferences.firstWeekday) }

    /// The counter the user means, by the rule foods and exercises follow (`NameMatch`): the exact
    /// name in any case, else the only one it starts, else the only one containing it; otherwise a
    /// refusal with the candidates or "did you mean …?".
    func counter(named typed: String) throws -> Counter {
        guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else { throw BadInput("name: name a counter. See: tracker counter list") }
        if let exact = try database.counter(named: typed) { return exact }
        let match = NameMatch.find(typed, in: try database.counters().map(\.name))
        guard case .found(let name) = match, let counter = try database.counter(named: name) else {
            let problem = match.problem(kind: "counter", typed: typed) ?? ""
            throw BadInput("name: \(problem)\(problem.hasSuffix(".") || problem.hasSuffix("?") ? "" : ".") See: tracker counter list")
        }
        return counter
    }
}

struct CounterAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Make a counter (no name: New Counter N).",
        discussion: "Examples:\n  tracker counter add Plates --start 10 --step -1\n  tracker counter add")

    @Argument(help: "The name (unique, ignoring case and width).") var name: String?
    @Option(parsing: .unconditional, help: "The count to start from (default 0).") var start: String = "0"
    @Option(parsing: .unconditional, help: "How much a tap adds; may be negative, never 0 (default 1).") var step: String = "1"
    @OptionGroup var store: StoreOptions

    func run() throws {
        let startValue = try wholeNumber(start, argument: "--start")
        let stepValue = try wholeNumber(step, argument: "--step")
        guard stepValue != 0 else { throw BadInput("--step: a step cannot be 0.") }
        let context = try CommandContext(store)
        let counter = try asBadInput(argument: "name") {
            try context.database.addCounter(name: name, start: startValue, step: stepValue, at: context.counterClock)
        }
        say("Made \(counter.name): \(counter.count), step \(counter.step).")
    }
}

struct CounterTap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap", abstract: "Add the counter's step (times N).",
        discussion: "Examples:\n  tracker counter tap glasses\n  tracker counter tap push --times 4")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.", completion: NameCompletion.counters) var name: String
    @Option(parsing: .unconditional, help: "How many steps (negative takes them off; default 1).") var times: String = "1"
    @OptionGroup var store: StoreOptions

    func run() throws {
        let count = try wholeNumber(times, argument: "--times")
        guard count != 0 else { throw BadInput("--times: tap at least once (or use a negative number).") }
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        try context.database.rollOverCounters(at: context.counterClock)
        let after = try asBadInput(argument: "--times") { try context.database.tap(counterId: counter.id, times: count, at: context.counterClock) }
        say("\(after.name): \(after.count)")
    }
}

struct CounterSet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set a counter's count.", discussion: "Example:\n  tracker counter set glasses 0")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.", completion: NameCompletion.counters) var name: String
    @Argument(help: "The new count.") var value: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let number = try wholeNumber(value, argument: "value")
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        let after = try asBadInput(argument: "value") { try context.database.setCount(counterId: counter.id, to: number, at: context.counterClock) }
        say("\(after.name): \(after.count)")
    }
}

struct CounterList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every counter, pinned first, then newest.",
        discussion: "Examples:\n  tracker counter list\n  tracker counter list --format csv")

    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let rows = try context.database.counters(asOf: context.counterClock).map { counter -> [Listing.Value] in
            [
                .text(counter.name), .integer(Int(counter.count)), .integer(Int(counter.step)), .integer(Int(counter.start)),
                counter.goal.map { .integer(Int($0)) } ?? .none, .boolean(counter.pinned),
                counter.resetPeriod.map { .text($0.rawValue) } ?? .none, counter.restartAt == counter.start ? .none : .integer(Int(counter.restartAt)),
                .text(Timestamp.text(counter.createdAt)),
            ]
        }
        // The export's field names and types (`tracker export`), so one schema serves both.
        Listing(columns: ["name", "count", "step", "start", "goal", "pinned", "resetPeriod", "restartAt", "createdAt"], rows: rows).print(format)
    }
}

struct CounterLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "Every change of a counter, newest first.",
        discussion: "Examples:\n  tracker counter log glasses\n  tracker counter log glasses --format json")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.", completion: NameCompletion.counters) var name: String
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @Option(help: "At most this many changes (default: all).") var limit: Int = Int.max
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard limit > 0 else { throw BadInput("--limit: show at least one change.") }
        let context = try CommandContext(store, reading: true)
        let counter = try context.counter(named: name)
        let rows = try context.database.changes(counterId: counter.id, limit: limit).map { change -> [Listing.Value] in
            [
                .text(Timestamp.text(change.at)), .text(change.date.iso), .integer(Int(change.delta)), .integer(Int(change.countAfter)),
                .text(change.kind.rawValue),
            ]
        }
        Listing(columns: ["at", "date", "delta", "countAfter", "kind"], rows: rows).print(format)
    }
}
