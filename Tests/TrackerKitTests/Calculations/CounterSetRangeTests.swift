import Foundation
import XCTest
@testable import TrackerKit

/// QA1 finding 3: a count is set within ±Int64.max (the range every message states), and a set
/// stored in two steps (wider than 64 bits) is one change to undo; changes that only look alike stay two.
final class CounterSetRangeTests: XCTestCase {
    private var db: AppDatabase!
    private let now = Date(timeIntervalSince1970: 1_795_262_400)

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func clock(seconds: Double = 0) -> CounterClock {
        CounterClock(now: now.addingTimeInterval(seconds), today: LocalDate(iso: "2026-11-21")!)
    }

    func testInt64MinIsRefusedBySetAndByTheEditForm() throws {
        let x = try db.addCounter(name: "X", at: clock())
        XCTAssertThrowsError(try db.setCount(counterId: x.id, to: Int64.min, at: clock())) { error in
            XCTAssertTrue("\(error)".contains("±9223372036854775807"), "\(error)")
        }
        XCTAssertThrowsError(
            try db.updateCounter(id: x.id, name: "X", step: 1, add: nil, set: Int64.min, goal: nil, resetPeriod: nil, at: clock()))
        XCTAssertEqual(try db.counter(id: x.id)?.count, 0)
        XCTAssertEqual(try db.changes(counterId: x.id), [])
    }

    func testOneSetAcrossTheRangeUndoesAsOneBothWays() throws {
        let x = try db.addCounter(name: "X", at: clock())
        try db.setCount(counterId: x.id, to: Int64.max, at: clock())
        try db.setCount(counterId: x.id, to: -Int64.max, at: clock())
        XCTAssertEqual(try db.changes(counterId: x.id).count, 3, "stored in two steps")
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, Int64.max, "never -1, a count it never had")
        try db.setCount(counterId: x.id, to: -Int64.max, at: clock(seconds: 1))
        try db.updateCounter(id: x.id, name: "X", step: 1, add: nil, set: Int64.max - 3, goal: nil, resetPeriod: nil, at: clock(seconds: 2))
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, -Int64.max, "the edit form's set too")
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, Int64.max)
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, 0)
        XCTAssertNil(try db.undoLastChange(counterId: x.id))
    }

    func testTwoSetsAtTheSameInstantThatFitOneStepEachStayTwoUndos() throws {
        let x = try db.addCounter(name: "X", at: clock())
        try db.setCount(counterId: x.id, to: Int64.max, at: clock())  // one step of +Int64.max
        try db.setCount(counterId: x.id, to: 5, at: clock())  // the other way
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, Int64.max)
        XCTAssertEqual(try db.undoLastChange(counterId: x.id)?.count, 0)
    }
}
