/// The one SQL expression for an entry's calories (`e` a foodEntry, `f` its food, left-joined):
/// a quick-add's own amount, or the servings times the energy per serving the entry was logged with.
enum EntryEnergySQL {
    static let kcal = "coalesce(e.kcal, e.servings * coalesce(e.loggedKcalPerServing, f.kcalPerServing))"
}
