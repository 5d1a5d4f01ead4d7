import Foundation
import TrackerKit

/// The Swim tab's dialogs: what each is for, and what submitting it does.
extension SwimScreen {
    enum Modal: HostedDialog {
        case form(Form, editing: Swim?)
        case confirmDelete(Swim, ConfirmDialog)
        case importing(ImportDialog)
        case goTo(PromptDialog)

        var dialog: any ModalDialog {
            switch self {
            case .form(let d, _): return d
            case .confirmDelete(_, let d): return d
            case .importing(let d): return d
            case .goTo(let d): return d
            }
        }
    }

    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        let db = context.database
        switch modal {
        case nil: return []
        case .goTo(let d):
            return host(d, key, context: context, as: Modal.goTo) { s, _, text in
                s.select(try Input.date(text, today: context.today).get(), database: db)
                return .close(nil)
            }
        case .importing(let d):
            return host(d, key, context: context, as: Modal.importing) { s, _, summary in
                // After an import that added swims, show the latest one.
                if !summary.failed, !(summary.lines.first?.hasPrefix("Swims: 0 ") ?? true),
                    let last = loaded([], { try db.swimDays() }).last
                {
                    s.select(last, database: db)
                }
                return .close(nil)
            }
        case .confirmDelete(let swim, let d):
            return host(d, key, context: context, as: { .confirmDelete(swim, $0) }) { _, _, _ in
                try db.deleteSwim(id: swim.id)
                return .close(.info("Swim deleted."))
            }
        case .form(let d, let editing):
            return host(d, key, context: context, as: { .form($0, editing: editing) }) { s, form, _ in
                try s.save(&form, editing: editing, context: context)
            }
        }
    }

    static func deleteQuestion(_ swim: Swim) -> ConfirmDialog {
        let note = swim.source == .appleHealth ? " Importing the \(swim.recordedBy == nil ? "export" : "FIT file") again brings it back." : ""
        return ConfirmDialog(
            title: "Delete swim",
            question: "Delete the swim of \(CalendarNames.readable(swim.date)) "
                + "(\(SwimStats.durationText(swim.durationSeconds)), \(SwimFormat().distance(of: swim)))?\(note)",
            yes: "delete", no: "keep")
    }

    /// Every field is checked at once, each error under its own field.
    private mutating func save(_ form: inout Form, editing: Swim?, context: ScreenContext) throws -> DialogOutcome<Modal> {
        func number(_ index: Int, optional: Bool, large: Bool = false, _ limits: (Double) -> Result<Double, InputError>) -> Double? {
            let text = form.text(index).trimmingCharacters(in: .whitespaces)
            if optional && text.isEmpty { return nil }
            let what = form.fields[index].label.lowercased()
            switch (large ? Input.amount(text, what: what) : Input.decimal(text, what: what)).flatMap(limits) {
            case .success(let value): return value
            case .failure(let error): form.setError(index, error.message); return nil
            }
        }
        var date: LocalDate?
        switch Input.logDate(form.text(0), today: context.today) {
        case .success(let value): date = value
        case .failure(let error): form.setError(0, error.message)
        }
        // A swim being edited is shown and typed in its own pool's unit (yards for a yard pool), like adding one.
        let unit = editing.map(swimFormat.unit(of:)) ?? swimFormat.totals
        func length(_ index: Int, large: Bool, example: String) -> (meters: Double, unit: SwimDistanceUnit)? {
            let text = form.text(index).trimmingCharacters(in: .whitespaces)
            if index == 4 && text.isEmpty { return nil }
            switch Input.swimLength(text, what: form.fields[index].label.lowercased(), unit: unit, large: large, example: example) {
            case .success(let length): return length
            case .failure(let error): form.setError(index, error.message); return nil
            }
        }
        let minutes = number(1, optional: false, Input.swimMinutes)
        var poolLength = length(4, large: false, example: "25 m or 25 yd")
        if let typed = poolLength, case .failure(let error) = Input.poolLength(typed.meters) { form.setError(4, error.message); poolLength = nil }
        let pool = poolLength?.meters
        var meters = length(2, large: true, example: "1500 m or 1650 yd")?.meters
        if let typed = meters, case .failure(let error) = Input.swimDistance(typed, poolMeters: pool) { form.setError(2, error.message); meters = nil }
        let kcal = number(3, optional: true, large: true, Input.swimKcal)
        guard !form.hasErrors, let date, let minutes, let meters else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return .stay
        }
        let db = context.database
        if let editing {
            // A field left as shown keeps the stored value (1953.2 s is shown as 32.55 minutes): it was not changed.
            let shown = Self.form(date: editing.date, swim: editing, unit: unit)
            func typed<T>(_ index: Int, _ value: T, else stored: T) -> T { form.text(index) == shown.text(index) ? stored : value }
            var mine = editing
            mine.date = date
            mine.durationSeconds = typed(1, minutes * 60, else: editing.durationSeconds)
            mine.distanceMeters = typed(2, meters, else: editing.distanceMeters)
            mine.activeKcal = typed(3, kcal, else: editing.activeKcal)
            mine.lapLengthMeters = typed(4, pool, else: editing.lapLengthMeters)
            mine.poolUnit = typed(4, poolLength?.unit ?? unit, else: editing.poolUnit)
            let outcome = try saveEdit(&form, opened: editing, reopen: { .form($1, editing: $0) }) { opened in
                try db.updateSwim(Edit(opened: opened, mine: mine))
                return .stay
            }
            if case .next = outcome { return outcome }
        } else {
            try db.addSwim(
                on: date, minutes: minutes, meters: meters, kcal: kcal, poolLength: pool, poolUnit: poolLength?.unit ?? unit, at: context.clock.now())
        }
        selected = date
        return .close(.info("Swim saved."))
    }
}
