import ArgumentParser
import Foundation
import TrackerKit

/// `tracker expenditure`: the maintenance measured from the diary, beside the formula's.
struct ExpenditureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expenditure", abstract: "Maintenance measured from what you ate and how your weight moved.",
        discussion: """
            Mean daily intake over the window (days without food logged are skipped) less the weight trend's \
            change × 7,700 kcal/kg ÷ days. Needs food on at least half the window's days and weights over half of it. \
            The estimate comes with a 95 % range from the data it has (the scatter and number of the weigh-ins, the spread of \
            the logged intake and the days missing); wider than ±300 kcal, it is shown but not used for the budget.
            Examples:
              tracker expenditure
              tracker expenditure --days 56 --format json
            """)

    @Option(help: "Days in the window, 14 to 365.") var days: Int = Expenditure.defaultDays
    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard Expenditure.allowedDays.contains(days) else {
            throw ValidationError("--days is a whole number from \(Expenditure.allowedDays.lowerBound) to \(Expenditure.allowedDays.upperBound).")
        }
    }

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let outcome = try context.database.expenditure(endingOn: context.today, days: days)
        let report = try context.database.progressReport(period: .oneMonth, endingOn: context.today, today: context.today)
        if format == .json {
            var object = Self.json(outcome, days: days)
            object["formulaKcal"] = report.formulaMaintenanceKcal.map { $0.rounded() } ?? NSNull()
            object["source"] = report.plan.source.rawValue
            OutputWriter.standard.line(Listing.jsonText(object))
            return
        }
        say("Formula      \(report.formulaMaintenanceKcal.map { Format.kcal($0) } ?? "- (needs a weight and a complete profile)")")
        switch outcome {
        case .estimate(let estimate):
            say("Measured     \(Expenditure.rangeText(estimate)) (95 % range; \(estimate.from.iso) to \(estimate.to.iso), \(estimate.weighIns) weigh-ins)")
            if !estimate.isUsable {
                let firmUp = estimate.shortfall == .weighIns ? "weigh in more often" : "log food on more days"
                say("             too unsure to set the budget (more than ±\(Int(ExpenditureUncertainty.usableWithinKcal)) kcal): \(firmUp)")
            }
            say("Intake       \(Format.kcal(estimate.meanIntakeKcal)) a day on average, \(estimate.loggedDays) of \(days) days logged")
            say("Trend        \(ProgressReport.signed(estimate.trendChangeKg, context.preferences.weightUnit)) over the window")
        case .needsLogging(let logged, let more):
            say(
                "Measured     needs \(more) more \(more == 1 ? "day" : "days") of logging (\(logged) of \(days) days have food; "
                    + "\(Expenditure.requiredLoggedDays(window: days)) needed)")
        case .needsWeights:
            say("Measured     needs weights spanning \(Expenditure.requiredWeightSpan(window: days)) days of the last \(days)")
        }
        say("Used         \(report.plan.source.rawValue) (tracker settings set diet.maintenance formula|measured)")
    }

    /// The outcome as JSON, for this command and `tracker progress`.
    static func json(_ outcome: Expenditure.Outcome, days: Int) -> [String: Any] {
        var object: [String: Any] = [
            "days": days, "kcalPerKg": Expenditure.kcalPerKg,
            "requiredLoggedDays": Expenditure.requiredLoggedDays(window: days),
        ]
        switch outcome {
        case .estimate(let estimate):
            object["status"] = estimate.isUsable ? "measured" : "too uncertain"
            object["measuredKcal"] = estimate.kcal.rounded()
            object["uncertaintyKcal"] = Expenditure.roundedRange(estimate)
            object["weighIns"] = estimate.weighIns
            object["usable"] = estimate.isUsable
            object["from"] = estimate.from.iso
            object["to"] = estimate.to.iso
            object["loggedDays"] = estimate.loggedDays
            object["meanIntakeKcal"] = estimate.meanIntakeKcal.rounded()
            object["trendChangeKg"] = Format.rounded(estimate.trendChangeKg, places: 2)
        case .needsLogging(let logged, let more):
            object["status"] = "needs more days of logging"
            object["measuredKcal"] = NSNull()
            object["loggedDays"] = logged
            object["moreDaysNeeded"] = more
        case .needsWeights:
            object["status"] = "needs weights"
            object["measuredKcal"] = NSNull()
        }
        return object
    }
}
