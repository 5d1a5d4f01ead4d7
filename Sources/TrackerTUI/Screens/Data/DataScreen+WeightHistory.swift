import Foundation
import TrackerKit

/// Bringing a weight history in from another app (`I`): the file, then the same preview as
/// `tracker import csv weights --dry-run`, then the import in one transaction.
extension DataScreen {
    static var weightFilePrompt: PromptDialog {
        PromptDialog(title: "Import a weight history (K-Count, openScale, date,weight CSV)", label: "File", enterLabel: "preview",
                     maxLength: 1000)
    }

    /// Conflicts listed in the preview before "… and N more" (the dialog must fit 80×24).
    static let previewConflicts = 6

    func previewWeightHistory(_ typed: String, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let path = (typed.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        guard !path.isEmpty else { throw InputError("Enter the path of the file.") }
        guard !db.isReadOnly else { throw InputError("The database is read-only: nothing can be imported.") }
        let history = try WeightHistoryReader.read(try RegularFile.read(path), defaultUnit: preferences.weightUnit, today: today)
        let plan = try db.planWeightImport(history, replace: false)
        let lines = plan.lines(history: history, unit: preferences.weightUnit, dryRun: true, replaceHint: "r replaces them",
                               maxConflicts: Self.previewConflicts).filter { !$0.hasPrefix("Nothing was written") }
        var options = [ChoiceDialog<Bool>.Option(key: "a", label: "add", choice: false)]
        if !plan.conflicts.isEmpty { options.append(.init(key: "r", label: "add and replace", choice: true)) }
        return .next(.weightPreview(history, ChoiceDialog(title: "Import \((path as NSString).lastPathComponent)", lines: lines, options: options)))
    }

    static func importWeightHistory(_ history: WeightHistory, replace: Bool, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let plan = try db.importWeights(history, replace: replace)
        let kept = replace ? "" : plan.conflicts.isEmpty ? "" : "; \(plan.conflicts.count) logged days kept theirs"
        return .close(.info("Imported \(plan.written) weight\(plan.written == 1 ? "" : "s") from \(history.layout.rawValue)\(kept)."))
    }
}
