import Foundation
import TrackerKit

/// The Swim tab (Swimlight): a month of swims, streaks, the chosen day's report against the month,
/// heart rate and zones, stroke styles, laps; import from Apple Health, or swims entered by hand.
struct SwimScreen: ImportHosting, DialogHosting {
    enum Detail: Int, CaseIterable { case heartRate, strokes, sets }

    enum Command: Equatable, Sendable {
        case moveDays(Int), moveMonths(Int), today, goTo, latest, nextSwim, add, edit, delete, importExport, detail, lapPage(Int), figures
    }

    let title = "Swim"
    var selected: LocalDate
    var today: LocalDate
    var monthSwims: [Swim] = []
    var swimIndex = 0
    var detail: SwimDetail?
    var history = SwimHistory()
    var hasAnySwim = false
    var maxHeartRateSetting: Int?
    var birthDate: LocalDate?
    /// Metres or yards (`swim.distanceUnit`, and each swim's pool).
    var swimFormat = SwimFormat()
    var firstWeekday = 1
    var detailView = Detail.heartRate
    /// The first lap on screen when a swim has more laps than the panel has room for: kept as a lap,
    /// not a page number, so a resize shows the page that holds it.
    var firstLap = 0
    /// The first set on screen when the sets view has no room for all of them, kept the same way.
    var firstSet = 0
    /// `b`: the day panel shows the streaks and bests instead of the swim (on a narrow screen the only
    /// place they fit on a day with a swim).
    var showsFigures = false
    var modal: Modal?

    init(today: LocalDate) {
        self.today = today
        selected = today
    }

    static let keys = KeyTable<Command>(
        [
            KeyBinding([.character("i")], "import an Apple Health export or FIT files", .importExport, short: "import"),
            KeyBinding([.character("a")], "add a swim by hand", .add, short: "add"),
            KeyBinding([.character("v")], "heart rate / strokes and laps / sets", .detail, short: "heart rate / laps / sets"),
            KeyBinding([.character("n")], "next swim of the day", .nextSwim, short: "next swim"),
            KeyBinding([.character("e")], "edit (swims added by hand)", .edit, short: "edit"),
            KeyBinding([.character("d")], "delete the swim (asks first)", .delete, short: "delete"),
            KeyBinding([.character("b")], "streaks and bests in the day panel, or back to the swim", .figures, status: false),
            KeyBinding([.pageDown], "more laps or sets (when they do not all fit)", .lapPage(1), label: "PgDn", status: false),
            KeyBinding([.pageUp], "earlier laps or sets", .lapPage(-1), label: "PgUp", status: false),
            KeyBinding([.left, .character("h")], "previous day", .moveDays(-1), label: "←/h", status: false),
            KeyBinding([.right, .character("l")], "next day", .moveDays(1), label: "→/l", status: false),
            KeyBinding([.up, .character("k")], "previous week", .moveDays(-7), label: "↑/k", status: false),
            KeyBinding([.down, .character("j")], "next week", .moveDays(7), label: "↓/j", status: false),
            KeyBinding([.character("[")], "previous month", .moveMonths(-1), status: false),
            KeyBinding([.character("]")], "next month", .moveMonths(1), status: false),
            KeyBinding([.character("t")], "today", .today, status: false),
            KeyBinding([.character("g")], "go to a date", .goTo, status: false),
            KeyBinding([.character("L")], "the latest swim", .latest, status: false),
        ], scope: "swim")

    var capturesAllKeys: Bool { modal != nil }

    func changesData(_ key: Key) -> Bool {
        switch Self.keys.command(for: key) {
        case .add, .edit, .delete, .importExport: return true
        default: return false
        }
    }

    var helpSections: [HelpSection] {
        if let modal { return [HelpSection(title: "Swim", entries: modal.dialog.keys)] }
        return [Self.keys.helpSection("Swim")]
    }

    var statusItems: [StatusLine.Item] {
        if let modal { return modal.dialog.statusItems }
        // Only the keys that do something for the day on screen.
        let swim = selectedSwim
        let useful = Self.keys.bindings.filter { binding in
            guard binding.inStatusLine else { return false }
            switch binding.command {
            case .edit: return swim?.source == .manual
            case .delete, .detail: return swim != nil
            case .nextSwim: return swimsOfDay.count > 1
            default: return true
            }
        }
        return [.init(keys: "←→↑↓", label: "day")] + useful.map { StatusLine.Item(keys: $0.label, label: $0.statusSummary) }
    }

    var swimsOfDay: [Swim] { monthSwims.filter { $0.date == selected } }
    var selectedSwim: Swim? { swimsOfDay.indices.contains(swimIndex) ? swimsOfDay[swimIndex] : nil }

    var runningImport: ImportDialog? {
        get { if case .importing(let dialog) = modal { return dialog } else { return nil } }
        set { if let newValue, case .importing = modal { modal = .importing(newValue) } }
    }

    mutating func reload(context: ScreenContext) {
        today = context.today
        let database = context.database
        firstWeekday = loaded(1) { try database.preferences().firstWeekday }
        history = SwimHistory(database: database, today: today, firstWeekday: firstWeekday)
        hasAnySwim = history.dayStreaks.best > 0
        maxHeartRateSetting = loaded(nil) { try database.value(.maxHeartRate) }
        birthDate = loaded(nil) { try database.profile() }?.birthDate
        swimFormat = SwimFormat(totals: loaded(.meters) { try database.value(.swimDistanceUnit) })
        loadMonth(database)
    }

