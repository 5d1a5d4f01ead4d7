import ArgumentParser
import Foundation
import TrackerKit

struct DayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "day", abstract: "Show a day, or list days.", subcommands: [DayShow.self, DayList.self])
}

struct DayShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "What a day holds: weight, energy, memo and food.",
        discussion: "Examples:\n  tracker day show\n  tracker day show --date 2026-11-20 --format json")

    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let context = try CommandContext(store, reading: true)
        let day = try context.date(date, forWriting: false)
        let detail = try context.database.dayDetail(day)
        let energy = try context.database.dayEnergy(detail)
        let unit = context.preferences.weightUnit
        switch format {
        case .json:
            func kcal(_ value: Double?) -> Any { value.map { ($0 * 10).rounded() / 10 } ?? NSNull() }
            var object: [String: Any] = [
                "date": day.iso, "weightKg": detail.weightKg ?? NSNull(), "memo": detail.memo ?? NSNull(),
                "eatenKcal": kcal(detail.eatenKcal),
                "maintenanceKcal": kcal(energy.maintenanceKcal), "formulaKcal": kcal(energy.formulaKcal),
                "measuredKcal": kcal(energy.measuredKcal), "maintenanceSource": energy.plan.source.rawValue,
                "pace": energy.plan.pace.rawValue, "budgetKcal": kcal(energy.budgetKcal),
                "budgetReachableSafely": energy.budgetReachable, "remainingKcal": kcal(energy.remainingKcal),
                "entries": detail.entries.map { entry -> [String: Any] in
                    [
                        "food": entry.food?.name ?? NSNull(), "label": entry.label ?? NSNull(), "servings": entry.servings,
                        "serving": entry.food?.serving.rawValue ?? NSNull(), "kcal": (entry.kcal * 10).rounded() / 10,
                    ]
                },
            ]
            if let basis = detail.weightForCalculations { object["weightUsedKg"] = basis.kg; object["weightUsedDate"] = basis.date.iso }
            OutputWriter.standard.line(Listing.jsonText(object))
        case .table:
            say(CalendarNames.readable(day))
            say("Weight       \(detail.weightKg.map { unit.format(kilograms: $0) } ?? "-")")
            if energy.formulaKcal == nil { say("Maintenance  - (needs a weight and a complete profile)") }
            for line in energy.lines(unit: unit) { say(TextWidth.pad(line.label, to: 13) + line.value) }
            if let memo = detail.memo {
                say("Memo         " + Sanitizer.displayable(memo.replacingOccurrences(of: "\n", with: " / "), asciiOnly: false, splitsSequences: false))
            }
            if !detail.entries.isEmpty {
                say("")
                let rows = detail.entries.map { entry -> [Listing.Value] in
                    [
                        .text(entry.title), entry.isQuickAdd ? .none : .number(entry.servings, decimals: 2),
                        .text(entry.food?.serving.rawValue ?? "quick add"), .number(entry.kcal, decimals: 0),
                    ]
                }
                OutputWriter.standard.line(Listing(columns: ["food", "servings", "serving", "kcal"], rows: rows).table())
            }
        }
    }
}
