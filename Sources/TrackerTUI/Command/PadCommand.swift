import ArgumentParser
import Foundation
import TrackerKit

struct PadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pad", abstract: "Counter pads (make them on the Counters tab with P).", subcommands: [PadHistory.self])
}

struct PadHistory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "A pad's finished counts (Enter on the pad): one row per cell, newest count first.",
        discussion: "Examples:\n  tracker pad history Differential\n  tracker pad history Differential --format csv > counts.csv")

    @Argument(help: "The pad's name (any case).") var name: String
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let pad = try context.database.pads().first(where: { $0.name.lowercased() == key }) else {
            throw BadInput("name: no pad named “\(name)”.")
        }
        let rows = try context.database.padSessions(padId: pad.id).flatMap { session in
            session.cells.map { cell -> [Listing.Value] in
                [
                    .integer(Int(session.id)), .text(Timestamp.text(session.finishedAt)), .text(String(cell.key)), .text(cell.name),
                    .integer(Int(cell.count)), session.percent(cell).map { .number($0, decimals: 1) } ?? .none,
                    .integer(Int(session.total)), session.target.map { .integer(Int($0)) } ?? .none,
                ]
            }
        }
        Listing(columns: ["count", "finishedAt", "key", "counter", "value", "percent", "total", "target"], rows: rows).print(format)
    }
}
