import ArgumentParser
import Foundation
import TrackerKit

struct SwimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swim", abstract: "Your swims.", subcommands: [SwimList.self, SwimShow.self, SwimBestsCommand.self, SwimAdd.self])
}

struct SwimList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Swims between two days, oldest first.",
        discussion: """
            Distances as the Swim tab words them. The table gives each swim in its pool's unit \
            (a 25 yd pool's in yards, per 100 yd), a swim without a pool length in the unit of \
            the swim.distanceUnit setting. CSV gives plain numbers, every row in the setting's \
            unit, named in the header (meters or yards, pacePer100mSeconds or \
            pacePer100ydSeconds). JSON keeps meters and pacePer100mSeconds and adds distance \
            and distanceUnit as the table shows them. The table's localStart adds the offset from UTC (02:30 +01:00) when two swims of a day start at the same local time or the time occurs twice that night (the autumn clock change).

            Examples:
              tracker swim list --from 2026-01-01
              tracker swim list --format csv
            """)

    @OptionGroup var range: DateRangeOptions
    @Option(help: "table, csv or json.") var format: OutputFormat = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let (start, end) = try range.resolved()
        let context = try CommandContext(store, reading: true)
        let units = SwimFormat(totals: try context.database.value(.swimDistanceUnit))
        SwimListing(format: format, units: units).listing(try context.database.swimDetails(from: start, to: end)).print(format)
    }
}

struct SwimShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "A day's swims: totals, heart rate and zones, strokes, laps.",
        discussion: """
            The average, minimum and maximum heart rate are the watch's own summary of the \
            workout when the export has one (as Apple Fitness shows), else from the samples \
            during the swim; zones come from the samples. Without samples the figures are \
            marked "watch summary", with zones unavailable \
            (JSON: "source": "watch summary", "zoneSeconds": null). Apps whose copies of the \
            swim were merged into it are named ("also recorded by …", and whose copy was kept; JSON: alsoRecordedBy, sourceApp).

            Examples:
              tracker swim show 2026-11-20
              tracker swim show 2026-11-20 --format json
            """)

    @Argument(help: .init(DateHelp.requiredDay)) var date: String
    @Option(help: "table or json.") var format: TableOrJSON = .table
    @OptionGroup var store: StoreOptions

    func run() throws {
        let day = try checked(Input.date(date, today: CommandContext.today), argument: "date")
        let context = try CommandContext(store, reading: true)
        let database = context.database
        let setting = try database.value(.maxHeartRate), birthDate = try database.profile()?.birthDate
        let maximum = SwimStats.maximumHeartRate(setting: setting, profileBirthDate: birthDate, today: context.today, on: day)
        let details = try database.swimDetails(from: day, to: day)
        let objects = details.map { SwimReport.object($0, maximumHeartRate: maximum) }
        if format == .json {
            OutputWriter.standard.line(Listing.jsonText(["date": day.iso, "swims": objects] as [String: Any]))
            return
        }
        guard !details.isEmpty else { say("No swims on \(day.iso)."); return }
        let units = SwimFormat(totals: try database.value(.swimDistanceUnit))
        let starts = SwimStartTimes.texts(of: details.map(\.swim))
        for detail in details {
            let swim = detail.swim
            say(
                "\(CalendarNames.readable(day))\(starts[swim.id].map { " \($0)" } ?? "") · \(SwimStats.durationText(swim.durationSeconds)) · "
                    + "\(units.distance(of: swim)) · pace \(units.pace(of: swim))"
                    + (swim.activeKcal.map { " · \(Int(saturating: $0.rounded())) kcal" } ?? ""))
            swim.alsoRecordedBy.map { say("  " + $0 + (swim.sourceApp.map { " (the copy kept is \($0)'s)" } ?? "")) }
            SwimReport.heartRateLine(detail, maximumHeartRate: maximum).map(say)
            if !detail.metersByStroke.isEmpty {
                say(
                    "  strokes: "
                        + SwimFormat.byStroke(detail.metersByStroke).map { "\($0.key.name) \(units.distance(of: swim, meters: $0.value))" }.joined(
                            separator: ", "))
            }
            if !detail.laps.isEmpty { say("  \(detail.laps.count) laps") }
            SwimReport.motionLines(detail, units: units).forEach(say)
        }
    }
}

struct SwimAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a swim by hand.",
        discussion: """
            The distance and the pool length take a unit: --meters 1500 or --yards 1650, --pool 25 or --pool "25 yd" (a yard pool keeps its unit: the swim shows yards).

            Examples:
              tracker swim add --date 2026-11-20 --minutes 45 --meters 1500 --kcal 350 --pool 25
              tracker swim add --minutes 40 --yards 1650 --pool "25 yd"
            """)

    @Option(help: .init(DateHelp.day)) var date: String?
    @Option(help: "How long, in minutes.") var minutes: String
    @Option(help: "Distance in meters (or give --yards).") var meters: String?
    @Option(help: "Distance in yards (instead of --meters).") var yards: String?
    @Option(help: "Active kcal (optional).") var kcal: String?
    @Option(help: "Pool length (optional): 25 or \"25 m\" in meters, \"25 yd\" in yards.") var pool: String?
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (meters == nil) != (yards == nil) else { throw ValidationError("Give the distance once: --meters 1500 or --yards 1650.") }
    }

    func run() throws {
        let minutesValue = try checked(Input.decimal(minutes, what: "minutes").flatMap(Input.swimMinutes), argument: "--minutes")
        let poolValue = try pool.map { text in
            try checked(
                Input.swimLength(text, what: "the pool length", unit: .meters, example: "25 m or 25 yd").flatMap { length in
                    Input.poolLength(length.meters).map { (meters: $0, unit: length.unit) }
                }, argument: "--pool")
        }
        let (distance, argument, unit) = meters.map { ($0, "--meters", SwimDistanceUnit.meters) } ?? (yards ?? "", "--yards", .yards)
        let metersValue = try checked(
            Input.swimLength(distance, what: "the distance", unit: unit, large: true, example: "1500 m or 1650 yd").flatMap {
                Input.swimDistance($0.meters, poolMeters: poolValue?.meters)
            }, argument: argument)
        let kcalValue = try kcal.map { try checked(Input.amount($0, what: "kcal").flatMap(Input.swimKcal), argument: "--kcal") }
        let context = try CommandContext(store)
        let day = try context.date(date)
        let swim = try asBadInput(argument: "swim add") {
            try context.database.addSwim(
                on: day, minutes: minutesValue, meters: metersValue, kcal: kcalValue, poolLength: poolValue?.meters, poolUnit: poolValue?.unit ?? unit,
                at: CommandContext.now)
        }
        let shown = SwimFormat.distance(metersValue, in: poolValue?.unit ?? unit)
        say("Added a swim on \(swim.date.iso): \(Format.trimmed(minutesValue)) min, \(shown).")
    }
}
