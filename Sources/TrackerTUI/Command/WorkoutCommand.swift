import ArgumentParser
import Foundation
import TrackerKit

struct WorkoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout", abstract: "Your HIIT workout history.",
        subcommands: [WorkoutHistory.self, WorkoutLog.self, WorkoutDelete.self, WorkoutStats.self, WorkoutProgramCommand.self])
}

struct WorkoutHistory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Exercises done, per day, newest first.",
        discussion: "Examples:\n  tracker workout history\n  tracker workout history --format json")

    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let history = try context.database.workoutHistory()
        if format == .json {
            let streaks = try context.database.workoutStreaks(today: context.today)
            OutputWriter.standard.line(
                Listing.jsonText(
                    [
                        "currentStreak": streaks.current, "bestStreak": streaks.best,
                        "days": history.map { day in
                            ["date": day.date.iso, "exercises": day.counts.map { ["name": $0.name, "count": $0.count] }] as [String: Any]
                        },
                    ] as [String: Any]))
            return
        }
        let rows = history.flatMap { day in day.counts.map { [Listing.Value.text(day.date.iso), .text($0.name), .integer($0.count)] } }
        Listing(columns: ["date", "exercise", "count"], rows: rows).print(format)
    }
}

struct WorkoutLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "Log one exercise done (today by default).",
        discussion: "Examples:\n  tracker workout log squat\n  tracker workout log \"Sun Salute\" --date 2026-11-20\n  tracker workout log burpee --times 3")

    @Argument(help: "An exercise from your list (any case).") var exercise: String
    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "How many times it was done (1 to 1000; default 1).") var times: Int = 1
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let day = try context.date(date)
        let found = try context.exercise(named: exercise)
        try asBadInput(argument: "--times") { try context.database.logExercise(found.name, on: day, times: times) }
        say("Logged \(found.name)\(times == 1 ? "" : " × \(times)") on \(day.iso).")
    }
}

struct WorkoutDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Take back one logged exercise (the latest of that day).",
        discussion: "Examples:\n  tracker workout delete squat\n  tracker workout delete \"Step Up\" --date 2026-11-20")

    @Argument(help: "The exercise's name (any case).") var exercise: String
    @Option(help: .init(DateHelp.day)) var date: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let day = try context.date(date)
        guard try context.database.deleteOneExerciseEntry(exercise, on: day) else {
            throw BadInput("exercise: no “\(exercise)” logged on \(day.iso).")
        }
        say("Deleted one \(exercise) from \(day.iso).")
    }
}
