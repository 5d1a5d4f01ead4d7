import Foundation
import TrackerKit

/// Bringing history in from another app (`I`): the file, then the same preview as `tracker import csv
/// weights --dry-run` (or `foods` for K-Count's foods.csv, `diary` for a MyFitnessPal, Cronometer or Lose It! diary),
/// then the import in one transaction.
extension DataScreen {
    static var weightFilePrompt: PromptDialog {
        PromptDialog(
            title: "Import history (K-Count, openScale, MyFitnessPal, Cronometer, Lose It!)", label: "File", enterLabel: "preview",
            maxLength: 1000)
    }

    /// `I`'s dialogs: the file, then the preview of what it brings (or its problems), then the import.
    mutating func handleHistoryImport(_ key: Key, context: ScreenContext) -> [Effect] {
        let db = context.database
        switch modal {
        case .weightFile(let d):
            return host(d, key, context: context, as: Modal.weightFile) { s, _, path in try s.previewWeightHistory(path, db) }
        case .weightPreview(let history, let d):
            return host(d, key, context: context, as: { .weightPreview(history, $0) }) { _, _, replace in
                try Self.importWeightHistory(history, replace: replace, db)
            }
        case .importProblems(let d):
            return host(d, key, context: context, as: Modal.importProblems) { _, _, _ in .close(nil) }
        case .foodPreview(let list, let d):
            return host(d, key, context: context, as: { .foodPreview(list, $0) }) { _, _, _ in try Self.importFoodList(list, db) }
        case .diaryPreview(let file, let d):
            return host(d, key, context: context, as: { .diaryPreview(file, $0) }) { _, _, _ in try Self.importFoodDiary(file, db) }
        case .exportPreview(let checked, let d):
            return host(d, key, context: context, as: { .exportPreview(checked, $0) }) { _, _, _ in try Self.importExport(checked, db) }
        default: return []
        }
    }

    /// Conflicts listed in the preview before "… and N more" (the dialog must fit 80×24).
    static let previewConflicts = 6

    func previewWeightHistory(_ typed: String, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let path = TypedPath.resolve(typed)
        guard !path.isEmpty else { throw InputError("Enter the path of the file.") }
        guard !db.isReadOnly else { throw InputError("The database is read-only: nothing can be imported.") }
        let data = try RegularFile.read(path, limit: .dataTabImport)
        let name = (path as NSString).lastPathComponent
        do {
            if JSONImporter.looksLikeExport(data) { return try Self.previewExport(data, name: name, today: today) }
            if FoodDiaryReader.looksLikeDiary(data) { return try previewFoodDiary(data, name: name, db) }
            if KCountFoodList.looksLikeFoodList(data) { return try Self.previewFoodList(data, name: name, today: today, db) }
            return try previewWeights(WeightHistoryReader.read(data, defaultUnit: preferences.weightUnit, today: today), name: name, db)
        } catch let error as WeightHistoryError where error.problems.count > 1 {
            // Each bad line on its own row (the prompt's one error line would show only the first).
            let shown = error.problems.prefix(Self.shownProblems)
            let more = error.problems.count > shown.count ? ["… and \(error.problems.count - shown.count) more"] : []
            return .next(.importProblems(ChoiceDialog(title: "Nothing can be imported from \(name)", lines: Array(shown) + more, options: [])))
        }
    }

    /// Problems listed before "… and N more" (the dialog must fit 80×24).
    static let shownProblems = 12

    private func previewWeights(_ history: WeightHistory, name: String, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let plan = try db.planWeightImport(history, replace: false)
        let lines = plan.lines(
            history: history, unit: preferences.weightUnit, dryRun: true, replaceHint: "r replaces them",
            maxConflicts: Self.previewConflicts
        ).filter { !$0.hasPrefix("Nothing was written") }
        var options = [ChoiceDialog<Bool>.Option(key: "a", label: "add", choice: false)]
        if !plan.conflicts.isEmpty { options.append(.init(key: "r", label: "add and replace", choice: true)) }
        return .next(.weightPreview(history, ChoiceDialog(title: "Import \(name)", lines: lines, options: options)))
    }

    static func importWeightHistory(_ history: WeightHistory, replace: Bool, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let plan = try db.importWeights(history, replace: replace)
        let count = plan.conflicts.count
        let kept = replace || count == 0 ? "" : "; \(count) logged day\(count == 1 ? " kept its weight" : "s kept theirs")"
        let food = plan.food.added.isEmpty ? "" : " and \(plan.food.added.count) day\(plan.food.added.count == 1 ? "" : "s") of food"
        return .close(.info("Imported \(plan.written) weight\(plan.written == 1 ? "" : "s")\(food) from \(history.layout.rawValue)\(kept)."))
    }

    static func previewFoodList(_ data: Data, name: String, today: LocalDate, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let list = try KCountFoodList.read(data, today: today)
        let lines = try db.planFoodImport(list).lines(list: list, dryRun: true).filter { !$0.hasPrefix("Nothing was written") }
        return .next(.foodPreview(list, ChoiceDialog(title: "Import \(name)", lines: lines, options: [.init(key: "a", label: "add", choice: false)])))
    }

    static func importFoodList(_ list: KCountFoodList, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let plan = try db.importFoods(list)
        return .close(.info("Imported \(plan.added.count) food\(plan.added.count == 1 ? "" : "s") from \(list.diary?.layout.rawValue ?? "K-Count foods.csv")."))
    }

    /// The same preview as `tracker import csv diary --dry-run`; days that already have food keep yours.
    private func previewFoodDiary(_ data: Data, name: String, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let file = try FoodDiaryReader.read(data, today: today)
        let plan = try db.planFoodDiary(file)
        let lines = file.lines(plan, dryRun: true, maxConflicts: Self.previewConflicts).filter { !$0.hasPrefix("Nothing was written") }
        let options: [ChoiceDialog<Bool>.Option] = plan.added.isEmpty ? [] : [.init(key: "a", label: "add", choice: false)]
        return .next(.diaryPreview(file, ChoiceDialog(title: "Import \(name)", lines: lines, options: options)))
    }

    static func importFoodDiary(_ file: FoodDiaryFile, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let plan = try db.importFoodDiary(file)
        let kept = plan.conflicts.isEmpty ? "" : "; \(plan.conflicts.count) day\(plan.conflicts.count == 1 ? " kept its" : "s kept their") food"
        let entries = plan.entryCount
        return .close(
            .info(
                "Imported \(plan.added.count) day\(plan.added.count == 1 ? "" : "s") of food (\(entries) entr\(entries == 1 ? "y" : "ies")) from \(file.layout.rawValue)\(kept)."
            ))
    }
}
