import ArgumentParser
import Foundation
import TrackerKit

/// The Counters tab's edits on the command line: rename, pin, goal, undo, delete.
struct CounterRename: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a counter.", discussion: "Example:\n  tracker counter rename push \"Push-ups (sets of 10)\"")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @Argument(help: "The new name (unique, ignoring case and width).") var newName: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        let after = try asBadInput(argument: "new-name") {
            try context.database.updateCounter(
                id: counter.id, name: newName, step: counter.step, add: nil, set: nil, goal: counter.goal,
                resetPeriod: counter.resetPeriod, at: context.counterClock)
        }
        say("Renamed \(counter.name) to \(after.name).")
    }
}

struct CounterPin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pin", abstract: "Pin a counter to the top of the list (--off unpins).",
        discussion: "Examples:\n  tracker counter pin water\n  tracker counter pin water --off")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @Flag(help: "Unpin instead.") var off = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        try context.database.setPinned(counterId: counter.id, !off)
        say(off ? "Unpinned \(counter.name)." : "Pinned \(counter.name).")
    }
}

struct CounterGoal: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal", abstract: "Set a counter's goal (none removes it).",
        discussion: "Examples:\n  tracker counter goal push 300\n  tracker counter goal push none")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @Argument(help: "The goal, a whole number, or none.") var goal: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let value: Int64? = goal.trimmingCharacters(in: .whitespaces).lowercased() == "none" ? nil : try wholeNumber(goal, argument: "goal")
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        let after = try asBadInput(argument: "goal") {
            try context.database.updateCounter(
                id: counter.id, name: counter.name, step: counter.step, add: nil, set: nil, goal: value,
                resetPeriod: counter.resetPeriod, at: context.counterClock)
        }
        say(after.goal.map { "\(after.name): goal \($0)." } ?? "\(after.name): no goal.")
    }
}

struct CounterUndo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Take back a counter's last change (a tap, set, add or reset) made on this machine; a pad's new count goes back whole.",
        discussion:
            "A change another machine made and sync brought is not taken back here: undo it on that machine, or set the count.\n\nExample:\n  tracker counter undo glasses"
    )

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        guard let undone = try asBadInput(argument: "name", { try context.database.undoCounterChange(counterId: counter.id, fromAnywhere: true) }) else {
            throw BadInput("name: \(counter.name) has no change to undo.")
        }
        // A pad's new count goes back whole: every counter it restarted is listed.
        if undone.counters.count > 1 { say("Undone: \(undone.summary).") }
        for after in undone.counters.sorted(by: { ($0.id == counter.id ? 0 : 1, $0.id) < ($1.id == counter.id ? 0 : 1, $1.id) }) {
            say("\(after.name): \(after.count)")
        }
    }
}

struct CounterDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a counter and its history (and its cell on any pad).",
        discussion: "Example:\n  tracker counter delete monocytes")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        let pads = try context.database.pads().filter { $0.keys.contains { $0.counterId == counter.id } }.map(\.name)
        try context.database.deleteCounter(id: counter.id)
        let onPads = pads.isEmpty ? "" : " It is gone from \(pads.count == 1 ? "pad" : "pads") \(pads.joined(separator: ", "))."
        say("Deleted \(counter.name).\(onPads)")
    }
}

struct CounterRestart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restart", abstract: "Make a counter start anew every day or week (never stops it), at a count you choose.",
        discussion:
            "Examples:\n  tracker counter restart glasses daily\n  tracker counter restart push weekly --at 0\n  tracker counter restart glasses never")

    @Argument(help: "The counter's name in any case, or a start or part of it only one counter has.") var name: String
    @Argument(help: "daily, weekly or never.") var period: String
    @Option(parsing: .unconditional, help: "The count it starts anew from (default: as before, first the start).") var at: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let word = period.trimmingCharacters(in: .whitespaces).lowercased()
        guard word == "never" || ResetPeriod(rawValue: word) != nil else { throw BadInput("period: “\(period)” is not daily, weekly or never.") }
        let restartAt = try at.map { try wholeNumber($0, argument: "--at") }
        let context = try CommandContext(store)
        let counter = try context.counter(named: name)
        let after = try asBadInput(argument: "--at") {
            try context.database.updateCounter(
                id: counter.id, name: counter.name, step: counter.step, add: nil, set: nil, goal: counter.goal,
                resetPeriod: ResetPeriod(rawValue: word), restartAt: restartAt, at: context.counterClock)
        }
        say(
            after.resetPeriod.map { "\(after.name) starts anew \($0 == .daily ? "every day" : "every week") at \(after.restartAt)." }
                ?? "\(after.name) no longer starts anew.")
    }
}
