import TrackerKit

extension BenchRender {
    /// Each Progress chart (weight, calories, expenditure) at 3M, 1Y and All: one frame rendered into the buffer.
    static func progressCharts(_ state: inout AppState, iterations: Int) {
        state.select(.progress)
        let periods: [(String, Key)] = [("3M", .character("Q")), ("1Y", .character("y")), ("All", .character("a"))]
        for view in ProgressScreen.ChartView.allCases {
            for (name, key) in periods {
                _ = state.handle(key)
                let samples = Stopwatch.samples(iterations) { _ = state.render() }
                say(
                    "  Progress \(TextWidth.pad("\(view.rawValue) \(name)", to: 16)) median \(Stopwatch.format(samples.median))  p95 \(Stopwatch.format(samples.p95))"
                )
            }
            _ = state.handle(.character("v"))
        }
    }
}
