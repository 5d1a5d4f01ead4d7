import ArgumentParser
import TrackerKit

/// `tracker bench render`: times drawing each tab into the cell buffer. Hidden from help; run it
/// from a release build (`swift run -c release tracker bench render`). Figures go in BENCHMARKS.md.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks for BENCHMARKS.md (release builds only).",
        shouldDisplay: false,
        subcommands: [
            BenchRender.self, BenchSeed.self, BenchLog.self, BenchProgress.self, BenchCounters.self, BenchCheck.self,
            BenchExpenditure.self,
        ])
}

struct BenchRender: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Median time to render each tab into the buffer.")

    @Option(help: "Width x height in cells.") var size: String = "200x60"
    @Option(help: "Renders per tab.") var iterations: Int = 2000
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard let screen = ScreenSize(parsing: size), iterations > 0 else { throw ValidationError("bad --size or --iterations") }
        let glyphs = TextEncoding.setUpLocale()
        let database = store.db == nil ? try AppDatabase.inMemory() : try store.open()
        var state = AppState(
            database: database, clock: .system, zone: .system,
            width: screen.width, height: screen.height, glyphs: glyphs)
        say("render into buffer at \(size), \(iterations) iterations, \(glyphs.isUnicode ? "UTF-8" : "ASCII") glyphs")
        for tab in Tab.allCases {
            state.select(tab)
            let samples = Stopwatch.samples(iterations) { _ = state.render() }
            say("  \(TextWidth.pad(tab.title, to: 9)) median \(Stopwatch.format(samples.median))  p95 \(Stopwatch.format(samples.p95))")
        }
        BenchRender.progressCharts(&state, iterations: iterations)
    }
}

/// Wall-clock samples on the monotonic clock.
struct Stopwatch {
    var sorted: [Duration]

    static func samples(_ count: Int, _ body: () -> Void) -> Stopwatch {
        var durations: [Duration] = []
        durations.reserveCapacity(count)
        for _ in 0..<count {
            let start = Clock.system.uptime()
            body()
            durations.append(Clock.system.uptime() - start)
        }
        return Stopwatch(sorted: durations.sorted())
    }

    var median: Duration { sorted[sorted.count / 2] }
    var p95: Duration { sorted[min(sorted.count - 1, sorted.count * 95 / 100)] }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return microseconds >= 1000 ? "\(Double(Int(microseconds / 10)) / 100) ms" : "\(Int(microseconds.rounded())) µs"
    }
}

/// `tracker bench seed --output PATH`: the 10-year diary the Log benchmarks use.
struct BenchSeed: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "seed", abstract: "Write a database with years of diary data.")

    @Option(help: "The database file to create (must not exist).") var output: String
    @Option(help: "Days of data, ending today.") var days: Int = 3650
    @Option(help: "Foods.") var foods: Int = 300
    @Option(help: "Food entries a day.") var entriesPerDay: Int = 5
    @Option(help: "Changes to log on a counter named Laps (0: no counter).") var counterChanges: Int = 0
    @Option(help: "Pool swims a week (0 to 7), each with its laps, strokes and heart rate every 10 seconds.") var swimsPerWeek: Int = 0

    func run() throws {
        guard !FileSystem.exists(output) else { throw ValidationError("--output: \(output) exists; choose a new file.") }
        HeapTrim.keepFreedMemoryForReuse()
        let database = try AppDatabase.open(path: output)
        try database.setSetting(AppState.onboardingSkippedKey, to: "1")
        let today = CommandContext.today
        try DiaryGenerator(days: days, foods: foods, entriesPerDay: entriesPerDay, endingOn: today).fill(database)
        say("Wrote \(days) days, \(foods) foods, \(days * entriesPerDay) entries to \(output).")
        if counterChanges > 0 {
            let start = CommandContext.now.addingTimeInterval(-Double(counterChanges) * 60)
            let laps = try database.addCounter(name: "Laps", at: CounterClock(now: start, today: today))
            try database.logBenchmarkTaps(counterId: laps.id, count: counterChanges, from: start, zone: CommandContext.zone)
            say("Logged \(counterChanges) changes on the counter Laps.")
        }
        if swimsPerWeek > 0 {
            let swims = try SwimGenerator(days: days, perWeek: swimsPerWeek, endingOn: today).fill(database)
            say("Added \(swims) swims with their laps and heart rate.")
        }
    }
}

