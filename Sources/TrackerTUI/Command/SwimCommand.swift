import ArgumentParser
import Foundation
import TrackerKit

struct SwimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swim", abstract: "Your swims.", subcommands: [SwimList.self, SwimShow.self, SwimAdd.self])
}

struct SwimList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Swims between two days, oldest first.",
        discussion: "Examples:\n  tracker swim list --from 2026-01-01\n  tracker swim list --format csv")

    @OptionGroup var range: DateRangeOptions
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let (start, end) = try range.resolved()
        let context = try CommandContext(store, reading: true)
        let rows = try context.database.swims(from: start, to: end).map { swim -> [Listing.Value] in
            [.text(swim.date.iso), .text(Timestamp.text(swim.startedAt)), .number(swim.durationSeconds / 60, decimals: 1),
             .number(swim.distanceMeters, decimals: 0), .text(SwimStats.paceText(swim.pace)),
             swim.activeKcal.map { .number($0, decimals: 0) } ?? .none, .text(swim.location?.rawValue ?? ""), .text(swim.source.rawValue)]
        }
        Listing(columns: ["date", "start", "minutes", "meters", "pace", "kcal", "location", "source"], rows: rows).print(format)
    }
}

struct SwimShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "A day's swims: totals, heart rate and zones, strokes, laps.",
        discussion: "Examples:\n  tracker swim show 2026-11-20\n  tracker swim show 2026-11-20 --format json")

    @Argument(help: .init(DateHelp.requiredDay)) var date: String
    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let day = try checked(Input.date(date, today: CommandContext.today), argument: "date")
        let context = try CommandContext(store, reading: true)
        let database = context.database
        let setting = try database.value(.maxHeartRate)
        let maximum = SwimStats.maximumHeartRate(setting: setting, birthDate: try database.profile()?.birthDate, today: context.today)
        let details = try database.swims(from: day, to: day).compactMap { try database.swimDetail(id: $0.id) }
        let objects = details.map { detail -> [String: Any] in
            let hr = SwimStats.heartRate(detail.heartRate)
            let zones = SwimStats.timeInZones(detail.heartRate, maximum: Double(maximum))
            return [
                "start": Timestamp.text(detail.swim.startedAt), "minutes": detail.swim.durationSeconds / 60, "meters": detail.swim.distanceMeters,
                "pacePer100mSeconds": detail.swim.pace ?? NSNull(), "kcal": detail.swim.activeKcal ?? NSNull(),
                "location": detail.swim.location?.rawValue ?? NSNull(), "poolLengthMeters": detail.swim.lapLengthMeters ?? NSNull(),
                "source": detail.swim.source.rawValue, "strokes": detail.swim.strokes ?? NSNull(),
                "heartRate": hr.map { ["average": $0.average, "min": $0.minimum, "max": $0.maximum, "samples": detail.heartRate.count] as [String: Any] } ?? NSNull(),
                "zoneSeconds": zones, "maxHeartRate": maximum,
                "metersByStroke": Dictionary(uniqueKeysWithValues: detail.metersByStroke.map { ($0.key.name, $0.value) }),
                "laps": detail.laps.map { ["seconds": $0.durationSeconds, "stroke": $0.strokeStyle?.name ?? NSNull(), "swolf": $0.swolf ?? NSNull()] as [String: Any] },
            ]
        }
        if format == .json {
            OutputWriter.standard.line(Listing.jsonText(["date": day.iso, "swims": objects] as [String: Any]))
            return
        }
        guard !details.isEmpty else { say("No swims on \(day.iso)."); return }
        for detail in details {
            let swim = detail.swim
            say("\(CalendarNames.readable(day)) · \(SwimStats.durationText(swim.durationSeconds)) · \(Int(saturating: swim.distanceMeters)) m · pace \(SwimStats.paceText(swim.pace))/100 m"
                + (swim.activeKcal.map { " · \(Int(saturating: $0.rounded())) kcal" } ?? ""))
            if let hr = SwimStats.heartRate(detail.heartRate) {
                let zones = SwimStats.timeInZones(detail.heartRate, maximum: Double(maximum))
                say("  heart rate avg \(Int(saturating: hr.average.rounded())), min \(Int(saturating: hr.minimum)), max \(Int(saturating: hr.maximum)); zones (max \(maximum)): "
                    + zones.enumerated().map { "Z\($0.offset + 1) \(SwimStats.durationText($0.element))" }.joined(separator: ", "))
            }
            if !detail.metersByStroke.isEmpty {
                say("  strokes: " + detail.metersByStroke.sorted { $0.value > $1.value }.map { "\($0.key.name) \(Int(saturating: $0.value)) m" }.joined(separator: ", "))
            }
            if !detail.laps.isEmpty { say("  \(detail.laps.count) laps") }
        }
    }
}

struct SwimAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a swim by hand.",
        discussion: "Example:\n  tracker swim add --date 2026-11-20 --minutes 45 --meters 1500 --kcal 350 --pool 25")

    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "How long, in minutes.") var minutes: String
    @Option(help: "Distance in meters.") var meters: String
    @Option(help: "Active kcal (optional).") var kcal: String?
    @Option(help: "Pool length in meters (optional).") var pool: String?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let minutesValue = try checked(Input.decimal(minutes, what: "minutes").flatMap(Input.swimMinutes), argument: "--minutes")
        let metersValue = try checked(Input.decimal(meters, what: "meters").flatMap(Input.swimMeters), argument: "--meters")
        let kcalValue = try kcal.map { try checked(Input.decimal($0, what: "kcal").flatMap(Input.swimKcal), argument: "--kcal") }
        let poolValue = try pool.map { try checked(Input.decimal($0, what: "the pool length").flatMap(Input.poolLength), argument: "--pool") }
        let context = try CommandContext(store)
        let day = try context.date(date)
        let swim = try asBadInput(argument: "swim add") {
            try context.database.addSwim(on: day, minutes: minutesValue, meters: metersValue, kcal: kcalValue, poolLength: poolValue, at: CommandContext.now)
        }
        say("Added a swim on \(swim.date.iso): \(Format.trimmed(minutesValue)) min, \(Format.trimmed(metersValue)) m.")
    }
}
