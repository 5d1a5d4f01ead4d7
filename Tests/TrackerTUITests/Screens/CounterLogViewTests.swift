import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The counter log (`l`): it scrolls like every other list, shows seconds and whole kind labels at
/// 80 columns, and tells a day's taps apart from its corrections.
final class CounterLogViewTests: XCTestCase {
    private var db: AppDatabase!
    private var time: TestTime!
    private var state: AppState!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)  // Sat 21 Nov 2026 12:00 UTC

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        time = TestTime()
    }

    private func at(day: Int, seconds: Int) -> CounterClock {
        let now = base.addingTimeInterval(Double(day * 86_400 + seconds))
        return CounterClock(now: now, today: LocalDate(now, offset: .utc))
    }

    private func openLog(width: Int = 80, height: Int = 24) throws {
        state = try makeState(width: width, height: height, database: db, time: time)
        state.type(.character("4"), .enter, .character("l"))
    }

    func testTheLogScrollsToItsOldestChangeAndDay() throws {
        let laps = try db.addCounter(name: "Laps", at: at(day: -60, seconds: 0))
        for day in -59...0 { try db.tap(counterId: laps.id, times: 1, at: at(day: day, seconds: 7)) }
        try openLog()
        XCTAssertTrue(state.screenText.contains("2026-11-21 12:00:07"), "newest first, with seconds")
        XCTAssertFalse(state.screenText.contains("2026-09-23 12:00:07"))
        state.type(.end)
        XCTAssertTrue(state.screenText.contains("2026-09-23 12:00:07"), "End reaches the oldest change")
        XCTAssertTrue(state.screenText.contains("23 Sep 2026"), "and the oldest day")
        state.type(.home)
        XCTAssertTrue(state.screenText.contains("2026-11-21 12:00:07"))
        for _ in 0..<30 { state.type(.mouse(MouseEvent(x: 10, y: 10, kind: .scrollDown))) }
        XCTAssertFalse(state.screenText.contains("2026-11-21 12:00:07"), "the wheel scrolls")
        state.type(.pageUp, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp)
        XCTAssertTrue(state.screenText.contains("2026-11-21 12:00:07"))
        state.type(.escape)
        XCTAssertFalse(state.screenText.contains("every change"), "Esc goes back to the counter")
    }

    func testKindLabelsAreWholeAndTapsAreApartFromCorrections() throws {
        let laps = try db.addCounter(name: "Laps", at: at(day: 0, seconds: 0))
        try db.tap(counterId: laps.id, times: 3, at: at(day: 0, seconds: 1))
        try db.setCount(counterId: laps.id, to: 100, at: at(day: 0, seconds: 2))
        try db.updateCounter(id: laps.id, name: "Laps", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .daily, at: at(day: 0, seconds: 3))
        try db.rollOverCounters(at: at(day: 1, seconds: 0))
        try openLog()
        let text = state.screenText
        XCTAssertTrue(text.contains("(reset)"), text)
        XCTAssertTrue(text.contains("(set)"), text)
        XCTAssertTrue(text.contains("21 Nov 2026  3 counted, +97 corrected"), text)
        XCTAssertTrue(text.contains("2026-11-21 12:00:02  (set)   +97 → 100"), text)
        XCTAssertFalse(text.contains("100 counted"), "the set is not counted")
    }
}
