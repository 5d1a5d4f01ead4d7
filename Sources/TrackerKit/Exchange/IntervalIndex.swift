/// Finds which of some intervals contain an instant, fast when few overlap: the intervals sorted by
/// start, and for each the latest end of it and all before it, so a search walks back only over
/// intervals that could still reach the instant.
struct IntervalIndex {
    /// Positions in the list given, by start.
    private let order: [Int]
    private let starts: [Double]
    private let ends: [Double]
    private let reach: [Double]

    init(_ intervals: [(start: Double, end: Double)]) {
        order = intervals.indices.sorted { intervals[$0].start < intervals[$1].start }
        starts = order.map { intervals[$0].start }
        ends = order.map { intervals[$0].end }
        var latest = -Double.infinity
        reach = ends.map {
            latest = max(latest, $0); return latest
        }
    }

    /// The positions (in the list given) of the intervals with start ≤ instant ≤ end, latest start first.
    func containing(_ instant: Double) -> [Int] {
        var found: [Int] = []
        forEach(containing: instant) {
            found.append($0); return true
        }
        return found
    }

    /// The one with the latest start, found without making an array (millions of heart-rate samples ask).
    func innermost(containing instant: Double) -> Int? {
        var found: Int?
        forEach(containing: instant) {
            found = $0; return false
        }
        return found
    }

    /// Calls `body` with each containing interval, latest start first, while it returns true.
    private func forEach(containing instant: Double, _ body: (Int) -> Bool) {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0 && reach[index] >= instant {
            if ends[index] >= instant && !body(order[index]) { return }
            index -= 1
        }
    }
}
