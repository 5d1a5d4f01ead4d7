import Foundation

/// Dates as people type them at a prompt or on the command line: `2026-11-20`, `today`,
/// `yesterday`, or `-N` for N days ago. Shared by every date the app or the CLI asks for.
extension Input {
    /// Days back `-N` may reach: a diary holds no more than a lifetime.
    static let maxDaysBack = 100 * 366

    public static func date(_ text: String, today: LocalDate) -> Result<LocalDate, InputError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "today": return .success(today)
        case "yesterday": return notTooEarly(today.adding(days: -1))
        default: break
        }
        if trimmed.hasPrefix("-"), let back = daysBack(trimmed.dropFirst()) {
            guard back <= maxDaysBack else { return .failure(InputError("\(trimmed) goes back more than 100 years.")) }
            return notTooEarly(today.adding(days: -back))
        }
        if LocalDate(iso: trimmed) == nil && !trimmed.isEmpty {
            let shown = trimmed.count > 12 ? trimmed.prefix(11) + "…" : trimmed
            return .failure(InputError("“\(shown)” is not a date; use YYYY-MM-DD, today, yesterday or -N (N days ago)."))
        }
        return date(trimmed)
    }

    /// The N of `-N`: ASCII digits only (up to nine, so a huge N is refused for its size, not read as garbage).
    private static func daysBack(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
