import ArgumentParser
import Foundation
import TrackerKit

/// `tracker swim bests`: the fastest 50 m to 1500 m, the mile, and 50 yd to 1650 yd swum without a rest,
/// the longest swim and the best SWOLF in each pool length, each with its day.
struct SwimBestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bests", abstract: "Personal bests: fastest 50 m to 1500 m, the mile and 50 yd to 1650 yd, longest swim, best SWOLF per pool.",
        discussion: """
            A fastest distance is timed over laps swum in a row within one set (from the watch's sets, else from \
            the rests between laps), turns included; metres in a metre pool (50, 100, 200, 400, 800, 1000, 1500 m), yards in a yard pool (50, 100, 200, 500, 1000, 1650 yd), each needing a pool whose length divides it; the mile in a metre pool is the whole lengths that first reach 1609 m (65 × 25 m, 33 × 50 m). The best SWOLF is given for each pool length (a SWOLF depends on the pool).
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
            (distance.label, best, SwimStats.durationText, { SwimReport.number($0, 1) })
        }
        let totals = SwimFormat(totals: try context.database.value(.swimDistanceUnit))
        rows.append(("longest swim", bests.longest, { totals.total($0) }, { SwimReport.number($0, 0) }))
        func object(_ best: SwimBests.Best, _ value: Any) -> [String: Any] {
            ["value": value, "date": best.date.iso, "poolLengthMeters": SwimReport.number(best.poolMeters, 2), "pool": SwimFormat.bestPool(best) ?? NSNull()]
        }
        if format == .json {
            var json = Dictionary(
                uniqueKeysWithValues: zip(SwimBests.distances.map(\.jsonKey) + ["longestMeters"], rows).map { key, row -> (String, Any) in
                    (key, row.best.map { object($0, row.json($0.value)) } ?? NSNull())
                })
            json["bestSwolf"] = bests.bestSwolf.map { object($0, SwimReport.number($0.value, 1)) } ?? NSNull()
            json["bestSwolfByPool"] = bests.swolfByPool.map { object($0, SwimReport.number($0.value, 1)) }
            OutputWriter.standard.line(Listing.jsonText(json))
            return
        }
        guard !bests.isEmpty else { say("No swims yet."); return }
        let swolfRows: [[Listing.Value]] = bests.swolfByPool.map { best in
            [
                .text("best SWOLF"), .text("\(Int(saturating: best.value.rounded()))\(SwimFormat.bestPool(best).map { " (\($0) pool)" } ?? "")"),
                .text(best.date.iso),
            ]
        }
        Listing(
            columns: ["best", "figure", "date"],
            rows: rows.map { row in [.text(row.what), .text(row.best.map { row.figure($0.value) } ?? "–"), .text(row.best?.date.iso ?? "")] }
                + (swolfRows.isEmpty ? [[.text("best SWOLF"), .text("–"), .text("")]] : swolfRows)
        ).print(.table)
    }
}