    mutating func loadMonth(_ database: AppDatabase) {
        let first = selected.firstOfMonth
        monthSwims = loaded([]) { try database.swims(from: first, to: first.adding(days: first.daysInMonth - 1)) }
        loadDetail(database)
    }

    mutating func loadDetail(_ database: AppDatabase) {
        swimIndex = min(swimIndex, max(0, swimsOfDay.count - 1))
        let shown = detail?.swim.id
        detail = selectedSwim.flatMap { swim in loaded(nil) { try database.swimDetail(id: swim.id) } }
        if detail?.swim.id != shown { (firstLap, firstSet) = (0, 0) }
    }

    mutating func select(_ date: LocalDate, database: AppDatabase) {
        let sameMonth = date.year == selected.year && date.month == selected.month
        selected = date
        swimIndex = 0
        if sameMonth { loadDetail(database) } else { loadMonth(database) }
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        today = context.today
        if modal != nil { return handleModal(key, context: context) }
        if case .mouse(let event) = key {
            guard event.kind == .press else { return [] }
            let layout = Self.layout(in: context.contentArea)
            if let date = date(at: event, in: context.contentArea, calendar: layout.calendar) { select(date, database: context.database) }
            return []
        }
        guard let command = Self.keys.command(for: key) else { return [] }
        let database = context.database
        switch command {
        case .moveDays(let days): select(selected.adding(days: days), database: database)
        case .moveMonths(let months): select(selected.adding(months: months), database: database)
        case .today: select(today, database: database)
        case .goTo: modal = .goTo(PromptDialog(title: "Go to a date (YYYY-MM-DD, today, yesterday, -N)", label: "Go to", enterLabel: "go"))
        case .latest:
            guard let last = loaded([], { try database.swimDays() }).last else { return [.message(.info("No swims yet."))] }
            select(last, database: database)
        case .nextSwim:
            guard swimsOfDay.count > 1 else { return [] }
            swimIndex = (swimIndex + 1) % swimsOfDay.count
            loadDetail(database)
        case .detail: detailView = Detail(rawValue: (detailView.rawValue + 1) % Detail.allCases.count)!
        case .figures: showsFigures.toggle()
        case .lapPage(let delta): turnPage(delta, panel: Self.layout(in: context.contentArea).panel)
        case .importExport: modal = .importing(ImportDialog())
        case .add:
            guard selected <= today else {
                return [.message(.error("\(CalendarNames.readable(selected)) is in the future: only today and earlier can be logged."))]
            }
            modal = .form(Self.form(date: selected, swim: nil, unit: swimFormat.totals), editing: nil)
        case .edit:
            guard let swim = selectedSwim else { return [.message(.info("No swim on this day: a adds one."))] }
            guard swim.source == .manual else { return [.message(.info("Imported swims come from your watch; only swims added by hand can be edited."))] }
            modal = .form(Self.form(date: swim.date, swim: swim, unit: swimFormat.unit(of: swim)), editing: swim)
        case .delete:
            guard let swim = selectedSwim else { return [] }
            modal = .confirmDelete(swim, Self.deleteQuestion(swim))
        }
        return []
    }

    /// A bare number is in `unit` (the `swim.distanceUnit` setting); `1500 m`, `1650 yd`, `25 yd` say their own.
    static func form(date: LocalDate, swim: Swim?, unit: SwimDistanceUnit) -> Form {
        let name = unit == .meters ? "meters" : "yards"
        return Form(
            title: swim == nil ? "Add a swim" : "Edit the swim",
            fields: [
                .text("Date", date.iso, hint: "YYYY-MM-DD, today or earlier", maxLength: 20),
                .text("Minutes", swim.map { Format.trimmed($0.durationSeconds / 60) } ?? "", hint: "how long, like 45", maxLength: 20),
                .text(
                    "Distance", swim.map { Format.trimmed(unit.value(fromMeters: $0.distanceMeters)) } ?? "",
                    hint: "in \(name), or 1500 m, 1650 yd (0: not recorded)", maxLength: 20),
                .text("Kcal", swim?.activeKcal.map { Format.trimmed($0) } ?? "", hint: "optional", maxLength: 20),
                .text(
                    "Pool length", swim?.lapLengthMeters.map { Format.trimmed(unit.value(fromMeters: $0)) } ?? "",
                    hint: "optional, in \(name): 25, 50, or 25 yd, 50 m", maxLength: 20),
            ])
    }
}

extension SwimScreen {
    /// PgDn/PgUp: the sets when the sets view shows them alone, else the laps (laps hidden behind the
    /// heart-rate view: the first PgDn brings them up).
    mutating func turnPage(_ delta: Int, panel: Rect) {
        let areas = detailAreas(panel: panel)
        if let sets = areas.sets, areas.strokes == nil, let detail {
            let paging = Self.setPaging(count: Self.sets(of: detail).count, in: sets)
            firstSet = min(max(firstSet / paging.perPage + delta, 0), paging.pages - 1) * paging.perPage
            return
        }
        if areas.strokes == nil { detailView = .strokes; return }
        let paging = lapPaging(panel: panel)
        firstLap = min(max(firstLap / paging.perPage + delta, 0), paging.pages - 1) * paging.perPage
    }
}
