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
            A program is a get-ready count, a warm-up, one or more blocks, a rest between blocks, and a cool-down. Each --block is ROUNDS x EXERCISE[:SECONDS] [+ EXERCISE[:SECONDS] …] [rest SECONDS]: its exercises repeated ROUNDS times, with that rest between intervals and none after the last (lengths not given are --work and --rest). Without --block, the --exercise options (NAME or NAME:SECONDS) make one block of --rounds rounds; without either, your exercise list. Exercises are names from your list, in any case.
            Examples:
              tracker workout program add HIIT --get-ready 10 --block "8 x Burpee:40 rest 20" --block-rest 120 --block "6 x Squat:30 rest 15" --cool-down 180
              tracker workout program add Tabata --get-ready 10 --work 20 --rest 10 --rounds 8 --exercise Burpee
              tracker workout program add Morning --warm-up 120 --exercise Squat:45 --exercise "Sun Salute" --cool-down 60
            """)

    @Argument(help: "The program's name (unique, ignoring case and width).") var name: String
    @Option(help: "Seconds of get-ready before the first phase (0 to 60).") var getReady = 10
    @Option(help: "Seconds of warm-up (0 to 3600).") var warmUp = 0
    @Option(help: "Seconds of work per exercise where a block does not say (3 to 600).") var work = 30
    @Option(help: "Seconds of rest between intervals where a block does not say (0 to 600).") var rest = 10
    @Option(help: "Times through the --exercise list (1 to 50).") var rounds = 1
    @Option(name: .customLong("block"), help: "A block: ROUNDS x EXERCISE[:SECONDS] [+ …] [rest SECONDS] (repeatable, in order).") var blocks: [String] = []
    @Option(help: "Seconds of rest between blocks (0 to 3600).") var blockRest = 0
    @Option(help: "Seconds of cool-down (0 to 3600).") var coolDown = 0
    @Option(name: .customLong("exercise"), help: "An exercise from your list (any case), NAME or NAME:SECONDS (repeatable).") var exercises: [String] = []
    @Flag(help: "Replace a program of the same name.") var replace = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        guard blocks.isEmpty || exercises.isEmpty else {
            throw BadInput("--block and --exercise: give the exercises in the blocks, or use --exercise without --block.")
        }
        let listed = { (item: WorkoutProgram.Item) throws -> WorkoutProgram.Item in
            WorkoutProgram.Item(
                exercise: try context.exercise(named: item.exercise, argument: blocks.isEmpty ? "--exercise" : "--block").name, seconds: item.seconds)
        }
        let madeBlocks: [WorkoutProgram.Block]
        if !blocks.isEmpty {
            madeBlocks = try blocks.map { text in
                var block = try asBadInput(argument: "--block") { try WorkoutBlockText.block(text, work: work, rest: rest) }
                block.items = try block.items.map(listed)
                return block
            }
        } else {
            let items =
                try exercises.isEmpty
                ? context.database.exercises().map { WorkoutProgram.Item(exercise: $0.name) } : exercises.map(WorkoutBlockText.item).map(listed)
            madeBlocks = [WorkoutProgram.Block(items: items, workSeconds: work, restSeconds: rest, rounds: rounds)]
        }
        let program = WorkoutProgram(
            name: name, getReadySeconds: getReady, warmUpSeconds: warmUp, blocks: madeBlocks, blockRestSeconds: blockRest, coolDownSeconds: coolDown)
        let saved = try asBadInput(argument: "program") { try context.database.saveProgram(program, replacing: replace) }
        say("Saved \(saved.name): \(saved.summary).")
    }
}

struct WorkoutProgramList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every saved program.",
        discussion: """
            The table shows each program's blocks as --block takes them and its total time as it will run; --format json gives each program in the export's shape (exercises as a list of objects).
            Example:
              tracker workout program list --format json
            """)

    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let programs = try context.database.programs()
        if format == .json {
            OutputWriter.standard.write(try ExportDocument.encodedPrograms(programs) + "\n")
            return
        }
        let rows = programs.map { program -> [Listing.Value] in
            [
                .text(program.name), .integer(program.getReadySeconds), .integer(program.warmUpSeconds),
                .text(program.blocks.map(WorkoutBlockText.text).joined(separator: " | ")), .integer(program.blockRestSeconds),
                .integer(program.coolDownSeconds), .integer(program.plan.workCount), .integer(program.plan.totalSeconds),
            ]
        }
        Listing(
            columns: ["name", "getReadySeconds", "warmUpSeconds", "blocks", "blockRestSeconds", "coolDownSeconds", "intervals", "totalSeconds"], rows: rows
        ).print(format)
    }

    static func clock(_ seconds: Int) -> String { Format.duration(seconds) }
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
