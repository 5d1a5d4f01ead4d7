import TrackerKit

/// The Log tab's dialogs: what each is for, and what submitting it does.
extension LogScreen {
    /// A dialog open over the tab; it takes every key until it closes.
    enum Modal: HostedDialog {
        /// Each edit dialog keeps the stored value it was opened with (`saveEdit`).
        case weight(Double?, PromptDialog)
        case memo(String?, EditorDialog)
        case goTo(PromptDialog)
        case copyFrom(PromptDialog)
        case copyMode(CopyPreview, ChoiceDialog<CopyMode>)
        case picker(FoodPicker)
        case newFood(Form)
        case servings(Food, PromptDialog)
        case duplicate(Food, servings: Double, existing: Double, ChoiceDialog<DuplicateEntryChoice>)
        case quickAdd(Form)
        case editEntry(FoodEntry, PromptDialog)
        case confirmDeleteEntry(FoodEntry, ConfirmDialog)
        case confirmClearWeight(ConfirmDialog)
        /// A weight far from the last one (822 typed for 82.2), kept only when confirmed.
        /// A weight far from the nearest other one: keep it, or go back to the prompt (kept as typed).
        case confirmWeight(Double, opened: Double?, PromptDialog, ChoiceDialog<Bool>)

        var dialog: any ModalDialog {
            switch self {
            case .weight(_, let d), .goTo(let d), .copyFrom(let d), .servings(_, let d), .editEntry(_, let d): return d
            case .memo(_, let d): return d
            case .picker(let d): return d
            case .newFood(let d), .quickAdd(let d): return d
            case .duplicate(_, _, _, let d): return d
            case .copyMode(_, let d): return d
            case .confirmDeleteEntry(_, let d), .confirmClearWeight(let d): return d
            case .confirmWeight(_, _, _, let d): return d
            }
        }
    }

    /// The day's own dialogs (weight, memo, dates, copy); the food dialogs are in LogScreen+FoodDialogs.
    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        let db = context.database
        switch modal {
        case nil: return []
        case .weight(let opened, let d):
            // Enter on the day's weight as shown leaves it as stored (150.25 is shown as 150.3).
            return host(d, key, context: context, as: { .weight(opened, $0) }) { s, dialog, text in
                dialog.hasChanges || opened == nil ? try s.logWeight(text, opened: opened, from: dialog, db) : .close(nil)
            }
        case .goTo(let d):
            return host(d, key, context: context, as: Modal.goTo) { s, _, text in
                s.select(try Input.date(text, today: context.today).get(), context: context)
                return .close(nil)
            }
        case .copyFrom(let d):
            return host(d, key, context: context, as: Modal.copyFrom) { s, _, text in try s.copy(from: text, today: context.today, db) }
        case .copyMode(let preview, let d):
            return host(d, key, context: context, as: { .copyMode(preview, $0) }) { _, _, mode in
                let count = try db.copyEntries(from: preview.source, to: preview.target, mode: mode)
                return .close(.info(CopyQuestion.done(count, preview, mode)))
            }
        case .memo(let opened, let d):
            return host(d, key, context: context, as: { .memo(opened, $0) }) { s, dialog, text in
                let cut = dialog.savedCutMessage
                let reopen = { (theirs: String?, dialog: EditorDialog) -> Modal in
                    var dialog = dialog
                    dialog.theirs = theirs
                    return .memo(theirs, dialog)
                }
                return try s.saveEdit(&dialog, opened: opened, reopen: reopen) { opened in
                    try db.setMemo(Edit(opened: opened, mine: text), on: s.selected)
                    let saved = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "Memo removed." : "Memo saved."
                    return .close(cut.map { .error("Memo \($0)") } ?? .info(saved))
                }
            }
        case .confirmWeight(let kg, let opened, let prompt, let d):
            return host(d, key, context: context, as: { .confirmWeight(kg, opened: opened, prompt, $0) }) { s, _, keep in
                keep ? try s.saveWeight(kg, opened: opened, from: prompt, db) : .next(.weight(opened, prompt.withTextSelected()))
            }
        case .confirmClearWeight(let d):
            return host(d, key, context: context, as: Modal.confirmClearWeight) { s, _, _ in
                try db.clearWeight(on: s.selected)
                return .close(.info("Weight removed."))
            }
        default:
            return handleFoodModal(key, context: context)
        }
    }

    private func logWeight(_ text: String, opened: Double?, from prompt: PromptDialog, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let kg = try Input.weight(text, unit: preferences.weightUnit).get()
        if let last = try db.referenceWeight(for: selected),
            let question = WeightCheck.question(kg: kg, on: selected, last: WeighIn(date: last.date, kg: last.kg), unit: preferences.weightUnit)
        {
            // Wrapped to fit the dialog on a 60-column terminal.
            let lines = TextWidth.wrap(question, width: 50, maxLines: 3, ellipsis: "…")
            let last = "Nearest weight: \(preferences.weightUnit.format(kilograms: last.kg)) on \(CalendarNames.readable(last.date))."
            return .next(
                .confirmWeight(
                    kg, opened: opened, prompt,
                    ChoiceDialog(
                        title: "Check the weight", lines: lines + [last],
                        options: [.init(key: "y", label: "keep it", choice: true), .init(key: "n", label: "change it", choice: false)])))
        }
        return try saveWeight(kg, opened: opened, from: prompt, db)
    }

    /// A conflict goes back to the prompt (from the question too), with the weight as typed.
    private func saveWeight(_ kg: Double, opened: Double?, from prompt: PromptDialog, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        var prompt = prompt
        return try saveEdit(&prompt, opened: opened, reopen: Modal.weight) { opened in
            try db.logWeight(Edit(opened: opened, mine: kg), on: selected, unit: preferences.weightUnit)
            return .close(.info("Weight \(preferences.weightUnit.format(kilograms: kg)) logged for \(CalendarNames.readable(selected))."))
        }
    }

    private func copy(from text: String, today: LocalDate, _ db: AppDatabase) throws -> DialogOutcome<Modal> {
        let preview = try db.copyPreview(from: try Input.date(text, today: today).get(), to: selected)
        if preview.targetHasFood { return .next(.copyMode(preview, CopyQuestion.make(preview))) }
        let count = try db.copyEntries(from: preview.source, to: preview.target)
        return .close(.info(CopyQuestion.done(count, preview, .add)))
    }
}
