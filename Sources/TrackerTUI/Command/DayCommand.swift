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
        let profile = try context.database.profile()
        let unit = context.preferences.weightUnit
        let maintenance = detail.weightForCalculations.flatMap { basis in
            profile.flatMap { Energy.maintenance(profile: $0, weightKg: basis.kg, on: day) }
        }
        switch format {
        case .json:
            var object: [String: Any] = [
                "date": day.iso, "weightKg": detail.weightKg ?? NSNull(), "memo": detail.memo ?? NSNull(),
                "eatenKcal": (detail.eatenKcal * 10).rounded() / 10,
                "maintenanceKcal": maintenance.map { ($0 * 10).rounded() / 10 } ?? NSNull(),
                "entries": detail.entries.map { entry -> [String: Any] in
                    ["food": entry.food?.name ?? NSNull(), "label": entry.label ?? NSNull(), "servings": entry.servings,
                     "serving": entry.food?.serving.rawValue ?? NSNull(), "kcal": (entry.kcal * 10).rounded() / 10]
                },
            ]
            if let basis = detail.weightForCalculations { object["weightUsedKg"] = basis.kg; object["weightUsedDate"] = basis.date.iso }
            OutputWriter.standard.line(Listing.jsonText(object))
        case .table:
            say(CalendarNames.readable(day))
            say("Weight       \(detail.weightKg.map { unit.format(kilograms: $0) } ?? "-")")
            say("Maintenance  \(maintenance.map { Format.kcal($0) } ?? "- (needs a weight and a complete profile)")")
            say("Eaten        \(Format.kcal(detail.eatenKcal))")
            if let maintenance {
                let remaining = maintenance.rounded() - detail.eatenKcal.rounded()
                say(remaining >= 0 ? "Remaining    \(Format.kcal(remaining))" : "Over by      \(Format.kcal(-remaining))")
            }
            if let memo = detail.memo { say("Memo         " + Sanitizer.displayable(memo.replacingOccurrences(of: "\n", with: " / "), asciiOnly: false)) }
            if !detail.entries.isEmpty {
                say("")
                let rows = detail.entries.map { entry -> [Listing.Value] in
                    [.text(entry.title), entry.isQuickAdd ? .none : .number(entry.servings, decimals: 2),
                     .text(entry.food?.serving.rawValue ?? "quick add"), .number(entry.kcal, decimals: 0)]
                }
                OutputWriter.standard.line(Listing(columns: ["food", "servings", "serving", "kcal"], rows: rows).table())
            }
        }
    }
}
