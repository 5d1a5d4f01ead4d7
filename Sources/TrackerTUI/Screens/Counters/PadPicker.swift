import TrackerKit

/// Choosing a saved pad, or making one: a name, an optional target total, and the counters.
struct PadPicker: Equatable {
    enum Outcome: Equatable { case stay, close, open(CounterPad) }
    enum Mode: Equatable { case list, form(Form, chosen: [Int64]), choose(Form, chosen: [Int64], cursor: Int), confirmDelete(CounterPad) }

    var pads: [CounterPad]
    var counters: [Counter]
    var list = ListState()
    var mode = Mode.list
    /// The pad being edited (nil: a new one), and the key chosen for each counter on it.
    var editing: CounterPad?
    var chosenKeys: [Int64: Character] = [:]

    init(database: AppDatabase, counters: [Counter]) {
        pads = loaded([]) { try database.pads() }
        self.counters = counters
    }

    var helpSection: HelpSection {
        switch mode {
        case .list:
            return HelpSection(
                title: "Pads",
                entries: [
                    .init(keys: "Enter", summary: "open the pad (or make a new one)"),
                    .init(keys: "e", summary: "edit a saved pad: name, target, counters, keys"),
                    .init(keys: "d", summary: "delete a saved pad"), .init(keys: "Esc", summary: "back"),
                ])
        case .choose:
            return HelpSection(
                title: "Choose counters",
                entries: [
                    .init(keys: "↑/↓", summary: "move"), .init(keys: "Space", summary: "choose / unchoose"),
                    .init(keys: "a…z ;", summary: "the chosen counter's key (swaps if taken)"),
                    .init(keys: "Enter", summary: "save the pad"), .init(keys: "Esc", summary: "back"),
                ])
        case .form: return Form.keys.helpSection("New pad")
        case .confirmDelete: return HelpSection(title: "Delete", entries: [.init(keys: "y", summary: "delete"), .init(keys: "n", summary: "keep")])
        }
    }

