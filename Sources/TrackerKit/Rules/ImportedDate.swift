import Foundation

/// The days a record read from a file may carry: from 1900 to today somewhere on Earth. A file written east of
/// here (up to UTC+14, the easternmost zone) may already hold tomorrow, so one day past `today` is taken; a later
/// day is refused. Every import (JSON, CSV, Apple Health) asks here. Typed dates (`--date`, the forms) keep
/// `Input.notInFuture`: they are the user's own today.
public enum ImportedDate {
    public static func latest(today: LocalDate) -> LocalDate { today.adding(days: 1) }

    public static func isAllowed(_ date: LocalDate, today: LocalDate) -> Bool {
        date >= Input.earliestDate && date <= latest(today: today)
    }

    public static func check(_ date: LocalDate, today: LocalDate) -> Result<LocalDate, InputError> {
        guard date <= latest(today: today) else { return .failure(InputError(futureMessage(date))) }
        return Input.notTooEarly(date)
    }

    static func futureMessage(_ date: LocalDate) -> String {
        "\(date.iso) is in the future (it is not that day anywhere on Earth yet)"
    }
}
