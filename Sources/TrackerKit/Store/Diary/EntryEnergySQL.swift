/// The one SQL expression for an entry's calories (`e` a foodEntry, `f` its food, left-joined):
/// a quick-add's own amount, or the servings times the energy per serving the entry was logged with.
/// A stored value that is not a number counts as absent, as the entry itself reads it.
enum EntryEnergySQL {
    static let kcal = """
        coalesce(\(number("e.kcal")), \(number("e.servings")) * coalesce(\(number("e.loggedKcalPerServing")), \(number("f.kcalPerServing"))))
        """

    private static func number(_ column: String) -> String { StoredNumberSQL.number(column) }
}
