import ArgumentParser
import TrackerKit

/// The help of every date argument: they all take the same forms (`Input.date(_:today:)`).
enum DateHelp {
    static let forms = "YYYY-MM-DD, today, yesterday or -N (N days ago)"
    static let day = "The day: \(forms). Default: today."
    static let requiredDay = "The day: \(forms)."
    static let from = "First day: \(forms)."
    static let to = "Last day: \(forms)."
}

/// `--from` and `--to` of every listing: each a day in any of the date forms, `--to` not before `--from`.
struct DateRangeOptions: ParsableArguments {
    @Option(help: .init(DateHelp.from)) var from: String?
    @Option(help: .init(DateHelp.to)) var to: String?

    func resolved(today: LocalDate = CommandContext.today) throws -> (start: LocalDate?, end: LocalDate?) {
        let start = try from.map { try checked(Input.date($0, today: today), argument: "--from") }
        let end = try to.map { try checked(Input.date($0, today: today), argument: "--to") }
        if let start, let end, end < start { throw BadInput("--to: \(end.iso) is before --from \(start.iso).") }
        return (start, end)
    }
}
