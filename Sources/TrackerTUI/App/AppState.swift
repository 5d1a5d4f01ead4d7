import TrackerKit

/// Everything the app shows, and how keys change it. The loop (and tests) drive it with
/// `handle(_:)` and draw it with `render()`; nothing here touches the terminal.
struct AppState {
    static let minimumWidth = LayoutClass.minimumWidth
    static let minimumHeight = LayoutClass.regularMinimumHeight

    var tab: Tab = .log
    var screens: [any Screen]
    var help: HelpOverlay?
    var onboarding: ProfileForm?
    var quitConfirmation: Confirmation?
    /// Too small to show the quit question: a first q or Ctrl-C only warns, a second one quits.
    var quitArmedWhileSmall = false
    var message: StatusLine.Message?
    var width: Int
    var height: Int
    var glyphs: Glyphs
    var context: ScreenContext
    /// Tells when the file changed (another window, the command line): see AppState+OutsideChanges.
    var changeWatch: DatabaseChangeWatch?
    var seenDataVersion: Int64?
    /// When the tabs last acted on a deadline. Deadlines are counted from here, not from now: a
    /// deadline computed from now is always ahead, so after a key it would never look passed.
    var tickedAt: Duration
    /// The day the screens were last loaded for: see AppState+NewDay.
    var shownDay: LocalDate
    /// A visible cue (the workout's work and end): the whole frame in reverse video until then. Drawn
    /// as frames, not with curses' flash(), whose padding sleeps 100 ms and held up the countdown.
    var flashUntil: Duration?
    static let flashLength: Duration = .milliseconds(150)
    var isFlashing: Bool { flashUntil.map { context.clock.uptime() < $0 } ?? false }

    /// This machine's configuration file as read (`AppState+Config`).
    var config: LoadedConfig
    /// Where a read that failed while a screen loaded is kept until the status line says it.
    let loadFailures = LoadFailures()

    init(
        database: AppDatabase, clock: Clock, zone: ZoneOffset, width: Int, height: Int, glyphs: Glyphs, config: LoadedConfig = .none,
        lastTab: Tab? = nil, startMessage: StatusLine.Message? = nil
    ) {
        self.config = config
        self.width = width
        self.height = height
        self.glyphs = glyphs
        self.tickedAt = clock.uptime()
        self.context = ScreenContext(
            database: database, clock: clock, zone: zone, contentArea: .init(x: 0, y: 1, width: width, height: height - 2), config: config.config)
        self.screens = ScreenFactory.makeScreens(today: context.today)
        self.shownDay = context.today
        if let cause = database.readOnlyReason?.cause {
            message = .error("Read-only database (\(cause)): you can look, but nothing can be saved.")
        }
        if Self.needsOnboarding(database) { startOnboarding() }
        tab = Self.startTab(config.config, last: lastTab)
        sayWhatMovedOrWentWrong()
        sayAtStart(startMessage)
        reloadCurrent()
    }

    var isTooSmall: Bool { LayoutClass.isTooSmall(width: width, height: height) }
    var contentArea: Rect { Rect(x: 0, y: 1, width: width, height: height - 2) }
    var current: any Screen { screens[tab.rawValue] }

    /// Each tab's title, with its badge (a running workout's time left) after it; where that would
    /// not fit, the badge stands in for the title, so every tab stays whole.
    var tabBar: TabBar {
        let now = context.clock.uptime()
        let badges = screens.map { $0.tabBadge(now: now, glyphs: glyphs) }
        let full = TabBar(
            titles: zip(Tab.allCases, badges).map { tab, badge in badge.map { "\(tab.title) \($0)" } ?? tab.title },
            selected: tab.rawValue)
        if full.fits(width: width) { return full }
        let badged = TabBar(titles: zip(Tab.allCases, badges).map { tab, badge in badge ?? tab.title }, selected: tab.rawValue)
        if badged.fits(width: width) { return badged }
        // A phone's width: the other tabs shrink to their numbers (and badges); the current one keeps its name.
        return TabBar(
            titles: zip(Tab.allCases, badges).map { tab, badge in tab == self.tab ? badge.map { "\(tab.title) \($0)" } ?? tab.title : badge ?? "" },
            selected: tab.rawValue)
    }

    mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        quitArmedWhileSmall = false
        context.contentArea = contentArea
    }

    mutating func select(_ newTab: Tab) {
        tab = newTab
        reloadCurrent()
    }

    mutating func reloadCurrent() {
        context.contentArea = contentArea
        AppScope.with(config, loadFailures) { screens[tab.rawValue].reload(context: context) }
        showLoadFailure()
    }

    /// A read that failed while a screen loaded is said where the user looks, not shown as empty data.
    private mutating func showLoadFailure() {
        if let failure = loadFailures.take() { message = .error(failure) }
    }

    /// Applies one key; returns what the loop must do (quit, ring the bell, suspend).
    /// One key, then any deadline that passed meanwhile: a steady stream of keys (typing, a held
    /// key) must not starve a running workout of its ticks.
    mutating func handle(_ key: Key) -> [Effect] {
        var effects = AppScope.with(config, loadFailures) { handleKey(key) }
        if !effects.contains(.quit), let deadline = nextDeadline(), deadline <= context.clock.uptime() {
            effects += tick()
        }
        showLoadFailure()
        return effects
    }

    private mutating func handleKey(_ key: Key) -> [Effect] {
        if key == .resize { return [] }
        message = nil
        context.contentArea = contentArea
        if isTooSmall {
            guard AppCommand.table.command(for: key) == .quit else { quitArmedWhileSmall = false; return [] }
            if quitQuestion == nil || quitArmedWhileSmall { return [.quit] }
            quitArmedWhileSmall = true
            return []
        }
        if let keys = tappedKeys(key) ?? pagedKeys(key) {
            return keys.reduce(into: []) { effects, key in if !effects.contains(.quit) { effects += handleKey(key) } }
        }
        // Ctrl-Z suspends from everywhere, as in any terminal program: no overlay or pad takes it.
        if key == .control("z") { return [.suspend] }
        if var overlay = help {
            // Ctrl-C quits from the help too, as the status line says; every other key is the overlay's.
            guard key == .control("c") else {
                help = overlay.handle(key, in: contentArea) ? overlay : nil
                return []
            }
            help = nil
        }
        if let confirmation = quitConfirmation {
            switch confirmation.answer(for: key) {
            case .yes: return [.quit]
            case .no: quitConfirmation = nil
            case nil: break
            }
            return []
        }
        if key == .control("c") { return perform(.quit) }
        if onboarding != nil {
            // In a form `?` is text; F1 opens help.
            if key == .function(1) { return perform(.toggleHelp) }
            return handleOnboarding(key)
        }
        if case .mouse(let event) = key, event.y == 0 {
            if event.kind == .press, let index = tabBar.tab(atColumn: event.x, width: width), let tab = Tab(rawValue: index) {
                select(tab)
            }
            return []
        }
        if current.capturesAllKeys && key == .function(1) { return perform(.toggleHelp) }
        if !current.capturesAllKeys, let command = AppCommand.table.command(for: key) {
            return perform(command)
        }
        if context.database.isReadOnly && !current.capturesAllKeys && current.changesData(key) {
            return absorbMessages([.message(.error("Read-only database: nothing can be changed. Open a writable copy to edit."))])
        }
        let effects = screens[tab.rawValue].handle(key, context: context)
        return absorbMessages(effects)
    }

    mutating func perform(_ command: AppCommand) -> [Effect] {
        switch command {
        case .selectTab(let tab): select(tab)
        case .nextTab: select(Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count)!)
        case .previousTab: select(Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count)!)
        case .toggleHelp: help = HelpOverlay(sections: helpSections)
        case .quit:
            if let question = quitQuestion {
                quitConfirmation = Confirmation(title: "Quit", question: question)
                return []
            }
            return [.quit]
        case .suspend: return [.suspend]
        case .redraw: reloadCurrent()
        case .quickEntry(let entry): openQuickEntry(entry)
        }
        return []
    }

    /// Why quitting now would lose something, as a question; nil when nothing would be lost.
    var quitQuestion: String? {
        if screens.contains(where: \.isBusy) { return "A workout timer is running. Quit anyway?" }
        if onboarding?.hasChanges == true { return "Your profile is not saved yet. Quit anyway?" }
        if let unsaved = Tab.allCases.first(where: { screens[$0.rawValue].hasUnsavedInput }) {
            return "What you typed in \(unsaved.title) is not saved. Quit anyway?"
        }
        return nil
    }

    var helpSections: [HelpSection] {
        if onboarding != nil { return [Form.keys.helpSection("Profile form")] }
        var everywhere = AppCommand.table.helpSection("Everywhere")
        everywhere.entries.append(.init(keys: "click", summary: "a tab opens it; a day on a calendar selects it"))
        everywhere.entries.append(.init(keys: "click", summary: "a key hint presses it; a row: select, open"))
        everywhere.entries.append(.init(keys: "wheel", summary: "scrolls a list"))
        return current.helpSections + [everywhere]
    }

    /// Messages and navigation are the app's to handle; the other effects go on to the loop.
    private mutating func absorbMessages(_ effects: [Effect]) -> [Effect] {
        effects.filter { effect in
            switch effect {
            case .message(let message):
                self.message = message
                return false
            case .openDay(let date):
                select(.log)
                screens[Tab.log.rawValue].show(day: date, context: context)
                return false
            case .flash:
                flashUntil = context.clock.uptime() + Self.flashLength
                return false
            default:
                return true
            }
        }
    }

    /// The earliest deadline of any tab: a workout keeps counting while another tab is shown.
    func nextDeadline() -> Duration? {
        (screens.compactMap { $0.nextDeadline(now: tickedAt) } + [flashUntil].compactMap { $0 }).min()
    }

    /// A deadline passed: let every tab act on it (a countdown reaching zero rings even from another tab).
    mutating func tick() -> [Effect] {
        tickedAt = context.clock.uptime()
        if let flashUntil, flashUntil <= tickedAt { self.flashUntil = nil }
        var effects: [Effect] = []
        for index in screens.indices {
            let raised = AppScope.with(config, loadFailures) { screens[index].tick(context: context) }
            // Another tab's prompts ("Press Enter for Done") would name keys that do something else
            // here: its badge in the tab bar tells instead. Errors and bells still come through.
            effects += index == tab.rawValue ? raised : raised.filter { if case .message(.info) = $0 { return false } else { return true } }
        }
        defer { showLoadFailure() }
        return absorbMessages(effects)
    }

    /// The frame as it is drawn; `render()` draws it with this state's colours and keys in force.
    func renderFrame() -> Buffer {
        var buffer = Buffer(width: width, height: height, glyphs: glyphs)
        if isTooSmall {
            var lines = [
                "Terminal too small:", "need \(neededSize), have \(width)×\(height)",
                "Enlarge the window", "or press q to quit.",
            ]
            if quitArmedWhileSmall && quitQuestion != nil { lines = ["Not saved yet:", "q again quits anyway,", "or enlarge the window."] }
            for (i, line) in lines.enumerated() {
                let cut = TextWidth.truncate(line, to: width, ellipsis: glyphs.ellipsis)
                buffer.put(cut, x: max(0, (width - TextWidth.of(cut)) / 2), y: max(0, height / 2 - 2 + i), style: i < 2 ? .error : .plain)
            }
            return buffer
        }
        tabBar.draw(in: Rect(x: 0, y: 0, width: width, height: 1), into: &buffer)
        if context.database.readOnlyReason?.cause != nil {
            let notice = "[read-only]"
            buffer.put(notice, x: width - TextWidth.of(notice) - 1, y: 0, style: .error)
        }
        let renderContext = RenderContext(
            today: context.today, zone: context.zone, uptime: context.clock.uptime(), isReadOnly: context.database.isReadOnly)
        current.render(in: contentArea, context: renderContext, into: &buffer)
        onboarding?.form.draw(in: contentArea, into: &buffer)
        quitConfirmation?.draw(in: contentArea, into: &buffer)
        if let help {
            help.draw(in: contentArea, into: &buffer)
        }
        // While a text field takes every key, ? and q are text: the keys that still work are F1 and Ctrl-C.
        let typing = onboarding != nil || current.capturesAllKeys
        let pinned =
            help != nil
            ? [StatusLine.Item(keys: "Ctrl-C", label: "quit")]
            : typing
                ? [StatusLine.Item(keys: "F1", label: "help"), StatusLine.Item(keys: "Ctrl-C", label: "quit")]
                : [StatusLine.Item(keys: AppCommand.firstKey(.toggleHelp), label: "help"), StatusLine.Item(keys: AppCommand.firstKey(.quit), label: "quit")]
        let items: [StatusLine.Item]
        if help != nil {
            items = HelpOverlay.table.statusItems
        } else if onboarding != nil {
            items = Form.keys.statusItems
        } else {
            items = current.statusItems(in: contentArea)
        }
        StatusLine(items: items, message: message, pinned: pinned)
            .draw(in: Rect(x: 0, y: height - 1, width: width, height: 1), into: &buffer)
        if isFlashing { buffer.applyStyle(.selected, to: Rect(x: 0, y: 0, width: width, height: height)) }
        return buffer
    }
}
