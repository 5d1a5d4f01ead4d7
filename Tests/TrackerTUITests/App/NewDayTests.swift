import Foundation
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// At midnight the screens are redrawn without a key: a daily counter shows its restart (and says
/// so) before the next tap, and "today" moves on.
final class NewDayTests: XCTestCase {
    func testMidnightRestartsADailyCounterOnScreenAndSaysSo() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime(now: Date(timeIntervalSince1970: 1_795_305_540))  // 2026-11-21 23:59 UTC
        let clock = CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!)
        let glasses = try db.addCounter(name: "Glasses", at: clock)
        try db.updateCounter(id: glasses.id, name: "Glasses", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .daily, at: clock)
        try db.tap(counterId: glasses.id, times: 3, at: clock)
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("4"), .enter)
        XCTAssertFalse(state.reloadIfNewDay(), "same day: nothing to do")
        time.now = time.now.addingTimeInterval(90)  // 00:00:30 the next day, no key pressed
        XCTAssertTrue(state.reloadIfNewDay())
        XCTAssertEqual(try db.counter(id: glasses.id)?.count, 0)
        XCTAssertTrue(state.screenText.contains("New day: Glasses restarted at 0."), state.screenText)
        state.type(.character(" "))
        XCTAssertEqual(try db.counter(id: glasses.id)?.count, 1, "the tap counts on the new day")
        XCTAssertFalse(state.reloadIfNewDay())
    }

    /// Issue 30 #2: the midnight restart's failure was dropped (`try?`) and "New day." said over it; it is said as
    /// the Counters tab says a failed restart.
    func testAMidnightRestartThatFailsIsSaidNotHidden() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime(now: Date(timeIntervalSince1970: 1_795_305_540))  // 2026-11-21 23:59 UTC
        let clock = CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!)
        let glasses = try db.addCounter(name: "Glasses", at: clock)
        try db.updateCounter(id: glasses.id, name: "Glasses", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .daily, at: clock)
        try db.tap(counterId: glasses.id, times: 3, at: clock)
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        try db.writer.write { try $0.execute(sql: "CREATE TRIGGER refuse BEFORE UPDATE ON counter BEGIN SELECT RAISE(ABORT, 'disk full'); END") }
        time.now = time.now.addingTimeInterval(90)
        XCTAssertTrue(state.reloadIfNewDay())
        XCTAssertEqual(try db.counter(id: glasses.id)?.count, 3, "the restart failed")
        guard case .error(let text) = state.message else { return XCTFail("no error shown: \(String(describing: state.message))") }
        XCTAssertEqual(text, "Could not read the database: disk full")
        XCTAssertTrue(state.screenText.contains("Could not read the database: disk full"), state.screenText)
    }

    func testTheWelcomePageMovesToTheNewDay() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime(now: Date(timeIntervalSince1970: 1_795_305_540))
        try db.logExercise("Squat", on: LocalDate(iso: "2026-11-21")!)
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"))
        XCTAssertTrue(state.screenText.contains("today: 1 done"))
        time.now = time.now.addingTimeInterval(90)
        state.reloadIfNewDay()
        XCTAssertTrue(state.screenText.contains("today: 0 done"), state.screenText)
    }
}

/// Smaller items of issue 16.11.
final class WorkoutAndCounterDetailTests: XCTestCase {
    func testTheAppOpensOnTheTabLastUsedOnThisMachineOrTheConfiguredOne() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(try makeState(database: db).tab, .log)
        XCTAssertEqual(try makeState(database: db, lastTab: .counters).tab, .counters, "the loop reads the last tab from the machine's state file")
        var config = TrackerConfig()
        config.startTab = "swim"
        XCTAssertEqual(try makeState(database: db, config: config, lastTab: .counters).tab, .swim, "[app] start_tab wins over the last")
        XCTAssertNil(try db.setting("app.tab"), "the diary holds no tab")
    }

    func testCtrlZSuspendsFromThePadHistoryAndHelp() throws {
        var state = try makeState(width: 100, height: 30)
        state.type(.character("3"), .character("H"))
        XCTAssertEqual(state.type(.control("z")), [.suspend], "History")
        state.type(.escape, .character("?"))
        XCTAssertEqual(state.type(.control("z")), [.suspend], "help")
        state.type(.escape, .character("4"), .character("P"))
        XCTAssertEqual(state.type(.control("z")), [.suspend], "pad list")
    }

    func testTwoExercisesAreBoth() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime()
        for exercise in try db.exercises().dropFirst(2) { try db.deleteExercise(id: exercise.id) }
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("S"))
        for _ in 0..<200 {
            time.uptime += .seconds(1)
            _ = state.tick()
        }
        XCTAssertTrue(state.screenText.contains("Good job completing both exercises!"), state.screenText)
    }

    func testCounterListSpeaksTheExportsSchema() throws {
        let path = NSTemporaryDirectory() + "schema-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        XCTAssertEqual(trackerExitCode(["counter", "add", "Laps"], db: path), 0)
        let listing = Listing(columns: ["pinned", "resetPeriod"], rows: [[.boolean(false), .none]])
        XCTAssertTrue(listing.render(.json).contains("\"pinned\" : false") || listing.render(.json).contains("\"pinned\": false"), listing.render(.json))
        XCTAssertTrue(listing.render(.json).contains("null"))
    }
}

/// Issue 25.5: a Log left open on today follows midnight, and `w` logs on the new today.
final class LogNewDayTests: XCTestCase {
    func testTheLogLeftOnTodayMovesToTheNewTodayAndSaysSo() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime(now: Date(timeIntervalSince1970: 1_795_305_540))  // 2026-11-21 23:59 UTC
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        XCTAssertTrue(state.screenText.contains("Sat 21 Nov 2026 · today"), state.screenText)
        time.now = time.now.addingTimeInterval(90)
        XCTAssertTrue(state.reloadIfNewDay())
        XCTAssertTrue(state.screenText.contains("Sun 22 Nov 2026 · today"), state.screenText)
        XCTAssertTrue(state.screenText.contains("The Log moved on to today, Sun 22 Nov 2026."), state.screenText)
        state.type(.character("w"))
        state.type(text: "80.4")
        state.type(.enter)
        XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-22")!).weightKg, 80.4)
        XCTAssertNil(try db.dayDetail(LocalDate(iso: "2026-11-21")!).weightKg)
    }

    func testALogOnAnEarlierDayStaysThere() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime(now: Date(timeIntervalSince1970: 1_795_305_540))
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.left)
        time.now = time.now.addingTimeInterval(90)
        state.reloadIfNewDay()
        XCTAssertTrue(state.screenText.contains("Fri 20 Nov 2026"), state.screenText)
        XCTAssertFalse(state.screenText.contains("moved on"), state.screenText)
    }
}
