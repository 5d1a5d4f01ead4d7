import ArgumentParser
import TrackerKit

/// `tracker bench render`: times drawing each tab into the cell buffer. Hidden from help; run it
/// from a release build (`swift run -c release tracker bench render`). Figures go in BENCHMARKS.md.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks for BENCHMARKS.md (release builds only).",
        shouldDisplay: false,
        subcommands: [BenchRender.self])
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
        var state = AppState(database: database, clock: .system, zone: .system,
                             width: screen.width, height: screen.height, glyphs: glyphs)
        print("render into buffer at \(size), \(iterations) iterations, \(glyphs.isUnicode ? "UTF-8" : "ASCII") glyphs")
        for tab in Tab.allCases {
            state.select(tab)
            let samples = Stopwatch.samples(iterations) { _ = state.render() }
            print("  \(TextWidth.pad(tab.title, to: 9)) median \(Stopwatch.format(samples.median))  p95 \(Stopwatch.format(samples.p95))")
        }
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
