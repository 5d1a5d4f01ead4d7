import TrackerKit

/// The Counters tab's dialogs: what each is for, and what submitting it does.
extension CountersScreen {
    enum Modal: HostedDialog {
        case newCounter(Form)
        /// The counter as the form was opened on (`saveEdit`).
        case settings(Form, opened: Counter)
        case confirmDelete(Counter, ConfirmDialog)

        var dialog: any ModalDialog {
            switch self {
            case .newCounter(let d), .settings(let d, _): return d
            case .confirmDelete(_, let d): return d
            }
        }
    }

    mutating func handleModal(_ key: Key, context: ScreenContext) -> [Effect] {
        switch modal {
        case nil: return []
        case .newCounter(let d):
            return host(d, key, context: context, as: Modal.newCounter) { s, form, _ in try s.addCounter(&form, context) }
        case .settings(let d, let opened):
            return host(d, key, context: context, as: { .settings($0, opened: opened) }) { s, form, _ in
                try s.saveSettings(&form, opened: opened, context)
            }
        case .confirmDelete(let counter, let d):
            return host(d, key, context: context, as: { .confirmDelete(counter, $0) }) { _, _, _ in
                try context.database.deleteCounter(id: counter.id)
                return .close(.info("\(counter.name) deleted; u brings it back."))
            }
        }
    }

    /// Names the pads the counter's cell would leave, so a delete never empties a pad unannounced.
    static func deleteQuestion(_ counter: Counter, onPads pads: [String] = []) -> ConfirmDialog {
        let onPads =
            pads.isEmpty
            ? ""
            : " It is on \(pads.count == 1 ? "the pad" : "the pads") \(pads.joined(separator: ", ")), which \(pads.count == 1 ? "loses" : "lose") its cell."
        return ConfirmDialog(
            title: "Delete counter", question: "Delete \(counter.name) (count \(counter.count)) and its log?\(onPads)",
            yes: "delete", no: "keep")
    }

    private mutating func addCounter(_ form: inout Form, _ context: ScreenContext) throws -> DialogOutcome<Modal> {
        let start = Self.integer(&form, 1, what: "Start"), step = Self.integer(&form, 2, what: "Step")
        if step.value == 0 { form.setError(2, "A step cannot be 0.") }
        guard start.ok, step.ok, step.value != 0 else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return .stay
        }
        do {
            let counter = try context.database.addCounter(name: form.text(0), start: start.value ?? 0, step: step.value ?? 1, at: clock(context))
            reloadCounters(context)
            list.selected = counters.firstIndex { $0.id == counter.id } ?? 0
            return .close(.info("\(counter.name) made. Enter opens it."))
        } catch {
            form.setError(0, "\(error)")
            form.focus = 0
            return .stay
        }
    }

    private mutating func saveSettings(_ form: inout Form, opened: Counter, _ context: ScreenContext) throws -> DialogOutcome<Modal> {
        let database = context.database, id = opened.id
        let step = Self.integer(&form, 1, what: "Step"), add = Self.integer(&form, 2, what: "The amount")
        let set = Self.integer(&form, 3, what: "The count"), goal = Self.integer(&form, 4, what: "A goal")
        if step.ok && step.value == nil { form.setError(1, "Enter a step.") }
        if step.value == 0 { form.setError(1, "A step cannot be 0.") }
        let restart = Self.integer(&form, 6, what: "The restart value")
        if let value = goal.value, let stepValue = step.value, stepValue != 0,
            !CounterGoalRules.allows(value, step: stepValue, start: restart.value ?? counter(id)?.restartAt ?? 0)
        {
            form.setError(4, CounterGoalRules.refusal(step: stepValue, start: restart.value ?? counter(id)?.restartAt ?? 0))
        }
        let name = form.text(0).trimmingCharacters(in: .whitespaces)
        if name.isEmpty { form.setError(0, "A counter needs a name.") }
        if let other = loaded(nil, { try database.counter(named: name) }), other.id != id {
            form.setError(0, "A counter named “\(other.name)” already exists.")
        }
        guard !form.hasErrors, let stepValue = step.value else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return .stay
        }
        let period = form.choice(5) == 0 ? nil : ResetPeriod.allCases[form.choice(5) - 1]
        var mine = opened
        (mine.name, mine.step, mine.goal, mine.resetPeriod) = (form.text(0), stepValue, goal.value, period)
        mine.restartAt = restart.value ?? opened.restartAt
        let clock = clock(context)
        return try saveEdit(&form, opened: opened, reopen: { .settings($1, opened: $0) }) { opened in
            try database.updateCounter(Edit(opened: opened, mine: mine), add: add.value, set: set.value, at: clock)
            return .close(.info("Settings saved."))
        }
    }
}
