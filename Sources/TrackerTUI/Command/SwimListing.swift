import Foundation
import TrackerKit

/// `swim list` in each format, its distances worded by the rule of the Swim tab (`SwimFormat`): the
/// table gives each swim in its own unit (a yard pool's in yards) with the unit in every cell; CSV gives
/// plain numbers in the unit of totals (`swim.distanceUnit`), named in the header; JSON keeps metres
/// and adds the distance as the table shows it with its unit.
struct SwimListing {
    var format: OutputFormat
    var units: SwimFormat

    private var distanceColumns: [String] {
        switch format {
        case .table: return ["distance", "pace"]
        case .csv: return [SwimFormat.columnName(units.totals), "pacePer100\(units.totals.rawValue)Seconds"]
        case .json: return ["meters", "pace", "pacePer100mSeconds", "distance", "distanceUnit"]
        }
    }

    var columns: [String] {
        ["date", "start", "localStart", "minutes", "movingMinutes"] + distanceColumns
            + ["kcal", "location", "pool", "strokes", "swolf", "avgHeartRate", "source"]
    }

    func listing(_ details: [SwimDetail]) -> Listing {
        // The table tells apart two swims of one day at the same local time (the autumn clock change) by their offsets.
        let starts = format == .table ? SwimStartTimes.texts(of: details.map(\.swim)) : [:]
        return Listing(columns: columns, rows: details.map { row($0, start: starts[$0.swim.id] ?? $0.swim.localStartText) })
    }

    private func distanceValues(_ swim: Swim) -> [Listing.Value] {
        switch format {
        case .table:
            return [.text(units.distance(of: swim)), swim.pace == nil ? .none : .text(units.pace(of: swim))]
        case .csv:
            let figures = SwimFormat.figures(swim, in: units.totals)
            return [.number(figures.distance, decimals: 0), figures.pacePer100.map { .number($0, decimals: 1) } ?? .none]
        case .json:
            let shown = SwimFormat.figures(swim, in: units.unit(of: swim))
            return [
                .number(swim.distanceMeters, decimals: 0), swim.pace.map { .text(SwimStats.paceText($0)) } ?? .none,
                swim.pace.map { .number($0, decimals: 1) } ?? .none, .number(shown.distance, decimals: 0), .text(units.unit(of: swim).rawValue),
            ]
        }
    }

    /// One swim, in `columns` order.
    func row(_ detail: SwimDetail, start: String?) -> [Listing.Value] {
        let swim = detail.swim
        let motion = SwimSets.motion(of: detail)
        return [
            .text(swim.date.iso), .text(Timestamp.text(swim.startedAt)), start.map(Listing.Value.text) ?? .none,
            .number(swim.durationSeconds / 60, decimals: 1), motion.map { .number($0.movingSeconds / 60, decimals: 1) } ?? .none,
        ] + distanceValues(swim) + [
            swim.activeKcal.map { .number($0, decimals: 0) } ?? .none, .text(swim.location?.rawValue ?? ""),
            SwimReport.poolText(swim).map(Listing.Value.text) ?? .none, swim.strokes.map(Listing.Value.integer) ?? .none,
            SwimReport.averageSwolf(detail.laps).map { .number($0, decimals: 0) } ?? .none,
            SwimHeartRate.of(detail).map { .number($0.average, decimals: 0) } ?? .none, .text(swim.sourceName),
        ]
    }
}
