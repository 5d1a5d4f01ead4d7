import TrackerKit

/// The Progress tab: the weight chart with trend and goal, and the numbers beside it.
struct ProgressScreen: Screen {
    enum Command: Equatable, Sendable {
        case period(ChartPeriod), stepPeriod(Int), pan(Int), toggleTrend, toggleGoal, cursor(Int), cursorEnd(first: Bool), hideCursor, nextView
    }

    let title = "Progress"
    var period = ChartPeriod.threeMonths
    var windowEnd: LocalDate
    var today: LocalDate
    var showTrend = true
    var showGoal = true
    /// Index into `report.points`, or nil when the cursor is hidden.
    var cursor: Int?
    var report: ProgressReport?
    /// Which chart: weight, calories against the budget, or measured maintenance.
    var view = ChartView.weight
    /// The calories and expenditure charts' data; read only while one of them is shown.
    var energy: EnergyReport?
    var preferences = Preferences.standard

    init(today: LocalDate) {
        self.today = today
        windowEnd = today
    }

    static let keys = KeyTable<Command>(
        [
            KeyBinding([.left], "shorter period", .stepPeriod(-1), label: "←", status: false),
            KeyBinding([.right], "longer period", .stepPeriod(1), label: "→", status: false),
            KeyBinding([.character("w")], "1 week", .period(.oneWeek), status: false),
            KeyBinding([.character("m")], "1 month", .period(.oneMonth), status: false),
            KeyBinding([.character("Q")], "3 months (a quarter)", .period(.threeMonths), status: false),
            KeyBinding([.character("H")], "6 months (a half year)", .period(.sixMonths), status: false),
            KeyBinding([.character("y")], "1 year", .period(.oneYear), status: false),
            KeyBinding([.character("Y")], "2 years", .period(.twoYears), status: false),
            KeyBinding([.character("a")], "all", .period(.all), status: false),
            KeyBinding([.character("[")], "back in time", .pan(-1)),
            KeyBinding([.character("]")], "forward in time", .pan(1)),
            KeyBinding([.character("v")], "chart: weight, calories, expenditure", .nextView),
            KeyBinding([.character("t")], "trend line on/off", .toggleTrend),
            KeyBinding([.character("g")], "goal line on/off", .toggleGoal),
            KeyBinding([.character("h")], "cursor left", .cursor(-1), label: "h"),
            KeyBinding([.character("l")], "cursor right", .cursor(1), label: "l"),
            KeyBinding([.home], "cursor to the first point", .cursorEnd(first: true), status: false),
            KeyBinding([.end], "cursor to the last point", .cursorEnd(first: false), status: false),
            KeyBinding([.escape], "hide the cursor", .hideCursor, status: false),
        ], scope: "progress")

    var helpSections: [HelpSection] { [Self.keys.helpSection("Progress")] }

    var statusItems: [StatusLine.Item] {
        [.init(keys: "←→", label: "period"), .init(keys: "w m Q H y Y a", label: "1W…All")] + Self.keys.statusItems
    }

    mutating func reload(context: ScreenContext) {
        if today != context.today && windowEnd == today { windowEnd = context.today }
        today = context.today
        preferences = loaded(.standard) { try context.database.preferences() }
        load(context.database)
    }

    mutating func load(_ database: AppDatabase) {
        if period == .all { windowEnd = today }  // All is every weight up to today, whatever was panned before
        report = loaded(nil) { try database.progressReport(period: period, endingOn: windowEnd, today: today) }
        energy = view == .weight ? nil : loaded(nil) { try database.energyReport(period: period, endingOn: windowEnd) }
        let count = cursorDates.count
        if let cursor { self.cursor = count == 0 ? nil : min(cursor, count - 1) }
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        if case .mouse(let event) = key { return handleMouse(event, context: context) }
        guard let command = Self.keys.command(for: key) else { return [] }
        let count = cursorDates.count
        switch command {
        case .nextView:
            view = ChartView.allCases[(ChartView.allCases.firstIndex(of: view)! + 1) % ChartView.allCases.count]
            cursor = nil
        case .period(let chosen): period = chosen; cursor = nil
        case .stepPeriod(let delta):
            let all = ChartPeriod.allCases
            period = all[min(max(all.firstIndex(of: period)! + delta, 0), all.count - 1)]
            cursor = nil
        case .pan(let steps):
            guard period != .all else { return [.message(.info("All already shows every weight."))] }
            windowEnd = min(period.shift(windowEnd, by: steps), today)
            cursor = nil
        case .toggleTrend: showTrend.toggle(); return []
        case .toggleGoal: showGoal.toggle(); return []
        case .cursor(let delta):
            guard count > 0 else { return [] }
            cursor = min(max((cursor ?? (delta < 0 ? count : -1)) + delta, 0), count - 1)
            return []
        case .cursorEnd(let first):
            guard count > 0 else { return [] }
            cursor = first ? 0 : count - 1
            return []
        case .hideCursor: cursor = nil; return []
        }
        load(context.database)
        return []
    }

    mutating func handleMouse(_ event: MouseEvent, context: ScreenContext) -> [Effect] {
        let dates = cursorDates
        guard event.kind == .press, !dates.isEmpty else { return [] }
        let layout = Self.layout(in: context.contentArea)
        guard let chart = currentChart(height: layout.chart.height) else { return [] }
        let plot = chart.plotArea(in: layout.chart)
        guard plot.contains(x: event.x, y: event.y) else { return [] }
        let fraction = Double(event.x - plot.x) / Double(max(plot.width - 1, 1))
        let x = chart.xRange.lowerBound + fraction * (chart.xRange.upperBound - chart.xRange.lowerBound)
        cursor = dates.indices.min { abs(Double(dates[$0].daysSinceEpoch) - x) < abs(Double(dates[$1].daysSinceEpoch) - x) }
        return []
    }
}
