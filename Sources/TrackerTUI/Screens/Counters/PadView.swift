import TrackerKit

/// Counting several things at once, like a lab differential counter: each counter has a letter,
/// Shift+letter takes a step off, `u` undoes the last key whatever counter it hit.
struct PadView: Equatable {
    var pad: CounterPad
    var counts: [Int64: Counter] = [:]
    /// What `u` takes back, last on top: a key's tap, or a new count.
    enum Undo: Equatable { case tap(Int64), newCount }
    var undoStack: [Undo] = []
    var lastKey: Character?

    init(pad: CounterPad, counters: [Counter]) {
        self.pad = pad
        refresh(counters)
    }

    mutating func refresh(_ counters: [Counter]) {
        counts = Dictionary(uniqueKeysWithValues: counters.filter { c in pad.keys.contains { $0.counterId == c.id } }.map { ($0.id, $0) })
    }

    /// The sum of the pad's counts, held at Int64's limits rather than wrapping round to a negative.
    var total: Int64 {
        pad.keys.reduce(0) { sum, key in
            let (result, overflow) = sum.addingReportingOverflow(counts[key.counterId]?.count ?? 0)
            return overflow ? (sum > 0 ? .max : .min) : result
        }
    }
    /// Shares of the total only mean something when no count is negative (set elsewhere).
    var sharesAreMeaningful: Bool { total > 0 && counts.values.allSatisfy { $0.count >= 0 } }
    var targetReached: Bool { pad.target.map { total >= $0 } ?? false }
    var pastTarget: Bool { pad.target.map { total > $0 } ?? false }

    var helpSection: HelpSection {
        HelpSection(title: "Counter pad", entries: [
            .init(keys: "a…z ;", summary: "add to that counter (u is undo)"),
            .init(keys: "Shift+letter", summary: "take a step off (not below 0)"),
            .init(keys: "u / Backspace", summary: "undo the last key (a new count too)"),
            .init(keys: "Enter", summary: "new count: keep this one, start again"),
            .init(keys: "Esc", summary: "leave the pad"),
        ])
    }

    /// Returns whether to stay on the pad, and what to show.
    mutating func handle(_ key: Key, database: AppDatabase, clock: CounterClock) -> (Bool, [Effect]) {
        switch key {
        case .escape: return (false, [])
        case .enter: return newCount(database: database, clock: clock)
        case .character("u"), .backspace:
            guard let last = undoStack.last else { return (true, [.message(.info("Nothing to undo."))]) }
            do {
                switch last {
                case .tap(let id): if let counter = try database.undoLastChange(counterId: id) { counts[id] = counter }
                case .newCount:
                    try database.undoPadCount(padId: pad.id)
                    refresh(try database.counters())
                }
                undoStack.removeLast()
            } catch {
                // Kept: refused while another window's change is the last, it can go once that one is undone.
                return (true, [.message(.error("\(error)"))])
            }
            lastKey = nil
            return (true, [])
        case .character(let typed):
            let lower: Character = typed == ":" ? ";" : Character(typed.lowercased())
            guard let binding = pad.keys.first(where: { $0.key == lower }) else { return (true, []) }
            let subtract = typed != lower
            if subtract, let counter = counts[binding.counterId], counter.count <= 0 {
                return (true, [.message(.info("\(counter.name) is at \(counter.count): a pad does not count below 0."))])
            }
            let wasReached = targetReached
            do {
                let counter = try database.tap(counterId: binding.counterId, times: subtract ? -1 : 1, at: clock)
                counts[binding.counterId] = counter
                undoStack.append(.tap(binding.counterId))
                lastKey = lower
            } catch {
                return (true, [.message(.error("\(error)"))])
            }
            if !wasReached && targetReached { return (true, [.bell, .message(.info("Target reached: \(total) / \(pad.target ?? 0). Enter starts a new count."))]) }
            if pastTarget && !subtract { return (true, [.bell, .message(.error("Past the target: \(total) / \(pad.target ?? 0). Shift+\(lower) takes it back."))]) }
            return (true, [])
        default:
            return (true, [])
        }
    }

