import Foundation
import TrackerKit

/// A Tracker export given to `I`: checked first (a problem is shown with its JSON path and nothing is
/// written), then imported in one transaction as `tracker import json` does.
extension DataScreen {
    static func previewExport(_ data: Data, name: String, today: LocalDate) throws -> DialogOutcome<Modal> {
        let checked = try JSONImporter.check(data, today: today)
        var lines = ["A Tracker export. Into an empty database it restores", "everything; otherwise it adds only what is missing."]
        if !checked.warnings.isEmpty { lines.append("\(checked.warnings.count) unknown field\(checked.warnings.count == 1 ? "" : "s") will be ignored.") }
        return .next(.exportPreview(checked, ChoiceDialog(title: "Import \(name)", lines: lines, options: [.init(key: "a", label: "import", choice: false)])))
    }

    static func importExport(_ checked: JSONImporter.Checked, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let summary = try JSONImporter.run(checked, into: db)
        let added = summary.added.values.reduce(0, +)
        let how = summary.mode == .restored ? "restored" : "merged"
        let kept = summary.keptBriefly.isEmpty ? "" : "; kept yours: " + summary.keptBriefly.joined(separator: "; ")
        return .close(.info("Imported the export (\(how)): \(added) record\(added == 1 ? "" : "s") added\(kept)."))
    }
}
