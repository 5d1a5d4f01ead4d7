import TrackerKit

extension CountersScreen {
    mutating func perform(_ command: Command, context: ScreenContext) -> [Effect] {
        let database = context.database
        switch command {
        case .move(let delta): move(by: delta, in: context.contentArea)
        case .open:
            guard let counter = selectedCounter else { return [.message(.info("No counters yet: press a to make one."))] }
            mode = .counter(counter.id)
        case .add:
            modal = .newCounter(
                Form(
                    title: "New counter",
                    fields: [
                        .text("Name", "", hint: "empty: New Counter N", maxLength: 80),
                        .text("Start", "", hint: "empty: 0", maxLength: 25),
                        .text("Step", "", hint: "empty: 1; may be negative, never 0", maxLength: 25),
                    ]))
        case .pin:
            guard let counter = selectedCounter else { return [] }
            return write(context) {
                try database.togglePin(counterId: counter.id)
                return counter.pinned ? "\(counter.name) unpinned." : "\(counter.name) pinned."
            }
        case .delete:
            guard let counter = selectedCounter else { return [] }
            let pads = loaded([]) { try database.pads() }.filter { $0.keys.contains { $0.counterId == counter.id } }.map(\.name)
            modal = .confirmDelete(counter, Self.deleteQuestion(counter, onPads: pads))
        case .pad:
            mode = .padPicker(PadPicker(database: database, counters: counters))
        case .back:
            switch mode {
            case .log(let id): mode = .counter(id)
            default: mode = .list
            }
        case .tap(let direction):
            guard case .counter(let id) = mode else { return [] }
            return tap(id, times: direction, context: context)
        case .undo:
            guard case .counter(let id) = mode else { return undoDelete(context) }
            do {
                guard let undone = try database.undoCounterChange(counterId: id) else { return [.message(.info("Nothing to undo."))] }
                reloadCounters(context)
                return [.message(.info("Undone: \(undone.summary)."))]
            } catch {
                reloadCounters(context)  // refused because another window changed it: show the count as it is
                return [.message(.error("\(error)"))]
            }
        case .settings:
            guard case .counter(let id) = mode, let counter = counter(id) else { return [] }
            modal = .settings(Self.settingsForm(counter), opened: counter)
        case .stats: return openStats(context: context)
        case .log:
            guard case .counter(let id) = mode else { return [] }
            logView = nil
            loadLog(id, database)
            mode = .log(id)
        }
        return []
    }

    /// `u` on the list: the counter this window deleted last comes back with its log.
    mutating func undoDelete(_ context: ScreenContext) -> [Effect] {
        do {
            guard let name = try context.database.undoCounterDelete() else {
                return [.message(.info("Nothing to undo: no counter deleted in this window is left."))]
            }
            reloadCounters(context)
            if let index = counters.firstIndex(where: { $0.name == name }) { list.selected = index }
            return [.message(.info("Undone: \(name) is back with its log."))]
        } catch {
            return [.message(.error("\(error)"))]
        }
    }

    /// One tap, committed before the frame that shows it; a bell when the goal is reached.
    mutating func tap(_ id: Int64, times: Int64, context: ScreenContext) -> [Effect] {
        let before = counter(id)
        do {
            let after = try context.database.tap(counterId: id, times: times, at: clock(context))
            if let index = counters.firstIndex(where: { $0.id == id }) { counters[index] = after }
            if let goal = after.goal, let before, !before.reachedGoal, after.reachedGoal {
                return [.bell, .message(.info("Goal reached: \(after.count) / \(goal)."))]
            }
            if before?.resetPeriod != nil { reloadCounters(context) }
            return []
        } catch {
            return [.message(.error("\(error)"))]
        }
    }

    private mutating func write(_ context: ScreenContext, _ body: () throws -> String) -> [Effect] {
        do {
            let message = try body()
            reloadCounters(context)
            return [.message(.info(message))]
        } catch {
            return [.message(.error("\(error)"))]
        }
    }

    static func settingsForm(_ counter: Counter) -> Form {
        Form(
            title: "Settings: \(counter.name)",
            fields: [
                .text("Name", counter.name, maxLength: 80),
                .text("Step", String(counter.step), hint: "may be negative, never 0", maxLength: 25),
                .text("Add to count", "", hint: "empty: nothing", maxLength: 25),
                .text("Set count", "", hint: "empty: keep; set wins over add", maxLength: 25),
                .text("Goal", counter.goal.map(String.init) ?? "", hint: "empty: none", maxLength: 25),
                .choice(
                    "Starts anew", ["never", "daily", "weekly"],
                    selected: counter.resetPeriod.map { ResetPeriod.allCases.firstIndex(of: $0)! + 1 } ?? 0),
                .text("Restart at", String(counter.restartAt), hint: "the count it starts anew from", maxLength: 25),
            ])
    }

    /// A whole number that fits in 64 bits, or nil for empty; marks the field otherwise.
    static func integer(_ form: inout Form, _ index: Int, what: String) -> (ok: Bool, value: Int64?) {
        let text = form.text(index).trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return (true, nil) }
        guard let value = Int64(text) else {
            let digits = text.drop { $0 == "-" || $0 == "+" }
            let tooBig = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            form.setError(index, tooBig ? "\(what) is too large: counts go to ±9223372036854775807." : "\(what) must be a whole number.")
            return (false, nil)
        }
        return (true, value)
    }

    /// The log's rows or the counters, by rows or a page of those shown (the list's, under its heading line).
    private mutating func move(by delta: Int, in area: Rect) {
        if case .log = mode {
            logView?.move(by: delta, in: area)
        } else {
            list.move(by: delta, count: counters.count, visible: max(1, area.height - 2))
        }
    }
}
