import Foundation

/// The dates and weights the history files write: ISO (`2026-11-21`, with or without a time),
/// openScale's `21.11.2026 07:30`, and Tracker's own `21 Nov 2026` / `Sat 21 Nov 2026`; weights
/// with a comma or a dot and an optional unit (`72,3`, `72.3 kg`, `159.4 lbs`).
enum HistoryCells {
    /// The day, and minutes into it when the cell has a time (to keep the day's latest weight).
    static func date(_ text: String) -> (date: LocalDate, minutes: Int)? {
        var cell = text.trimmingCharacters(in: .whitespaces)
        if cell.count > 10, LocalDate(iso: String(cell.prefix(10))) != nil, cell.dropFirst(10).first == "T" {
            cell = cell.prefix(10) + " " + cell.dropFirst(11)  // ISO 8601's `2026-11-21T07:30`
        }
        let parts = cell.split(separator: " ").map(String.init)
        guard let first = parts.first else { return nil }
        if let day = LocalDate(iso: first) ?? dotted(first) {
            guard parts.count <= 2 else { return nil }
            return parts.count == 2 ? minutes(parts[1]).map { (day, $0) } : (day, 0)
        }
        return named(parts).map { ($0, 0) }
    }

    /// `21.11.2026` (openScale's `dd.MM.yyyy`).
    private static func dotted(_ text: String) -> LocalDate? {
        let fields = text.split(separator: ".", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 2, fields[1].count == 2, fields[2].count == 4,
            fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let day = Int(fields[0]), let month = Int(fields[1]), let year = Int(fields[2])
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `21 Nov 2026` or `Sat 21 Nov 2026`, as Tracker shows days.
    private static func named(_ parts: [String]) -> LocalDate? {
        var words = parts
        if words.count == 4, CalendarNames.weekdayAbbrev.contains(where: { $0.caseInsensitiveCompare(words[0]) == .orderedSame }) {
            words.removeFirst()
        }
        guard words.count == 3, words[0].count <= 2, words[2].count == 4, let day = Int(words[0]), let year = Int(words[2]),
            let month = CalendarNames.monthAbbrev.firstIndex(where: { $0.caseInsensitiveCompare(words[1]) == .orderedSame })
        else { return nil }
        return LocalDate(year: year, month: month + 1, day: day)
    }

    /// `07:30` or `07:30:15` (ISO may add fractions or a zone after the seconds; the day is what counts).
    private static func minutes(_ text: String) -> Int? {
        let fields = text.prefix(8).split(separator: ":")
        guard fields.count >= 2, let hours = Int(fields[0]), let minutes = Int(fields[1]), (0..<24).contains(hours), (0..<60).contains(minutes) else {
            return nil
        }
        return hours * 60 + minutes
    }

    /// The unit a weight cell names (`72.3 kg`, `159.4 lbs`) and the number before it.
    static func splitUnit(_ text: String) -> (number: String, unit: WeightUnit?) {
        let cell = text.trimmingCharacters(in: .whitespaces)
        for (suffix, unit) in [("kgs", WeightUnit.kg), ("kg", .kg), ("lbs", .lb), ("lb", .lb)]
        where cell.lowercased().hasSuffix(suffix) {
            return (String(cell.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces), unit)
        }
        return (cell, nil)
    }

    /// A unit cell of a generic file: kg, kgs, lb, lbs (any case).
    static func unit(_ text: String) -> WeightUnit? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "kg", "kgs": return .kg
        case "lb", "lbs": return .lb
        default: return nil
        }
    }
}
