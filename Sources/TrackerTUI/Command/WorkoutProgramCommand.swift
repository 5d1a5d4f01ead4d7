import ArgumentParser
import Foundation
import TrackerKit

struct WorkoutProgramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "program", abstract: "Named interval programs (run them on the Workout tab with R).",
        subcommands: [WorkoutProgramAdd.self, WorkoutProgramList.self, WorkoutProgramDelete.self])
}

struct WorkoutProgramAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Save an interval program.",
        discussion: """
            Each --exercise is NAME or NAME:SECONDS (its own length); without any, your exercise list.
            Examples:
              tracker workout program add Tabata --get-ready 10 --work 20 --rest 10 --rounds 8 --exercise Burpee
              tracker workout program add Morning --warm-up 120 --exercise Squat:45 --exercise "Sun Salute" --cool-down 60
            """)

    @Argument(help: "The program's name (unique, ignoring case and width).") var name: String
    @Option(help: "Seconds of get-ready before the first phase (0 to 60).") var getReady = 10
    @Option(help: "Seconds of warm-up (0 to 3600).") var warmUp = 0
    @Option(help: "Seconds of work per exercise (3 to 600).") var work = 30
    @Option(help: "Seconds of rest between exercises (0 to 600).") var rest = 10
    @Option(help: "Times through the exercises (1 to 50).") var rounds = 1
    @Option(help: "Seconds of cool-down (0 to 3600).") var coolDown = 0
    @Option(name: .customLong("exercise"), help: "An exercise from your list (any case), NAME or NAME:SECONDS (repeatable).") var exercises: [String] = []
    @Flag(help: "Replace a program of the same name.") var replace = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let items =
            try exercises.isEmpty
            ? context.database.exercises().map { WorkoutProgram.Item(exercise: $0.name) }
            : exercises.map(Self.item)
                .map { WorkoutProgram.Item(exercise: try context.exercise(named: $0.exercise, argument: "--exercise").name, seconds: $0.seconds) }
        let program = WorkoutProgram(
            name: name, getReadySeconds: getReady, warmUpSeconds: warmUp, workSeconds: work, restSeconds: rest,
            rounds: rounds, coolDownSeconds: coolDown, items: items)
        let saved = try asBadInput(argument: "program") { try context.database.saveProgram(program, replacing: replace) }
        let plan = saved.plan
        say("Saved \(saved.name): \(plan.workCount) intervals, \(WorkoutProgramList.clock(plan.totalSeconds)) in all.")
    }

    /// `Squat:45` → Squat for 45 s; `Squat` → the program's work length.
    static func item(_ text: String) throws -> WorkoutProgram.Item {
        if let colon = text.lastIndex(of: ":"), let seconds = Int(text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)) {
            return WorkoutProgram.Item(exercise: String(text[..<colon]), seconds: seconds)
        }
        return WorkoutProgram.Item(exercise: text)
    }
}

struct WorkoutProgramList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every saved program.", discussion: "Example:\n  tracker workout program list --format json")

    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let rows = try context.database.programs().map { program -> [Listing.Value] in
            let exercises = program.items.map { item in item.seconds.map { "\(item.exercise):\($0)" } ?? item.exercise }.joined(separator: ", ")
            return [
                .text(program.name), .integer(program.getReadySeconds), .integer(program.warmUpSeconds), .integer(program.workSeconds),
                .integer(program.restSeconds), .integer(program.rounds), .integer(program.coolDownSeconds), .text(exercises),
                .integer(program.plan.totalSeconds),
            ]
        }
        Listing(
            columns: [
                "name", "getReadySeconds", "warmUpSeconds", "workSeconds", "restSeconds", "rounds", "coolDownSeconds",
                "exercises", "totalSeconds",
            ], rows: rows
        ).print(format)
    }

    static func clock(_ seconds: Int) -> String { "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)" }
}

struct WorkoutProgramDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a saved program.",
        discussion: "Example:\n  tracker workout program delete Morning")

    @Argument(help: "The program's name (any case).") var name: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        guard try context.database.deleteProgram(named: name) else { throw BadInput("name: no program named “\(name)”.") }
        say("Deleted the program \(name).")
    }
}