    func draw(in area: Rect, into buffer: inout Buffer) {
        let target = pad.target.map { " of \($0)" } ?? ""
        var header = "\(pad.name) · total \(total)\(target)"
        if pastTarget { header += " · PAST THE TARGET by \(total - (pad.target ?? 0))" } else if targetReached { header += " · TARGET REACHED" }
        buffer.put(header, x: area.x + 1, y: area.y, style: pastTarget ? .error : targetReached ? .success : .title, clip: area)
        if let target = pad.target, target > 0 {
            let width = max(10, area.width - 4)
            let barArea = Rect(x: area.x + 1, y: area.y + 1, width: width, height: 1)
            _ = HorizontalBarChart.drawBar(value: Double(min(total, target)), maximum: Double(target), width: width,
                                           x: barArea.x, y: barArea.y, style: targetReached ? .success : .accent, into: &buffer)
        }
        let grid = Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: area.height - 4)
        if Self.tilesFit(pad.keys.count, in: grid) { drawTiles(in: grid, into: &buffer) } else { drawCompact(in: grid, into: &buffer) }
        buffer.put("letter adds · Shift+letter takes off · Enter new count · u undoes · Esc leaves", x: area.x + 1, y: area.maxY - 1, style: .muted, clip: area)
    }
}

/// Choosing a saved pad, or making one: a name, an optional target total, and the counters.
struct PadPicker: Equatable {
    enum Outcome: Equatable { case stay, close, open(CounterPad) }
    enum Mode: Equatable { case list, form(Form, chosen: [Int64]), choose(Form, chosen: [Int64], cursor: Int), confirmDelete(CounterPad) }

    var pads: [CounterPad]
    var counters: [Counter]
    var list = ListState()
    var mode = Mode.list

    init(database: AppDatabase, counters: [Counter]) {
        pads = loaded([]) { try database.pads() }
        self.counters = counters
    }

    var helpSection: HelpSection {
        switch mode {
        case .list:
            return HelpSection(title: "Pads", entries: [.init(keys: "Enter", summary: "open the pad (or make a new one)"),
                                                        .init(keys: "d", summary: "delete a saved pad"), .init(keys: "Esc", summary: "back")])
        case .choose:
            return HelpSection(title: "Choose counters", entries: [.init(keys: "Space", summary: "choose / unchoose"),
                                                                   .init(keys: "Enter", summary: "save the pad"), .init(keys: "Esc", summary: "back")])
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
            case .enter:
                if pads.indices.contains(list.selected) { return (.open(pads[list.selected]), []) }
                guard !counters.isEmpty else { return (.stay, [.message(.error("Make some counters first (a on the list)."))]) }
                mode = .form(Form(title: "New pad", fields: [
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
        case .up, .character("k"): cursor = max(0, cursor - 1)
        case .down, .character("j"): cursor = min(counters.count - 1, cursor + 1)
        case .character(" "):
            let id = counters[cursor].id
            if let index = chosen.firstIndex(of: id) { chosen.remove(at: index) }
            else if chosen.count < CounterPad.maximumCounters { chosen.append(id) }
        case .enter:
            do {
                let target = Int64(form.text(1).trimmingCharacters(in: .whitespaces))
                let pad = try database.savePad(name: form.text(0), target: target, counterIds: chosen)
                return (.open(pad), [.message(.info("Pad \(pad.name) saved."))])
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
        let rows = pads.map { pad in
            "\(pad.name) · \(pad.keys.count) \(pad.keys.count == 1 ? "counter" : "counters")" + (pad.target.map { " · target \($0)" } ?? "")
        } + ["+ New pad…"]
        ListView.draw(rows: rows, state: list, in: Rect(x: area.x + 1, y: area.y + 2, width: min(area.width - 2, 60), height: area.height - 3),
                      into: &buffer)
        switch mode {
        case .form(let form, _): form.draw(in: area, into: &buffer)
        case .choose(let form, let chosen, let cursor):
            let frame = area.centered(width: min(area.width - 2, 60), height: min(area.height, counters.count + 4))
            buffer.fill(frame)
            let inner = Panel.draw(frame, title: "Counters for \(form.text(0)) (Space chooses, Enter saves)", into: &buffer)
                .inset(horizontal: 1, vertical: 0)
            ListView.draw(rows: counters.map { counter in
                let key = chosen.firstIndex(of: counter.id).map { "[\(CounterPad.keyOrder[$0])]" } ?? "[ ]"
                return "\(key) \(counter.name)"
            }, state: ListState(selected: cursor), in: inner, into: &buffer)
        case .confirmDelete(let pad):
            Confirmation(title: "Delete pad", question: "Delete the pad \(pad.name)? Its counters stay.").draw(in: area, into: &buffer)
        case .list: break
        }
    }
}