/// `tracker bench log --db PATH`: moving a day or a month on the Log tab, query + render.
struct BenchLog: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "log", abstract: "Median time to move a day or a month on the Log tab.")

    @Option(help: "Width x height in cells.") var size: String = "200x60"
    @Option(help: "Moves per measurement.") var iterations: Int = 2000
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard let screen = ScreenSize(parsing: size), iterations > 1 else { throw ValidationError("bad --size or --iterations") }
        let glyphs = TextEncoding.setUpLocale()
        var state = AppState(
            database: try store.open(), clock: .system, zone: .system,
            width: screen.width, height: screen.height, glyphs: glyphs)
        state.select(.log)
        say("Log tab at \(size), \(iterations) moves each, key handled + frame rendered")
        for (name, back, forth) in [("day", Key.left, Key.right), ("week", Key.up, Key.down), ("month", Key.character("["), Key.character("]"))] {
            var step = 0
            let samples = Stopwatch.samples(iterations) {
                _ = state.handle(step % 2 == 0 ? back : forth)
                _ = state.render()
                step += 1
            }
            say("  \(TextWidth.pad(name, to: 6)) median \(Stopwatch.format(samples.median))  p95 \(Stopwatch.format(samples.p95))")
        }
    }
}

/// `tracker bench progress --db PATH`: the chart for each period (query + render), and switching period.
struct BenchProgress: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "progress", abstract: "Median time to draw the weight chart for each period.")

    @Option(help: "Width x height in cells.") var size: String = "200x60"
    @Option(help: "Measurements per period.") var iterations: Int = 500
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard let screen = ScreenSize(parsing: size), iterations > 1 else { throw ValidationError("bad --size or --iterations") }
        let glyphs = TextEncoding.setUpLocale()
        let database = try store.open()
        var state = AppState(database: database, clock: .system, zone: .system, width: screen.width, height: screen.height, glyphs: glyphs)
        state.select(.progress)
        let keys: [ChartPeriod: Key] = [
            .oneWeek: .character("w"), .oneMonth: .character("m"), .threeMonths: .character("Q"),
            .sixMonths: .character("H"), .oneYear: .character("y"), .twoYears: .character("Y"), .all: .character("a"),
        ]
        say("Progress tab at \(size), \(iterations) runs each: report queried + chart rendered")
        for view in ProgressScreen.ChartView.allCases {
            for period in ChartPeriod.allCases {
                _ = state.handle(keys[period]!)
                let samples = Stopwatch.samples(iterations) {
                    state.reloadCurrent()  // queries the report again
                    _ = state.render()
                }
                let points = (state.screens[Tab.progress.rawValue] as? ProgressScreen)?.report?.points.count ?? 0
                say(
                    "  \(TextWidth.pad("\(view.rawValue) \(period.rawValue)", to: 16)) median \(Stopwatch.format(samples.median))  "
                        + "p95 \(Stopwatch.format(samples.p95))  (\(points) weights)")
            }
            if view != .expenditure { _ = state.handle(.character("v")) }
        }
        var step = 0
        let switching = Stopwatch.samples(iterations) {
            _ = state.handle(step % 2 == 0 ? .left : .right)
            _ = state.render()
            step += 1
        }
        say("  switching period (←/→, alternating 2Y and All) median \(Stopwatch.format(switching.median))  p95 \(Stopwatch.format(switching.p95))")
    }
}

/// `tracker bench counters --db PATH`: a key on an open counter → the change committed → the frame rendered.
struct BenchCounters: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "counters", abstract: "Median time from a counter key to the redrawn frame.")

    @Option(help: "Width x height in cells.") var size: String = "200x60"
    @Option(help: "Taps to time.") var iterations: Int = 2000
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard let screen = ScreenSize(parsing: size), iterations > 1 else { throw ValidationError("bad --size or --iterations") }
        let glyphs = TextEncoding.setUpLocale()
        let database = try store.open()
        try database.setSetting(AppState.onboardingSkippedKey, to: "1")
        if try database.counters().isEmpty {
            try database.addCounter(name: "Bench", at: CounterClock(now: CommandContext.now, today: CommandContext.today))
        }
        var state = AppState(database: database, clock: .system, zone: .system, width: screen.width, height: screen.height, glyphs: glyphs)
        state.select(.counters)
        _ = state.handle(.enter)
        let before = try database.counters().first?.count ?? 0
        let taps = Stopwatch.samples(iterations) {
            _ = state.handle(.character(" "))
            _ = state.render()
        }
        let after = try database.counters().first?.count ?? 0
        say("Counter at \(size): key → committed (\(database.path == nil ? "in memory" : "WAL file")) → frame rendered, \(iterations) taps")
        say("  tap    median \(Stopwatch.format(taps.median))  p95 \(Stopwatch.format(taps.p95))  (count \(before) → \(after))")
        _ = state.handle(.character("l"))
        let log = Stopwatch.samples(20) {
            state.reloadCurrent()
            _ = state.render()
        }
        say("  open the log and per-day totals: median \(Stopwatch.format(log.median))")
    }
}

/// `tracker bench check --db PATH`: the database's consistency (for the crash-safety script).
struct BenchCheck: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check integrity and invariants; exit 1 on a problem.")
    @OptionGroup var store: StoreOptions

    func run() throws {
        let problems = try store.open(reading: true).consistencyProblems()
        guard problems.isEmpty else {
            problems.forEach { say($0) }
            throw ExitCode.failure
        }
        say("ok")
    }
}
