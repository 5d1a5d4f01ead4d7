import ArgumentParser
import Foundation
import TrackerKit

extension ChartPeriod: CaseInsensitiveChoice {}

/// `tracker progress`: the Progress tab's numbers for scripts.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Weight progress: current, goal, trend, time to goal.",
        discussion: "Examples:\n  tracker progress\n  tracker progress --period 1Y --format json\n  tracker show progress --size 120x40   (the chart)")

    @Option(help: "1W, 1M, 3M, 6M, 1Y, 2Y or All.") var period: ChartPeriod = .threeMonths
    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let report = try context.database.progressReport(period: period, endingOn: context.today, today: context.today)
        if format == .json {
            OutputWriter.standard.line(Listing.jsonText(Self.json(report)))
            return
        }
        guard report.first != nil else {
            say("No weights yet. Log one with: tracker weight add 72.4")
            return
        }
        let unit = context.preferences.weightUnit
        say("Period       \(period.rawValue): \(report.windowStart.iso) to \(report.windowEnd.iso), \(report.weights.count) weights")
        for line in report.stateLines(unit: unit) + report.forecastLines(unit: unit) {
            say(TextWidth.pad(line.label, to: 13) + line.value)
        }
        // Today's budget, as the Log day panel shows it (the maintenance figures are on the line above).
        let today = try context.database.dayEnergy(try context.database.dayDetail(context.today))
        say("Today")
        for line in today.lines(unit: unit) where ["Budget", "Eaten", "Remaining", "Over by"].contains(line.label) {
            say(TextWidth.pad(line.label, to: 13) + line.value)
        }
    }

    static func json(_ report: ProgressReport) -> [String: Any] {
        func round(_ value: Double?, _ places: Double = 2) -> Any {
            value.map { ($0 * pow(10, places)).rounded() / pow(10, places) } ?? NSNull()
        }
        var forecast: [String: Any] = [:]
        switch report.atTrend {
        case .on(let date, let days): forecast = ["status": "toward goal", "date": date.iso, "days": days]
        case .reached: forecast = ["status": "reached"]
        case .awayFromGoal: forecast = ["status": "away from goal"]
        case .flat: forecast = ["status": "flat"]
        case .notEnoughData: forecast = ["status": "not enough data"]
        case .noGoal: forecast = ["status": "no goal"]
        }
        return [
            "period": report.period.rawValue, "from": report.windowStart.iso, "to": report.windowEnd.iso,
            "weightCount": report.weights.count,
            "currentKg": round(report.current?.kg), "currentDate": report.current?.date.iso ?? NSNull(),
            "goalKg": round(report.goalKg), "toGoalKg": round(report.toGoalKg),
            "changeOverPeriodKg": round(report.changeOverPeriod), "changeSinceFirstKg": round(report.changeSinceFirst),
            "firstDate": report.first?.date.iso ?? NSNull(),
            "trendKgPerWeek": round(report.slopeKgPerWeek, 3),
            "atTrend": forecast,
            "paces": report.paces.map { pace -> [String: Any] in
                [
                    "poundsPerWeek": pace.poundsPerWeek, "kcalPerDay": pace.kcalPerDay, "date": pace.date.iso, "days": pace.days,
                    "dailyTargetKcal": round(pace.dailyTargetKcal, 0), "reachableSafely": pace.reachableSafely,
                ]
            },
            "bmiNow": round(report.bmiNow, 1), "bmiAtGoal": round(report.bmiAtGoal, 1),
            "maintenance": [
                "formulaKcal": round(report.formulaMaintenanceKcal, 0), "source": report.plan.source.rawValue,
                "usedKcal": round(report.maintenanceKcal, 0), "pace": report.plan.pace.rawValue,
                "measured": ExpenditureCommand.json(report.measured, days: Expenditure.defaultDays),
            ] as [String: Any],
        ]
    }
}
