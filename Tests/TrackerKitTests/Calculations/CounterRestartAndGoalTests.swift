import Foundation
import XCTest
@testable import TrackerKit

/// Issue 16.10: the restart value can be set apart from the creation start, and a count-down
/// counter can have a goal below its restart value.
final class CounterRestartAndGoalTests: XCTestCase {
    private let base = Date(timeIntervalSince1970: 1_795_262_400)  // Sat 21 Nov 2026 12:00 UTC

    private func clock(day: Int = 0) -> CounterClock {
        let now = base.addingTimeInterval(Double(day) * 86_400)
        return CounterClock(now: now, today: LocalDate(now, in: TimeZone(identifier: "UTC")!))
    }

    func testADailyCounterRestartsAtTheValueSetLater() throws {
        let db = try AppDatabase.inMemory()
        let plates = try db.addCounter(name: "Plates", start: 0, step: -1, at: clock())
        try db.updateCounter(
            id: plates.id, name: "Plates", step: -1, add: nil, set: 12, goal: nil, resetPeriod: .daily,
            restartAt: 12, at: clock())
        try db.tap(counterId: plates.id, times: 5, at: clock())
        XCTAssertEqual(try db.counter(id: plates.id)?.count, 7)
        try db.rollOverCounters(at: clock(day: 1))
        XCTAssertEqual(try db.counter(id: plates.id)?.count, 12, "restarted at 12, not at the creation start 0")
        XCTAssertEqual(try db.counter(id: plates.id)?.start, 0, "the start stays: count = start + the changes")
        let changes = try db.changes(counterId: plates.id)
        XCTAssertEqual(changes.reduce(0) { $0 + $1.delta }, 12)
    }

    func testACountDownCounterTakesAGoalBelowItsRestartValue() throws {
        let db = try AppDatabase.inMemory()
        let plates = try db.addCounter(name: "Plates", start: 10, step: -1, at: clock())
        try db.updateCounter(id: plates.id, name: "Plates", step: -1, add: nil, set: nil, goal: 0, resetPeriod: nil, at: clock())
        var counter = try XCTUnwrap(db.counter(id: plates.id))
        XCTAssertEqual(counter.goal, 0)
        XCTAssertFalse(counter.reachedGoal)
        XCTAssertEqual(counter.goalProgress, 0)
        counter = try db.tap(counterId: plates.id, times: 10, at: clock())
        XCTAssertTrue(counter.reachedGoal)
        XCTAssertEqual(counter.goalProgress, 1)
        XCTAssertThrowsError(
            try db.updateCounter(
                id: plates.id, name: "Plates", step: -1, add: nil, set: nil, goal: -5,
                resetPeriod: nil, restartAt: -10, at: clock()), "below 0 and not below the restart value")
        XCTAssertThrowsError(
            try db.updateCounter(
                id: plates.id, name: "Plates", step: 1, add: nil, set: nil, goal: 0,
                resetPeriod: nil, at: clock()), "counting up, a goal is above 0")
    }

    func testTheRestartValueAndACountDownGoalTravelThroughTheExport() throws {
        let db = try AppDatabase.inMemory()
        let plates = try db.addCounter(name: "Plates", start: 10, step: -1, at: clock())
        try db.updateCounter(id: plates.id, name: "Plates", step: -1, add: nil, set: nil, goal: 0, resetPeriod: .daily, restartAt: 12, at: clock())
        let copy = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try db.exportDocument().encoded(), into: copy, today: LocalDate(iso: "2026-11-21")!)
        let imported = try XCTUnwrap(copy.counter(named: "Plates"))
        XCTAssertEqual(imported.restartAt, 12)
        XCTAssertEqual(imported.goal, 0)
    }
}
