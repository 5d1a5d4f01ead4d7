import Foundation

/// What a merge did not take from the file because you already have your own, for the summary.
final class MergeKept {
    private var entriesByDay: [(date: String, count: Int)] = []
    private var memoDays: [String] = []
    private var weightDays: [String] = []
    private var settingKeys: [String] = []

    func entries(_ count: Int, on date: String) { if count > 0 { entriesByDay.append((date, count)) } }
    func memo(on date: String) { memoDays.append(date) }
    func weight(on date: String) { weightDays.append(date) }
    func settings(_ keys: [String]) { settingKeys = keys.sorted() }

    /// The settings a restore wrote, and what the file held that was left out (`ImportedSettings`).
    private(set) var restoredSettings: [String] = []
    private(set) var notRestoredSettings: [String] = []
    func restored(setting key: String) { restoredSettings.append(key) }
    func notRestored(_ reasons: [String]) { notRestoredSettings = reasons }

    var lines: [String] {
        var lines: [String] = []
        if !entriesByDay.isEmpty {
            let count = entriesByDay.map(\.count).reduce(0, +)
            let days = Self.listed(entriesByDay.map(\.date))
            lines.append(
                "food entries: \(count) not added (\(days) already \(entriesByDay.count == 1 ? "has" : "have") food entries; "
                    + "a merge adds entries only to days with none)")
        }
        if !memoDays.isEmpty { lines.append(Self.line("memos", memoDays)) }
        if !weightDays.isEmpty { lines.append(Self.line("weights", weightDays)) }
        if !settingKeys.isEmpty {
            lines.append("settings: not taken (a merge keeps yours; the file's differ in \(settingKeys.joined(separator: ", ")))")
        }
        return lines
    }

    private static func line(_ kind: String, _ days: [String]) -> String {
        "\(kind): \(days.count) not taken (\(listed(days)) already \(days.count == 1 ? "has one, which is" : "have one, which are") kept)"
    }

    /// The first few dates, then how many more, so a merge of years of data stays readable.
    private static func listed(_ dates: [String]) -> String {
        let shown = dates.prefix(3).joined(separator: ", ")
        return dates.count > 3 ? "\(shown) and \(dates.count - 3) more days" : shown
    }
}
