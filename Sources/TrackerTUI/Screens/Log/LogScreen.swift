import TrackerKit

/// The Log tab: a month calendar beside the selected day's panel (weight, energy, memo, food).
struct LogScreen: DialogHosting {
    enum Focus: Equatable { case calendar, entries }

    enum Command: Equatable, Sendable {
        case moveDays(Int), moveMonths(Int), today, goTo
        case weight, clearWeight, memo, food, quickAdd, copy, undo
        case focusEntries, focusCalendar, moveEntry(Int), editEntry, deleteEntry
    }

    let title = "Log"
    var selected: LocalDate
    var today: LocalDate
    var focus = Focus.calendar
    var modal: Modal?
    var entryList = ListState()
    var marks: [LocalDate: DayMark] = [:]
    var detail: DayDetail
    /// The day's maintenance, budget and remaining; nil when it could not be read.
    var energy: DayEnergy?
    var profile: Profile?
    var preferences = Preferences.standard

    init(today: LocalDate) {
        self.today = today
        selected = today
        detail = DayDetail(date: today)
    }

    static let calendarKeys = KeyTable<Command>(
        [
            KeyBinding([.character("w")], "weight", .weight),
            KeyBinding([.character("f")], "food", .food),
            KeyBinding([.character("m")], "memo", .memo),
            KeyBinding([.character("a")], "quick-add kcal", .quickAdd),
            KeyBinding([.character("c")], "copy a day's food here", .copy, short: "copy a day"),
            KeyBinding([.enter], "food list", .focusEntries, label: "Enter"),
            KeyBinding([.left, .character("h")], "previous day", .moveDays(-1), label: "←/h", status: false),
            KeyBinding([.right, .character("l")], "next day", .moveDays(1), label: "→/l", status: false),
            KeyBinding([.up, .character("k")], "previous week", .moveDays(-7), label: "↑/k", status: false),
            KeyBinding([.down, .character("j")], "next week", .moveDays(7), label: "↓/j", status: false),
            KeyBinding([.character("[")], "previous month", .moveMonths(-1), label: "[", status: false),
            KeyBinding([.character("]")], "next month", .moveMonths(1), label: "]", status: false),
            KeyBinding([.character("t")], "today", .today),
            KeyBinding([.character("g")], "go to a date", .goTo),
            KeyBinding([.character("x")], "remove the day's weight", .clearWeight, status: false),
            KeyBinding([.character("u")], "undo this window's last diary change", .undo, short: "undo"),
        ], scope: "log")

    static let entryKeys = KeyTable<Command>(
        [
            KeyBinding([.character("e"), .enter], "edit servings or kcal", .editEntry, label: "e"),
            KeyBinding([.character("d"), .delete], "delete entry", .deleteEntry, label: "d"),
            KeyBinding([.character("f")], "add food", .food),
            KeyBinding([.character("a")], "quick-add kcal", .quickAdd),
            KeyBinding([.character("u")], "undo this window's last diary change", .undo, short: "undo"),
            KeyBinding([.escape, .left, .character("h")], "back to the calendar", .focusCalendar, label: "Esc"),
        ] + ListState.moveKeys(Command.moveEntry, item: "entry"), scope: "log")

    var keyTable: KeyTable<Command> { focus == .calendar ? Self.calendarKeys : Self.entryKeys }

    var capturesAllKeys: Bool { modal != nil }

    func changesData(_ key: Key) -> Bool {
        switch keyTable.command(for: key) {
        case .weight, .clearWeight, .memo, .food, .quickAdd, .copy, .editEntry, .deleteEntry, .undo: return true
        default: return false
        }
    }

    var helpSections: [HelpSection] {
        if let modal { return [HelpSection(title: "Log", entries: modal.dialog.keys)] }
        return [keyTable.helpSection(focus == .calendar ? "Log: calendar" : "Log: food list")]
    }

    var statusItems: [StatusLine.Item] {
        if let modal { return modal.dialog.statusItems }
        let moves = focus == .calendar ? [StatusLine.Item(keys: "←→↑↓", label: "day")] : [StatusLine.Item(keys: "↑↓", label: "entry")]
        return moves + keyTable.statusItems
    }

    mutating func reload(context: ScreenContext) {
        today = context.today
        let database = context.database
        preferences = loaded(.standard) { try database.preferences() }
        profile = loaded(nil) { try database.profile() }
        reloadDay(context: context)
    }

    mutating func show(day date: LocalDate, context: ScreenContext) {
        focus = .calendar
        select(date, context: context)
        reloadDay(context: context)
    }

    /// A Log left open on today follows midnight (an open dialog keeps the day it names).
    mutating func followNewDay(from previousDay: LocalDate, context: ScreenContext) -> String? {
        today = context.today
        guard selected == previousDay, today > previousDay, modal == nil else { return nil }
        focus = .calendar
        select(today, context: context)
        return "The Log moved on to today, \(CalendarNames.readable(today))."
    }

