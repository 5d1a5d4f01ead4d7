import Foundation
import TrackerKit

/// The Counters tab (Counter): the list of counters, one counter in big digits, its log, and the pad.
struct CountersScreen: DialogHosting {
    enum Mode: Equatable {
        case list
        case counter(Int64)
        case log(Int64)
        case pad(PadView)
        case padPicker(PadPicker)
        case stats(CounterStatsView)
    }

    enum Command: Equatable, Sendable {
        case move(Int), open, add, pin, delete, pad, back, tap(Int64), undo, settings, log, stats
    }

    let title = "Counters"
    var mode = Mode.list
    var modal: Modal?
    var counters: [Counter] = []
    var list = ListState()
    var logView: CounterLogView?
    var firstWeekday = 1

    static let listKeys = KeyTable<Command>(
        [
            KeyBinding([.enter], "open", .open, label: "Enter"),
            KeyBinding([.character("a")], "add a counter", .add),
            KeyBinding([.character("p")], "pin / unpin", .pin),
            KeyBinding([.character("d")], "delete (asks first)", .delete),
            KeyBinding([.character("u")], "undo this window's last counter deletion", .undo, status: false),
            KeyBinding([.character("P")], "counter pad", .pad),
            KeyBinding([.character("s")], "statistics per week or month", .stats, short: "stats"),
        ] + ListState.moveKeys(Command.move, item: "counter"), scope: "counters")
    static let counterKeys = KeyTable<Command>(
        [
            KeyBinding([.character(" "), .enter, .character("+")], "add one step", .tap(1), label: "Space"),
            KeyBinding([.character("-"), .backspace], "take one step off", .tap(-1), label: "-"),
            KeyBinding([.character("u")], "undo the last change", .undo),
            KeyBinding([.character("e")], "settings", .settings),
            KeyBinding([.character("l")], "log and daily totals", .log),
            KeyBinding([.character("s")], "statistics per week or month", .stats, short: "stats"),
            KeyBinding([.escape, .left], "back to the list", .back, label: "Esc"),
        ], scope: "counters")
    static let logKeys = KeyTable<Command>(
        [
            KeyBinding([.escape, .character("l"), .left], "back to the counter", .back, label: "Esc")
        ] + ListState.moveKeys(Command.move, item: "change"), scope: "counters")

    var capturesAllKeys: Bool {
        if modal != nil { return true }
        switch mode {
        case .pad, .padPicker: return true
        default: return false
        }
    }

    func changesData(_ key: Key) -> Bool {
        let table: KeyTable<Command>
        switch mode {
        case .list: table = Self.listKeys
        case .counter: table = Self.counterKeys
        default: return false
        }
        switch table.command(for: key) {
        case .add, .pin, .delete, .tap, .undo, .settings: return true
        default: return false
        }
    }

    var helpSections: [HelpSection] {
        if let modal { return [HelpSection(title: "Counters", entries: modal.dialog.keys)] }
        switch mode {
        case .list: return [Self.listKeys.helpSection("Counters")]
        case .counter: return [Self.counterKeys.helpSection("Counter")]
        case .log: return [Self.logKeys.helpSection("Counter log")]
        case .pad(let pad): return [pad.helpSection]
        case .padPicker(let picker): return [picker.helpSection]
        case .stats: return [PeriodChart.keys.helpSection("Counter statistics")]
        }
    }

    var statusItems: [StatusLine.Item] {
        if let modal { return modal.dialog.statusItems }
        if case .list = mode { return Self.listKeys.statusItems }
        if case .log = mode { return Self.logKeys.statusItems }
        if case .stats = mode { return PeriodChart.keys.statusItems }
        return helpSections[0].entries.filter { !$0.keys.hasPrefix("↑") && !$0.keys.hasPrefix("↓") }
            .map { .init(keys: $0.keys, label: $0.summary) }
    }

    func clock(_ context: ScreenContext) -> CounterClock {
        CounterClock(now: context.clock.now(), today: context.today, firstWeekday: firstWeekday)
    }

    mutating func reload(context: ScreenContext) {
        firstWeekday = loaded(1) { try context.database.preferences().firstWeekday }
        if context.database.isReadOnly {
            // Nothing can be written: show the counts as the restart would leave them (`tracker show counters`).
            replaceCounters(loaded([]) { try context.database.counters(asOf: clock(context)) })
        } else {
            attempted { try context.database.rollOverCounters(at: clock(context)) }
            replaceCounters(loaded([]) { try context.database.counters() })
        }
        if case .log(let id) = mode { loadLog(id, context.database) }
        if case .pad(var pad) = mode { pad.refresh(counters); mode = .pad(pad) }
        if case .stats(var view) = mode {
            if let counter = counter(view.counterId) {
                view.load(counter, database: context.database, firstWeekday: firstWeekday, today: context.today)
                mode = .stats(view)
            } else {
                mode = .list  // deleted by another window
            }
        }
    }

    mutating func loadLog(_ id: Int64, _ database: AppDatabase) {
        let list = logView?.list ?? ListState()
        logView = CounterLogView(counterId: id, database: database)
        logView?.list = list
    }

    func counter(_ id: Int64) -> Counter? { counters.first { $0.id == id } }

    var selectedCounter: Counter? { counters.indices.contains(list.selected) ? counters[list.selected] : nil }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        if modal != nil { return handleModal(key, context: context) }
        switch mode {
        case .pad(var pad):
            let (stay, effects) = pad.handle(key, database: context.database, clock: clock(context))
            mode = stay ? .pad(pad) : .padPicker(PadPicker(database: context.database, counters: counters))
            reloadCounters(context)
            if case .pad(var again) = mode { again.refresh(counters); mode = .pad(again) }
            return effects
        case .padPicker(var picker):
            let (outcome, effects) = picker.handle(key, database: context.database)
            switch outcome {
            case .stay: mode = .padPicker(picker)
            case .close: mode = .list
            case .open(let saved): mode = .pad(PadView(pad: saved, counters: counters))
            }
            return effects
        case .stats(var view):
            let effects = handleStats(key, view: &view, context: context)
            if case .stats = mode { mode = .stats(view) }
            return effects
        default: break
        }
        if case .mouse(let event) = key { return handleMouse(event, context: context) }
        let table: KeyTable<Command>
        switch mode {
        case .list: table = Self.listKeys
        case .counter: table = Self.counterKeys
        default: table = Self.logKeys
        }
        guard let command = table.command(for: key) else { return [] }
        return perform(command, context: context)
    }

    mutating func reloadCounters(_ context: ScreenContext) {
        replaceCounters(loaded(counters) { try context.database.counters() })
    }

    /// The selection follows its counter when the order changes (pinning, renaming, another writer).
    private mutating func replaceCounters(_ fresh: [Counter]) {
        let selectedID = selectedCounter?.id
        counters = fresh
        if let selectedID, let index = fresh.firstIndex(where: { $0.id == selectedID }) { list.selected = index }
        list.move(by: 0, count: counters.count, visible: 1000)
    }
}
