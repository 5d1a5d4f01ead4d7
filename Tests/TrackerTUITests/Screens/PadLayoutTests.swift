import XCTest
import TrackerKit
@testable import TrackerTUI

/// A pad shows every cell whose key counts, at every size down to the smallest.
final class PadLayoutTests: XCTestCase {
    private func openPad(counters: Int, width: Int, height: Int) throws -> (AppState, AppDatabase) {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        var ids: [Int64] = []
        for index in 0..<counters { ids.append(try db.addCounter(name: "Cell \(index + 1)", at: clock).id) }
        try db.savePad(name: "Differential", target: 100, counterIds: ids)
        var state = try makeState(width: width, height: height, database: db)
        state.type(.character("4"), .character("P"), .enter)
        return (state, db)
    }

    func testEveryCellOfAFullPadIsVisibleAtEverySize() throws {
        for (width, height) in [(80, 24), (60, 18), (200, 60)] {
            let (state, _) = try openPad(counters: CounterPad.maximumCounters, width: width, height: height)
            let text = state.screenText
            for index in 1...CounterPad.maximumCounters {
                XCTAssertTrue(
                    text.contains("Cell \(index) ") || text.contains("Cell \(index)\n") || text.contains("Cell \(index)─"),
                    "Cell \(index) hidden at \(width)×\(height):\n\(text)")
            }
        }
    }

    func testSharesHaveOneDecimal() throws {
        var (state, _) = try openPad(counters: 3, width: 80, height: 24)
        state.type(.character("a"), .character("b"), .character("b"))
        XCTAssertTrue(state.screenText.contains("33.3%"), state.screenText)
        XCTAssertTrue(state.screenText.contains("66.7%"))
    }
}
