import TrackerKit

/// Copying onto a day that already has food: what will be copied, what is there, and add / replace / cancel.
enum CopyQuestion {
    /// Entries listed by name before "and N more".
    static let listed = 4

    static func make(_ preview: CopyPreview) -> ChoiceDialog<CopyMode> {
        let source = CalendarNames.readable(preview.source), target = CalendarNames.readable(preview.target)
        var lines = ["From \(source): \(entries(preview.entries.count)), \(Format.kcal(preview.kcal)):"]
        lines += preview.entries.prefix(listed).map { "  \($0.title)  \(amount($0))  \(Format.kcal($0.kcal))" }
        if preview.entries.count > listed { lines.append("  and \(preview.entries.count - listed) more") }
        lines.append("\(target) already has \(entries(preview.existing.count)), \(Format.kcal(preview.existingKcal)).")
        lines.append("a: add them (\(Format.kcal(preview.addedKcal)) in all)   r: replace what is there")
        if preview.addedKcal != preview.kcal + preview.existingKcal {
            // Without this the three figures look like a sum that is off by one (QA s7 M1).
            lines.append("(a copied food already on that day joins its row, rounded once)")
        }
        return ChoiceDialog(
            title: "Copy food to \(target)", lines: lines,
            options: [.init(key: "a", label: "add", choice: .add), .init(key: "r", label: "replace", choice: .replace)])
    }

    static func done(_ count: Int, _ preview: CopyPreview, _ mode: CopyMode) -> String {
        let verb = mode == .replace && preview.targetHasFood ? "Replaced the food with" : "Copied"
        return "\(verb) \(entries(count)) (\(Format.kcal(preview.kcal))) from \(CalendarNames.readable(preview.source)). u undoes it."
    }

    private static func entries(_ count: Int) -> String { "\(count) \(count == 1 ? "entry" : "entries")" }

    private static func amount(_ entry: FoodEntry) -> String {
        guard let food = entry.food else { return "" }
        return "\(Format.trimmed(entry.servings)) \(LogScreen.unit(food.serving, amount: entry.servings))"
    }
}