    mutating func handle(_ key: Key, database: AppDatabase) -> (Outcome, [Effect]) {
        switch mode {
        case .list:
            switch key {
            case .escape: return (.close, [])
            case .up, .character("k"): list.move(by: -1, count: pads.count + 1, visible: 1000)
            case .down, .character("j"): list.move(by: 1, count: pads.count + 1, visible: 1000)
            case .character("d") where pads.indices.contains(list.selected): mode = .confirmDelete(pads[list.selected])
            case .character("e") where pads.indices.contains(list.selected): edit(pads[list.selected])
            case .enter:
                if pads.indices.contains(list.selected) { return (.open(pads[list.selected]), []) }
                guard !counters.isEmpty else { return (.stay, [.message(.error("Make some counters first (a on the list)."))]) }
                editing = nil
                chosenKeys = [:]
                mode = .form(
                    Form(
                        title: "New pad",
                        fields: [
                            .text("Name", "", hint: "like Differential", maxLength: 60),
                            .text("Target total", "", hint: "optional, like 100", maxLength: 20),
                        ]), chosen: [])
            default: break
            }
        case .form(var form, let chosen):
            switch form.handle(key) {
            case .none: mode = .form(form, chosen: chosen)
            case .cancel: mode = .list
            case .submit:
                form.clearErrors()
                if form.text(0).trimmingCharacters(in: .whitespaces).isEmpty { form.setError(0, "A pad needs a name.") }
                let targetText = form.text(1).trimmingCharacters(in: .whitespaces)
                if !targetText.isEmpty && (Int64(targetText).map { $0 <= 0 } ?? true) { form.setError(1, "A target is a whole number above 0.") }
                mode = form.hasErrors ? .form(form, chosen: chosen) : .choose(form, chosen: chosen, cursor: 0)
            }
        case .choose(let form, let chosen, let cursor):
            return choose(key, form: form, chosen: chosen, cursor: cursor, database: database)
        case .confirmDelete(let pad):
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes:
                attempted { try database.deletePad(id: pad.id) }
                pads = loaded([]) { try database.pads() }
                mode = .list
                return (.stay, [.message(.info("Pad \(pad.name) deleted; its counters stay."))])
            case .no: mode = .list
            case nil: break
            }
        }
        return (.stay, [])
    }

    /// Choosing the new pad's counters (Space toggles, Enter saves).
    private mutating func choose(_ key: Key, form: Form, chosen: [Int64], cursor: Int, database: AppDatabase) -> (Outcome, [Effect]) {
        var chosen = chosen, cursor = cursor
        switch key {
        case .escape:
            mode = .form(form, chosen: chosen)
            return (.stay, [])
        case .up: cursor = max(0, cursor - 1)
        case .down: cursor = min(counters.count - 1, cursor + 1)
        case .character(" "):
            let id = counters[cursor].id
            if let index = chosen.firstIndex(of: id) {
                chosen.remove(at: index)
                chosenKeys[id] = nil
            } else if chosen.count < CounterPad.maximumCounters {
                chosen.append(id)
                chosenKeys[id] = CounterPad.keyOrder.first { key in !chosenKeys.values.contains(key) }
            }
        case .character(let typed) where CounterPad.keyOrder.contains(typed):
            let id = counters[cursor].id
            guard chosen.contains(id) else { return (.stay, [.message(.info("Space chooses the counter first, then a letter sets its key."))]) }
            if let other = chosenKeys.first(where: { $0.value == typed })?.key { chosenKeys[other] = chosenKeys[id] }
            chosenKeys[id] = typed
        case .enter:
            do {
                let target = Int64(form.text(1).trimmingCharacters(in: .whitespaces))
                let keys = chosen.compactMap { id in chosenKeys[id].map { (key: $0, counterId: id) } }
                let note = Self.restartNote(for: chosen, among: counters)
                let saved = { (pad: CounterPad) in (Outcome.open(pad), [Effect.message(.info("Pad \(pad.name) saved." + note))]) }
                guard let opened = editing else { return saved(try database.savePad(id: nil, name: form.text(0), target: target, keys: keys)) }
                return saved(try database.savePad(Edit(opened: opened, mine: CounterPad(id: opened.id, name: form.text(0), target: target, keys: keys))))
            } catch let conflict as ChangedElsewhere<CounterPad> {
                // Enter again saves over what the message names.
                editing = conflict.reopened
                mode = .choose(form, chosen: chosen, cursor: cursor)
                return (.stay, [.message(.error(conflict.message(saveKey: "Enter")))])
            } catch {
                return (.stay, [.message(.error("\(error)"))])
            }
        default: break
        }
        mode = .choose(form, chosen: chosen, cursor: cursor)
        return (.stay, [])
    }

    func draw(in area: Rect, into buffer: inout Buffer) {
        buffer.put("Counter pads", x: area.x + 1, y: area.y, style: .title, clip: area)
        let rows =
            pads.map { pad in
                "\(pad.name) · \(pad.keys.count) \(pad.keys.count == 1 ? "counter" : "counters")" + (pad.target.map { " · target \($0)" } ?? "")
            } + ["+ New pad…"]
        ListView.draw(
            rows: rows, state: list, in: Rect(x: area.x + 1, y: area.y + 2, width: min(area.width - 2, 60), height: area.height - 3),
            into: &buffer)
        switch mode {
        case .form(let form, _): form.draw(in: area, into: &buffer)
        case .choose(let form, _, let cursor):
            let frame = area.centered(width: min(area.width - 2, 60), height: min(area.height, counters.count + 4))
            buffer.fill(frame)
            buffer.beginOverlay()
            let inner = Panel.draw(frame, title: "Counters for \(form.text(0)) (Space chooses, Enter saves)", into: &buffer)
                .inset(horizontal: 1, vertical: 0)
            ListView.draw(
                rows: counters.map { counter in
                    let key = chosenKeys[counter.id].map { "[\($0)]" } ?? "[ ]"
                    return "\(key) \(counter.name)"
                }, state: ListState(selected: cursor), in: inner, into: &buffer)
        case .confirmDelete(let pad):
            Confirmation(title: "Delete pad", question: "Delete the pad \(pad.name)? Its counters stay.").draw(in: area, into: &buffer)
        case .list: break
        }
    }
}

extension PadPicker {
    /// Finishing a count on a pad starts its counters anew: counters already counting something
    /// (a daily water counter) are named when the pad is saved, so that is not a surprise later.
    static func restartNote(for chosen: [Int64], among counters: [Counter]) -> String {
        let inUse = counters.filter { chosen.contains($0.id) && $0.count != $0.start }.map(\.name)
        guard !inUse.isEmpty else { return "" }
        let names = inUse.count <= 2 ? inUse.joined(separator: " and ") : "\(inUse[0]), \(inUse[1]) and \(inUse.count - 2) more"
        return " A finished count (Enter) restarts \(names) too; u undoes."
    }

    /// Opens a saved pad's form and counters, with their keys, to change any of them.
    mutating func edit(_ pad: CounterPad) {
        editing = pad
        chosenKeys = Dictionary(uniqueKeysWithValues: pad.keys.map { ($0.counterId, $0.key) })
        mode = .form(
            Form(
                title: "Edit pad",
                fields: [
                    .text("Name", pad.name, hint: "like Differential", maxLength: 60),
                    .text("Target total", pad.target.map(String.init) ?? "", hint: "optional, like 100", maxLength: 20),
                ]), chosen: pad.keys.map(\.counterId))
    }
}