    mutating func reloadDay(context: ScreenContext) {
        marks = loaded([:]) { try context.database.monthMarks(containing: selected) }
        loadDetail(context.database)
        entryList.scrollToSelection(visible: 1000, count: detail.entries.count)
        if detail.entries.isEmpty && focus == .entries { focus = .calendar }
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        today = context.today
        if modal != nil { return handleModal(key, context: context) }
        if case .mouse(let event) = key { return handleMouse(event, context: context) }
        guard let command = keyTable.command(for: key) else { return [] }
        return perform(command, context: context)
    }

    mutating func perform(_ command: Command, context: ScreenContext) -> [Effect] {
        switch command {
        case .moveDays(let days): select(selected.adding(days: days), context: context)
        case .moveMonths(let months): select(selected.adding(months: months), context: context)
        case .today: select(today, context: context)
        case .goTo: modal = .goTo(PromptDialog(title: "Go to a date (YYYY-MM-DD, today, yesterday, -N)", label: "Go to", enterLabel: "go"))
        case .focusEntries:
            guard !detail.entries.isEmpty else { return [.message(.info("No food on this day yet: press f to add some."))] }
            focus = .entries
        case .focusCalendar: focus = .calendar
        case .moveEntry(let delta): entryList.move(by: delta, count: detail.entries.count, visible: 1000)
        case .undo:
            let message = DiaryUndoAction.run(context.database)
            reloadDay(context: context)
            return [.message(message)]
        default:
            if let refusal = refusalForLogging() { return [.message(.error(refusal))] }
            return performLogging(command, context: context)
        }
        return []
    }

    private mutating func performLogging(_ command: Command, context: ScreenContext) -> [Effect] {
        let unit = preferences.weightUnit
        switch command {
        case .weight:
            let current = detail.weightKg.map { Format.decimal(unit.value(fromKilograms: $0), places: 1) } ?? ""
            modal = .weight(
                detail.weightKg, PromptDialog(title: "Weight for \(CalendarNames.readable(selected))", label: "Weight (\(unit.rawValue))", text: current))
        case .clearWeight:
            guard detail.weightKg != nil else { return [.message(.info("No weight on this day."))] }
            modal = .confirmClearWeight(
                ConfirmDialog(
                    title: "Remove weight",
                    question: "Remove the weight logged on \(CalendarNames.readable(selected))?"))
        case .memo: modal = .memo(detail.memo, EditorDialog(title: "Memo for \(CalendarNames.readable(selected))", text: detail.memo ?? ""))
        case .food: modal = .picker(FoodPicker(database: context.database, day: selected))
        case .quickAdd:
            modal = .quickAdd(
                Form(
                    title: "Quick add",
                    fields: [
                        .text("Label", "", hint: "optional, like Lunch out", maxLength: 60),
                        .text("Calories", "", hint: "kcal", maxLength: 20),
                    ]))
        case .copy:
            modal = .copyFrom(
                PromptDialog(
                    title: "Copy a day's food to \(CalendarNames.readable(selected))", label: "Copy food from",
                    text: selected.adding(days: -1).iso, enterLabel: "copy"))
        case .editEntry:
            guard let entry = selectedEntry else { return [] }
            let text = entry.isQuickAdd ? Format.trimmed(entry.kcal) : Format.trimmed(entry.servings)
            modal = .editEntry(entry, PromptDialog(title: "Edit entry", label: entry.isQuickAdd ? "Calories" : "Servings", text: text))
        case .deleteEntry:
            guard let entry = selectedEntry else { return [] }
            modal = .confirmDeleteEntry(
                entry,
                ConfirmDialog(
                    title: "Delete entry",
                    question: "Delete \(entry.title) (\(Format.kcal(entry.kcal))) from this day?"))
        default: break
        }
        return []
    }

    /// Future days cannot be logged, and a read-only database cannot be written.
    func refusalForLogging() -> String? {
        if selected > today { return "\(CalendarNames.readable(selected)) is in the future: only today and earlier can be logged." }
        if case .failure(let error) = Input.notTooEarly(selected) { return error.message }
        return nil
    }

    var selectedEntry: FoodEntry? {
        detail.entries.indices.contains(entryList.selected) ? detail.entries[entryList.selected] : nil
    }

    mutating func loadDetail(_ database: AppDatabase) {
        detail = loaded(DayDetail(date: selected)) { try database.dayDetail(selected) }
        energy = loaded(nil) { try database.dayEnergy(detail) }
    }

    mutating func select(_ date: LocalDate, context: ScreenContext) {
        let sameMonth = date.year == selected.year && date.month == selected.month
        selected = date
        entryList = ListState()
        if sameMonth {
            loadDetail(context.database)
        } else {
            reloadDay(context: context)
        }
    }
}
