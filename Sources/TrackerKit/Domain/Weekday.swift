/// Names for ISO weekdays (1 = Monday … 7 = Sunday) and months, in English.
public enum CalendarNames {
    public static let weekdayShort = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    public static let weekdayAbbrev = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
    public static let monthAbbrev = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `21 Nov 2026`: for tight columns.
    public static func short(_ date: LocalDate) -> String {
        "\(date.day) \(monthAbbrev[date.month - 1]) \(date.year)"
    }

    /// `Sat 21 Nov 2026`: how dates read in the UI.
    public static func readable(_ date: LocalDate) -> String {
        "\(weekdayAbbrev[date.isoWeekday - 1]) \(date.day) \(monthAbbrev[date.month - 1]) \(date.year)"
    }
}
