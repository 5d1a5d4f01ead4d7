import Foundation
import GRDB
import XCTest
@testable import TrackerKit

final class CounterStoreTests: XCTestCase {
    private var db: AppDatabase!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)  // Sat 21 Nov 2026 12:00 UTC

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func clock(minutes: Double = 0, day: Int = 0) -> CounterClock {
        let now = base.addingTimeInterval(minutes * 60 + Double(day) * 86_400)
        return CounterClock(now: now, today: LocalDate(now, in: TimeZone(identifier: "UTC")!))
    }

    /// count = start + the sum of the logged deltas, for every counter. Summed with wrapping
    /// arithmetic, which gives the true sum in any order whenever that sum fits in 64 bits.
    private func assertCountsMatchTheLog(file: StaticString = #filePath, line: UInt = #line) throws {
        for counter in try db.counters() {
            let deltas = try db.read { try Int64.fetchAll($0, sql: "SELECT delta FROM counterChange WHERE counterId = ?", arguments: [counter.id]) }
            XCTAssertEqual(deltas.reduce(counter.start, &+), counter.count, "\(counter.name): count matches the change log", file: file, line: line)
        }
    }

    /// QA s11 S11-14: a change dated before 1900 is one every other machine refuses on receipt, so it is not made here either.
    func testAClockBefore1900CountsNothingAndSaysWhy() throws {
        let counter = try db.addCounter(name: "Old", at: clock())
        let then = Date(timeIntervalSince1970: -2_227_348_800)  // 1899-06-01 12:00 UTC
        let wrong = CounterClock(now: then, today: LocalDate(then, in: TimeZone(identifier: "UTC")!))
        XCTAssertLessThan(wrong.today, Input.earliestDate)
        XCTAssertThrowsError(try db.tap(counterId: counter.id, times: 3, at: wrong)) { XCTAssertTrue("\($0)".contains("before 1900"), "\($0)") }
        XCTAssertEqual(try db.counter(id: counter.id)?.count, 0)
        try assertCountsMatchTheLog()
    }

    func testDefaultNamesUseTheSmallestFreeNumber() throws {
        let one = try db.addCounter(name: nil, at: clock())
        try db.addCounter(name: "", at: clock(minutes: 1))
        XCTAssertEqual(try db.counters().map(\.name), ["New Counter 2", "New Counter 1"], "newest first")
        try db.deleteCounter(id: one.id)
        XCTAssertEqual(try db.addCounter(name: "  ", at: clock(minutes: 2)).name, "New Counter 1", "the freed number again")
        XCTAssertEqual(Counter.defaultName(existing: ["new counter 1", "New Counter 3"]), "New Counter 2")
    }

    func testPinnedFirstThenNewestFirst() throws {
        let a = try db.addCounter(name: "A", at: clock(minutes: 0))
        try db.addCounter(name: "B", at: clock(minutes: 1))
        try db.addCounter(name: "C", at: clock(minutes: 2))
        try db.togglePin(counterId: a.id)
        XCTAssertEqual(try db.counters().map(\.name), ["A", "C", "B"])
        XCTAssertTrue(try db.counters()[0].pinned)
    }

    func testTapsUndoAndTheLog() throws {
        let plates = try db.addCounter(name: "Plates", start: 10, step: -2, at: clock())
        try db.tap(counterId: plates.id, at: clock(minutes: 1))
        try db.tap(counterId: plates.id, times: 3, at: clock(minutes: 2))
        try db.tap(counterId: plates.id, times: -1, at: clock(minutes: 3))
        XCTAssertEqual(try db.counter(id: plates.id)?.count, 10 - 2 - 6 + 2)
        XCTAssertEqual(try db.changes(counterId: plates.id).map(\.delta), [2, -6, -2], "newest first")
        try db.undoLastChange(counterId: plates.id)
        try db.undoLastChange(counterId: plates.id)
        XCTAssertEqual(try db.counter(id: plates.id)?.count, 8)
        try db.undoLastChange(counterId: plates.id)
        XCTAssertNil(try db.undoLastChange(counterId: plates.id), "nothing left to undo")
        XCTAssertEqual(try db.counter(id: plates.id)?.count, 10)
        try assertCountsMatchTheLog()
    }

    func testSetWinsOverAdd() throws {
        let reps = try db.addCounter(name: "Reps", at: clock())
        try db.updateCounter(id: reps.id, name: "Reps", step: 5, add: 100, set: 42, goal: nil, resetPeriod: nil, at: clock())
        XCTAssertEqual(try db.counter(id: reps.id)?.count, 42)
        try db.updateCounter(id: reps.id, name: "Push-ups", step: 5, add: 8, set: nil, goal: 60, resetPeriod: nil, at: clock())
        let updated = try XCTUnwrap(db.counter(id: reps.id))
        XCTAssertEqual(updated.count, 50)
        XCTAssertEqual(updated.name, "Push-ups")
        XCTAssertEqual(updated.goal, 60)
        try db.tap(counterId: reps.id, at: clock())
        XCTAssertEqual(try db.counter(id: reps.id)?.count, 55)
        try assertCountsMatchTheLog()
    }

    func testBadInputIsRefusedAndNothingChanges() throws {
        XCTAssertThrowsError(try db.addCounter(name: "Zero", step: 0, at: clock()))
        let laps = try db.addCounter(name: "Laps", at: clock())
        XCTAssertThrowsError(try db.addCounter(name: "LAPS", at: clock()), "names are unique ignoring case")
        XCTAssertThrowsError(try db.updateCounter(id: laps.id, name: "Laps", step: 0, add: nil, set: nil, goal: nil, resetPeriod: nil, at: clock()))
        try db.setCount(counterId: laps.id, to: Int64.max - 1, at: clock())
        XCTAssertThrowsError(try db.tap(counterId: laps.id, times: 2, at: clock())) { error in
            XCTAssertTrue("\(error)".contains("past what a counter can hold"))
        }
        XCTAssertThrowsError(try db.tap(counterId: laps.id, times: Int64.max, at: clock()))
        try db.setCount(counterId: laps.id, to: -Int64.max, at: clock())  // a difference wider than 64 bits: logged in two changes
        XCTAssertThrowsError(try db.tap(counterId: laps.id, times: -2, at: clock()))
        XCTAssertEqual(try db.counter(id: laps.id)?.count, -Int64.max)
        XCTAssertEqual(try db.counters().count, 1)
        try assertCountsMatchTheLog()
    }

    func testDailyResetStartsAnewAndKeepsHistory() throws {
        let water = try db.addCounter(name: "Glasses", at: clock())
        try db.updateCounter(id: water.id, name: "Glasses", step: 1, add: nil, set: nil, goal: 8, resetPeriod: .daily, at: clock())
        try db.tap(counterId: water.id, times: 5, at: clock(minutes: 10))
        try db.rollOverCounters(at: clock(minutes: 20))
        XCTAssertEqual(try db.counter(id: water.id)?.count, 5, "same day: no reset")
        try db.tap(counterId: water.id, times: 2, at: clock(day: 1))
        XCTAssertEqual(try db.counter(id: water.id)?.count, 2, "the next day starts from 0")
        XCTAssertEqual(try db.dailyTotals(counterId: water.id).map(\.total), [2, 5])
        XCTAssertEqual(try db.changes(counterId: water.id).map(\.kind), [.tap, .reset, .tap])
        try db.rollOverCounters(at: clock(day: 3))
        XCTAssertEqual(try db.counter(id: water.id)?.count, 0)
        try assertCountsMatchTheLog()
    }

    func testWeeklyResetFollowsTheFirstWeekday() throws {
        let runs = try db.addCounter(name: "Runs", at: clock())
        try db.updateCounter(id: runs.id, name: "Runs", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .weekly, at: clock())
        try db.tap(counterId: runs.id, times: 3, at: clock())  // Saturday
        var sunday = clock(day: 1)
        try db.rollOverCounters(at: sunday)
        XCTAssertEqual(try db.counter(id: runs.id)?.count, 3, "weeks start Monday: Sunday is the same week")
        try db.rollOverCounters(at: clock(day: 2))
        XCTAssertEqual(try db.counter(id: runs.id)?.count, 0, "Monday starts a new week")
        sunday.firstWeekday = 7
        XCTAssertEqual(AppDatabase.periodStart(.weekly, clock: sunday), sunday.today, "with Sunday first, Sunday starts the week")
    }

    /// Issue 13 #6: start −(2^63−1), step 2^63−1, two taps, a weekly restart: the restart's change
    /// (start − count) does not fit in 64 bits and trapped every later list, tap and the Counters tab.
    func testARestartWiderThan64BitsIsLoggedInStepsAndNeverTraps() throws {
        let edge = try db.addCounter(name: "Edge", start: -Int64.max, step: Int64.max, at: clock())
        try db.updateCounter(id: edge.id, name: "Edge", step: Int64.max, add: nil, set: nil, goal: nil, resetPeriod: .weekly, at: clock())
        try db.tap(counterId: edge.id, at: clock())
        try db.tap(counterId: edge.id, at: clock())
        XCTAssertEqual(try db.counter(id: edge.id)?.count, Int64.max)
        try db.rollOverCounters(at: clock(day: 2))  // Monday: a new week
        XCTAssertEqual(try db.counter(id: edge.id)?.count, -Int64.max, "restarted at its start")
        XCTAssertEqual(try db.changes(counterId: edge.id).prefix(2).map(\.kind), [.reset, .reset], "one restart, two logged changes")
        try db.tap(counterId: edge.id, at: clock(day: 2))
        XCTAssertEqual(try db.counter(id: edge.id)?.count, 0)
        _ = try db.dailyTotals(counterId: edge.id)
        try assertCountsMatchTheLog()
        XCTAssertEqual(try db.consistencyProblems(), [])
        while try db.undoLastChange(counterId: edge.id) != nil {}
        XCTAssertEqual(try db.counter(id: edge.id)?.count, -Int64.max, "every change undone, in steps too")
    }

    func testPadsKeepTheirKeysAndSkipU() throws {
        var ids: [Int64] = []
        for index in 0..<22 { ids.append(try db.addCounter(name: "Cell \(index)", at: clock(minutes: Double(index))).id) }
        let pad = try db.savePad(name: "Differential", target: 100, counterIds: ids)
        XCTAssertEqual(pad.keys.map(\.key).suffix(3), ["t", "v", "w"], "u is left out: it undoes")
        XCTAssertFalse(pad.keys.contains { $0.key == "u" })
        XCTAssertEqual(try db.pads(), [pad])
        XCTAssertThrowsError(try db.savePad(name: "Empty", target: nil, counterIds: []))
        XCTAssertThrowsError(try db.savePad(name: "Bad", target: 0, counterIds: ids))
        try db.deleteCounter(id: ids[0])
        XCTAssertEqual(try db.pads().first?.keys.count, 21, "a deleted counter leaves its pads")
        XCTAssertEqual(CounterPad.maximumCounters, 26)
    }

    func testTimestampsRoundTrip() {
        let date = Date(timeIntervalSince1970: 1_795_262_400.123)
        XCTAssertEqual(Timestamp.text(date), "2026-11-21T12:00:00.123Z")
        XCTAssertEqual(Timestamp.date("2026-11-21T12:00:00.123Z")!.timeIntervalSince1970, 1_795_262_400.123, accuracy: 0.0005)
        XCTAssertNil(Timestamp.date("2026-11-21 12:00"))
    }
}
