import TrackerKit

/// Editing the exercise list: names, how-to text and order.
struct ExerciseEditor: Equatable {
    enum Mode: Equatable { case list, form(Form, editing: Exercise?), confirmDelete(Exercise) }

    var exercises: [Exercise]
    var list = ListState()
    var mode = Mode.list

    static let keys = KeyTable<Int>([
        KeyBinding([.up, .character("k")], "previous", 0, label: "↑/k", status: false),
        KeyBinding([.down, .character("j")], "next", 1, label: "↓/j", status: false),
        KeyBinding([.character("a")], "add", 2),
        KeyBinding([.character("e"), .enter], "edit", 3, label: "e"),
        KeyBinding([.character("K")], "move up", 4),
        KeyBinding([.character("J")], "move down", 5),
        KeyBinding([.character("d")], "delete (asks first)", 6),
        KeyBinding([.escape], "close", 7, label: "Esc"),
    ])

    var helpSection: HelpSection {
        if case .list = mode { return Self.keys.helpSection("Exercises") }
        if case .confirmDelete = mode {
            return HelpSection(title: "Delete", entries: [.init(keys: "y", summary: "delete"), .init(keys: "n/Esc", summary: "keep")])
        }
        return Form.keys.helpSection("Exercise")
    }

    var selected: Exercise? { exercises.indices.contains(list.selected) ? exercises[list.selected] : nil }

    mutating func handle(_ key: Key, database: AppDatabase) -> (Bool, [Effect]) {
        switch mode {
        case .list:
            switch Self.keys.command(for: key) {
            case 0: list.move(by: -1, count: exercises.count, visible: 1000)
            case 1: list.move(by: 1, count: exercises.count, visible: 1000)
            case 2: mode = .form(Self.form(name: "", howTo: ""), editing: nil)
            case 3: if let exercise = selected { mode = .form(Self.form(name: exercise.name, howTo: exercise.howTo), editing: exercise) }
            case 4, 5:
                guard let exercise = selected else { break }
                let delta = Self.keys.command(for: key) == 4 ? -1 : 1
                do { try database.moveExercise(id: exercise.id, by: delta) } catch { return (true, [.message(.error("\(error)"))]) }
                refresh(database)
                list.move(by: delta, count: exercises.count, visible: 1000)
            case 6:
                guard exercises.count > 1 else { return (true, [.message(.error("Keep at least one exercise: add another before deleting this one."))]) }
                if let exercise = selected { mode = .confirmDelete(exercise) }
            case 7: return (false, [])
            default: break
            }
        case .form(var form, let editing):
            switch form.handle(key) {
            case .none: mode = .form(form, editing: editing)
            case .cancel: mode = .list
            case .submit:
                do {
                    let savedID: Int64
                    if let editing {
                        let mine = Exercise(id: editing.id, name: form.text(0), howTo: form.text(1), position: editing.position, rating: editing.rating)
                        if let reopened = try form.save(against: editing, { try database.updateExercise(Edit(opened: $0, mine: mine)) }) {
                            mode = .form(form, editing: reopened)
                            return (true, [])
                        }
                        savedID = editing.id
                    } else {
                        savedID = try database.addExercise(name: form.text(0), howTo: form.text(1)).id
                    }
                    mode = .list
                    refresh(database)
                    select(id: savedID)
                    return (true, [.message(.info("Exercise saved."))])
                } catch {
                    form.setError(0, "\(error)")
                    form.focus = 0
                    mode = .form(form, editing: editing)
                }
            }
        case .confirmDelete(let exercise):
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes:
                mode = .list
                do { try database.deleteExercise(id: exercise.id) } catch { return (true, [.message(.error("\(error)"))]) }
                refresh(database)
                return (true, [.message(.info("\(exercise.name) removed from the list; its history stays."))])
            case .no: mode = .list
            case nil: break
            }
        }
        return (true, [])
    }

    mutating func select(id: Int64) {
        guard let index = exercises.firstIndex(where: { $0.id == id }) else { return }
        list.selected = index
        list.move(by: 0, count: exercises.count, visible: 1000)
    }

    mutating func refresh(_ database: AppDatabase) {
        exercises = loaded(exercises) { try database.exercises() }
        list.move(by: 0, count: exercises.count, visible: 1000)
    }

    static func form(name: String, howTo: String) -> Form {
        Form(
            title: name.isEmpty ? "New exercise" : "Edit exercise",
            fields: [
                .text("Name", name, hint: "1 to 40 characters, unique", maxLength: 60),
                .text("How to", howTo, hint: "a short how-to", maxLength: 200),
            ])
    }

    func draw(in area: Rect, into buffer: inout Buffer) {
        let frame = area.centered(width: min(area.width - 2, 70), height: min(area.height, exercises.count + 6))
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: "Exercises, in order", into: &buffer).inset(horizontal: 1, vertical: 0)
        ListView.draw(
            rows: exercises.enumerated().map { "\($0.offset + 1). \($0.element.name)  " + $0.element.howTo },
            state: list, in: Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - 2), into: &buffer)
        buffer.put("a add · e edit · K/J move · d delete · Esc close", x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        switch mode {
        case .form(let form, _): form.draw(in: area, into: &buffer)
        case .confirmDelete(let exercise):
            Confirmation(title: "Delete exercise", question: "Remove \(exercise.name) from the list? Its history stays.").draw(in: area, into: &buffer)
        case .list: break
        }
    }
}
