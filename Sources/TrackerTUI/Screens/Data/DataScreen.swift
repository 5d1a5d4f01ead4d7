import TrackerKit

/// The Data tab: My Foods, My Days, My Profile and Settings, one section at a time.
struct DataScreen: ImportHosting, DialogHosting {
    enum Section: Int, CaseIterable {
        case foods, days, profile, settings
        var title: String { ["My Foods", "My Days", "My Profile", "Settings"][rawValue] }
    }

    enum Command: Equatable, Sendable {
        case section(Int), move(Int), search, sort, add, edit, delete, open, importHealth, importWeights, export, undo, showArchived
    }

    let title = "Data"
    var section = Section.foods
    var modal: Modal?
    var today = LocalDate(daysSinceEpoch: 0)

    var foods: [Food] = []
    var foodQuery = ""
    var foodSort = FoodSort.nameAscending
    var foodList = ListState()
    /// Archived foods are listed (marked) only when asked for.
    var showArchived = false
    var archivedFoods = 0

    /// My Days holds only a window of rows around the selection.
    var days: [DaySummary] = []
    var daysWindowStart = 0
    var dayTotal = 0
    var dayQuery = ""
    var daySort = DaySort.newest
    var dayList = ListState()
    static let dayWindow = 200

    var profile: Profile?
    var preferences = Preferences.standard
    /// Each catalogued setting's value in force, by key (the Settings section and its form).
    var settingValues: [String: String] = [:]
    var latestWeight: (date: LocalDate, kg: Double)?

    static let sectionKeys: [KeyBinding<Command>] = [
        KeyBinding([.left, .character("h")], "previous section", .section(-1), label: "←/h", status: false),
        KeyBinding([.right, .character("l")], "next section", .section(1), label: "→/l", status: false),
        KeyBinding([.character("i")], "import an Apple Health export", .importHealth, status: false),
        KeyBinding([.character("I")], "import from other apps: K-Count, openScale, MyFitnessPal, Cronometer, Lose It!, CSV", .importWeights, status: false),
        KeyBinding([.character("x")], "export everything (JSON or CSV)", .export, status: false),
        KeyBinding([.character("u")], "undo this window's last diary change", .undo, short: "undo"),
    ]
    static let listMoves = ListState.moveKeys(Command.move)
    static let foodKeys = KeyTable<Command>(
        [
            KeyBinding([.character("a")], "add food", .add),
            KeyBinding([.character("e"), .enter], "edit", .edit, label: "e"),
            KeyBinding([.character("d"), .delete], "delete", .delete, label: "d"),
            KeyBinding([.character("/")], "search", .search),
            KeyBinding([.character("s")], "sort", .sort),
            KeyBinding([.character("v")], "show or hide archived foods", .showArchived, short: "archived"),
        ] + listMoves + sectionKeys, scope: "data")
    static let dayKeys = KeyTable<Command>(
        [
            KeyBinding([.enter], "open in Log", .open, label: "Enter"),
            KeyBinding([.character("d"), .delete], "delete day", .delete, label: "d"),
            KeyBinding([.character("/")], "search by date", .search),
            KeyBinding([.character("s")], "sort", .sort),
        ] + listMoves + sectionKeys, scope: "data")
    static let profileKeys = KeyTable<Command>(
        [
            KeyBinding([.character("e"), .enter], "edit profile", .edit, label: "e")
        ] + sectionKeys, scope: "data")
    static let settingsKeys = KeyTable<Command>(
        [
            KeyBinding([.character("e"), .enter], "edit settings", .edit, label: "e")
        ] + sectionKeys, scope: "data")

    var keyTable: KeyTable<Command> {
        switch section {
        case .foods: return Self.foodKeys
        case .days: return Self.dayKeys
        case .profile: return Self.profileKeys
        case .settings: return Self.settingsKeys
        }
    }

    var capturesAllKeys: Bool { modal != nil }

    func changesData(_ key: Key) -> Bool {
        switch keyTable.command(for: key) {
        case .add, .edit, .delete, .importHealth, .undo: return true
        default: return false
        }
    }

    var runningImport: ImportDialog? {
        get { if case .importing(let dialog) = modal { return dialog } else { return nil } }
        set { if let newValue, case .importing = modal { modal = .importing(newValue) } }
    }

    var helpSections: [HelpSection] {
        if let modal { return [HelpSection(title: "Data", entries: modal.dialog.keys)] }
        return [keyTable.helpSection("Data: \(section.title)")]
    }

    var statusItems: [StatusLine.Item] {
        if let modal { return modal.dialog.statusItems }
        return [.init(keys: "←→", label: "section")] + keyTable.statusItems + [.init(keys: "i", label: "import"), .init(keys: "x", label: "export")]
    }

    mutating func reload(context: ScreenContext) {
        today = context.today
        let database = context.database
        preferences = loaded(.standard) { try database.preferences() }
        settingValues = loaded([:]) { try database.userSettings() }
        profile = loaded(nil) { try database.profile() }
        latestWeight = loaded(nil) { try database.latestWeight(onOrBefore: today) }
        reloadFoods(database)
        reloadDays(database)
    }

    mutating func reloadFoods(_ database: AppDatabase) {
        foods = loaded([]) { try database.foods(matching: foodQuery, sort: foodSort, includingArchived: showArchived) }
        archivedFoods = loaded(0) { try database.foodCount(includingArchived: true) - database.foodCount() }
        foodList.move(by: 0, count: foods.count, visible: 1000)
    }

    mutating func reloadDays(_ database: AppDatabase) {
        dayTotal = loaded(0) { try database.dayCount(matching: dayQuery) }
        dayList.move(by: 0, count: dayTotal, visible: 1000)
        daysWindowStart = max(0, dayList.selected - Self.dayWindow / 2)
        days = loaded([]) { try database.daySummaries(matching: dayQuery, sort: daySort, offset: daysWindowStart, limit: Self.dayWindow) }
    }

    func day(at index: Int) -> DaySummary? {
        let local = index - daysWindowStart
        return days.indices.contains(local) ? days[local] : nil
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        today = context.today
        if modal != nil { return handleModal(key, context: context) }
        guard let command = keyTable.command(for: key) else { return [] }
        return perform(command, context: context)
    }
}
