/// The words of an import's preview and result, the same on the command line and in the app.
extension WeightImportPlan {
    public func lines(history: WeightHistory, unit: WeightUnit, dryRun: Bool, replaceHint: String, maxConflicts: Int = 20) -> [String] {
        var lines = [readLine(history)]
        let added = "\(added.count) weight\(added.count == 1 ? "" : "s")"
        lines.append(dryRun ? "Would add \(added)." : "Added \(added).")
        if unchanged > 0 { lines.append("\(unchanged) day\(unchanged == 1 ? " already holds" : "s already hold") the same weight.") }
        if !conflicts.isEmpty {
            let days = "\(conflicts.count) day\(conflicts.count == 1 ? "" : "s")"
            lines.append(
                replace
                    ? "\(dryRun ? "Would replace" : "Replaced") the weight of \(days) already logged:"
                    : "\(days) already logged keep\(conflicts.count == 1 ? "s its" : " their") weight (\(replaceHint)):")
            for conflict in conflicts.prefix(maxConflicts) {
                lines.append(
                    "  \(conflict.reading.date.iso): \(unit.format(kilograms: conflict.existingKg)) logged, "
                        + "\(unit.format(kilograms: conflict.reading.kg)) in the file (\(history.layout.placeWord) \(conflict.reading.line))")
            }
            if conflicts.count > maxConflicts { lines.append("  … and \(conflicts.count - maxConflicts) more") }
        }
        if !history.skippedLines.isEmpty {
            let count = history.skippedLines.count
            lines.append("Skipped \(count) bad line\(count == 1 ? "" : "s") (--skip-bad-lines):")
            lines += history.skippedLines.prefix(maxConflicts).map { "  " + $0 }
            if count > maxConflicts { lines.append("  … and \(count - maxConflicts) more") }
        }
        lines += food.lines(dryRun: dryRun, placeWord: history.layout.placeWord)
        if history.zeroKcalEntries > 0 {
            lines.append(
                "\(history.zeroKcalEntries) food entr\(history.zeroKcalEntries == 1 ? "y" : "ies") of 0 kcal left out (Tracker's entries have calories).")
        }
        if dryRun { lines.append("Nothing was written (dry run).") }
        return lines
    }

    private func readLine(_ history: WeightHistory) -> String {
        var notes: [String] = []
        if history.skipped > 0 { notes.append("\(history.skipped) without a weight") }
        if history.sameDay > 0 { notes.append("\(history.sameDay) same-day weigh-in\(history.sameDay == 1 ? "" : "s") left out") }
        let count = history.readings.count, foodDays = history.foodDays.count
        let food = foodDays > 0 ? ", \(foodDays) with food" : ""
        return "\(history.layout.rawValue): \(count) day\(count == 1 ? "" : "s") with a weight\(food)"
            + (notes.isEmpty ? "." : " (\(notes.joined(separator: "; "))).")
    }
}
