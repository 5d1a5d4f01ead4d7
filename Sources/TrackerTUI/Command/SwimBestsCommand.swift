import ArgumentParser
import Foundation
import TrackerKit

/// `tracker swim bests`: the fastest 100 m, 400 m and 1500 m swum without a rest, the longest swim and the
/// best SWOLF, each with its day.
struct SwimBestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bests", abstract: "Personal bests: fastest 100 m, 400 m, 1500 m, longest swim, best SWOLF.",
        discussion: """
            A fastest distance is timed over laps swum in a row within one set (from the watch's sets, else from \
            the rests between laps), turns included; it needs a pool whose length divides it (a 25 yd pool has no 100 m).
            Examples:
              tracker swim bests
              tracker swim bests --format json
            """)

    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let bests = try context.database.swimBests()
        var rows: [(what: String, best: SwimBests.Best?, figure: (Double) -> String, json: (Double) -> Any)] = zip(SwimBests.distances, bests.fastest).map {
            distance, best in
            ("\(Int(distance)) m", best, SwimStats.durationText, { SwimReport.number($0, 1) })
        }
        let totals = SwimFormat(totals: try context.database.value(.swimDistanceUnit))
        rows.append(("longest swim", bests.longest, { totals.total($0) }, { SwimReport.number($0, 0) }))
        rows.append(("best SWOLF", bests.bestSwolf, { "\(Int(saturating: $0.rounded()))" }, { SwimReport.number($0, 1) }))
        if format == .json {
            let keys = SwimBests.distances.map { "fastest\(Int($0))mSeconds" } + ["longestMeters", "bestSwolf"]
            let object = Dictionary(
                uniqueKeysWithValues: zip(keys, rows).map { key, row -> (String, Any) in
                    (
                        key,
                        row.best.map {
                            [
                                "value": row.json($0.value), "date": $0.date.iso, "poolLengthMeters": SwimReport.number($0.poolMeters, 2),
                                "pool": $0.poolMeters.map(SwimFormat.poolLength) ?? NSNull(),
                            ] as [String: Any]
                        } ?? NSNull()
                    )
                })
            OutputWriter.standard.line(Listing.jsonText(object))
            return
        }
        guard !bests.isEmpty else { say("No swims yet."); return }
        Listing(
            columns: ["best", "figure", "date"],
            rows: rows.map { row in
                let pool = row.best?.poolMeters.map { " (\(SwimFormat.poolLength($0)) pool)" } ?? ""
                return [
                    .text(row.what), .text((row.best.map { row.figure($0.value) } ?? "–") + (row.what == "best SWOLF" ? pool : "")),
                    .text(row.best?.date.iso ?? ""),
                ]
            }
        ).print(.table)
    }
}
