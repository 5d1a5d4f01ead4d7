import XCTest
import TrackerKit
@testable import TrackerTUI

final class CountersScreenTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp(keys: .character("4"))
    }

    private var screen: CountersScreen { state.screens[Tab.counters.rawValue] as! CountersScreen }

    private func makeCounter(_ name: String = "", start: String = "", step: String = "") {
        state.type(.character("a"))
        state.type(text: name)
        state.type(.tab)
        state.type(text: start)
        state.type(.tab)
        state.type(text: step)
        state.type(.control("s"))
    }

    func testEmptyStateAndDefaults() throws {
        XCTAssertTrue(state.screenText.contains("No counters yet"))
        makeCounter()
        XCTAssertEqual(try db.counters().map(\.name), ["New Counter 1"])
        XCTAssertEqual(try db.counters().first?.step, 1)
        makeCounter("Zero step", step: "0")
        XCTAssertTrue(state.screenText.contains("A step cannot be 0."))
        XCTAssertTrue(state.screenText.contains("[Zero step"), "the text is kept")
        state.type(.escape, .escape)  // the second Esc discards what was typed
        makeCounter("Huge", start: "99999999999999999999")
        XCTAssertTrue(state.screenText.contains("Start is too large"))
        state.type(.escape, .escape)
        XCTAssertEqual(try db.counters().count, 1)
    }

    func testAtTheMinimumSizeTheHintsWrapInsteadOfBeingCut() throws {
        state = try makeState(width: 60, height: 18, database: db, time: time)
        state.type(.character("4"))
        let text = state.screenText
        XCTAssertTrue(text.contains("P opens the counter"))
        XCTAssertTrue(text.contains("pad."))
        XCTAssertFalse(text.contains("…"))
        XCTAssertTrue(text.contains("6 Data"), "every tab whole")
    }

    func testCountingUndoAndEveryChangeIsCommitted() throws {
        makeCounter("Plates", start: "10", step: "-2")
        state.type(.enter)
        state.type(.character(" "), .enter, .character("+"))
        XCTAssertEqual(try db.counter(named: "Plates")?.count, 4, "committed at once, before the next frame")
        XCTAssertTrue(state.screenText.contains("Created on"))
        XCTAssertTrue(state.screenText.contains("step -2"))
        state.type(.character("-"), .backspace)
        XCTAssertEqual(try db.counter(named: "Plates")?.count, 8)
        state.type(.character("u"), .character("u"))
        XCTAssertEqual(try db.counter(named: "Plates")?.count, 4)
        state.type(.character("l"))
        XCTAssertTrue(state.screenText.contains("Changes (newest first)"))
        XCTAssertTrue(state.screenText.contains("-2 → 4"))
        XCTAssertTrue(state.screenText.contains("21 Nov 2026"), "per-day totals")
    }

    func testClickOnTheNumberAdds() throws {
        makeCounter("Laps")
        state.type(.enter)
        let number = CountersScreen.numberArea(in: state.contentArea)
        state.type(.mouse(MouseEvent(x: number.x + number.width / 2, y: number.y + number.height / 2, kind: .press)))
        XCTAssertEqual(try db.counter(named: "Laps")?.count, 1)
    }

    func testSettingsSetWinsGoalBellsAndRename() throws {
        makeCounter("Reps")
        state.type(.enter, .character("e"))
        state.type(.tab, .tab)
        state.type(text: "5")  // add
        state.type(.tab)
        state.type(text: "7")  // set: wins
        state.type(.tab)
        state.type(text: "9")  // goal
        state.type(.control("s"))
        XCTAssertEqual(try db.counter(named: "Reps")?.count, 7)
        XCTAssertTrue(state.screenText.contains("7 / 9"))
        XCTAssertEqual(state.type(.character(" ")), [])
        XCTAssertEqual(state.type(.character(" ")), [.bell], "the bell rings when the goal is reached")
        XCTAssertTrue(state.screenText.contains("goal reached"))
        state.type(.character("e"), .control("u"))
        state.type(.tab, .control("u"))
        state.type(text: "0")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("A counter needs a name."), "named under the field, with the other errors")
        XCTAssertTrue(state.screenText.contains("A step cannot be 0."))
        state.type(.escape, .escape, .escape)  // discard the edits, close the form, leave the counter
        makeCounter("Laps")
        state.type(.enter, .character("e"), .control("u"))
        state.type(text: "reps")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("A counter named “Reps” already exists."))
        XCTAssertEqual(try db.counters().map(\.name).sorted(), ["Laps", "Reps"])
        state.type(.escape)
    }

    /// QA: `tracker show counters` (a read-only look) showed a weekly counter's count from before its
    /// restart, while `counter list` and the app showed the restarted count.
    func testAReadOnlyLookShowsCountsAsTheRestartLeavesThem() throws {
        let path = NSTemporaryDirectory() + "restart-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        let writable = try AppDatabase.open(path: path)
        let lastWeek = CounterClock(now: time.now.addingTimeInterval(-8 * 86_400), today: LocalDate(time.now, offset: .utc).adding(days: -8))
        let laps = try writable.addCounter(name: "Laps", at: lastWeek)
        try writable.updateCounter(id: laps.id, name: "Laps", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .weekly, at: lastWeek)
        try writable.tap(counterId: laps.id, times: 5, at: lastWeek)
        writable.close()
        var look = try makeState(width: 100, height: 30, database: AppDatabase.open(path: path, readOnly: true), time: time)
        look.type(.character("4"))
        let row = look.screenText.split(separator: "\n").first { $0.contains("Laps") }.map(String.init) ?? ""
        XCTAssertTrue(row.contains(" 0 "), "restarted this week: \(row)")
        XCTAssertFalse(row.contains(" 5 "), row)
    }

    func testTheLogOpensForExtremeDailyTotals() throws {
        let clock = CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!)
        let big = try db.addCounter(name: "Big", start: Int64.max, at: clock)
        try db.setCount(counterId: big.id, to: 0, at: clock)
        try db.setCount(counterId: big.id, to: -Int64.max, at: clock)
        XCTAssertEqual(try db.dailyTotals(counterId: big.id).map(\.total), [-Int64.max], "clamped symmetrically")
        state.type(.control("l"))
        state.type(.enter, .character("l"))
        XCTAssertTrue(state.screenText.contains("Per day"))
        XCTAssertTrue(state.screenText.contains("-9223372036854775807"))
    }

    func testPinAndDeleteAskFirstAndShowTheCount() throws {
        makeCounter("Old")
        time.now = time.now.addingTimeInterval(60)
        makeCounter("New")
        XCTAssertEqual(screen.counters.map(\.name), ["New", "Old"])
        state.type(.down, .character("p"))
        XCTAssertEqual(screen.counters.map(\.name), ["Old", "New"], "pinned first")
        XCTAssertEqual(screen.selectedCounter?.name, "Old", "the selection follows the pinned counter")
        try db.tap(counterId: try db.counter(named: "New")!.id, times: 12, at: CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!))
        state.type(.character("1"), .character("4"), .down, .character("d"))
        XCTAssertTrue(state.screenText.contains("Delete New (count 12) and its log?"))
        state.type(.character("n"))
        XCTAssertEqual(try db.counters().count, 2)
        state.type(.character("d"), .character("y"))
        XCTAssertEqual(try db.counters().map(\.name), ["Old"])
    }

    func testPadCountsPercentagesUndoAndTarget() throws {
        for name in ["Neutrophils", "Lymphocytes", "Monocytes"] { makeCounter(name) }
        state.type(.character("P"), .enter)
        state.type(text: "Diff")
        state.type(.tab)
        state.type(text: "4")
        state.type(.control("s"))
        state.type(.character(" "), .down, .character(" "), .down, .character(" "), .enter)
        XCTAssertTrue(state.screenText.contains("Diff · total 0 of 4"))
        // Keys follow the list order (newest first): a Monocytes, b Lymphocytes, c Neutrophils.
        state.type(.character("a"), .character("a"), .character("b"))
        XCTAssertTrue(state.screenText.contains("66.7%"))
        state.type(.character("q"))
        XCTAssertEqual(state.tab, .counters, "q is a pad key (or nothing) while the pad is open")
        XCTAssertEqual(state.type(.character("c")), [.bell], "target reached rings")
        XCTAssertTrue(state.screenText.contains("TARGET REACHED"))
        state.type(.character("A"))
        XCTAssertEqual(try db.counter(named: "Monocytes")?.count, 1, "Shift+letter takes one off")
        state.type(.character("u"), .character("u"))
        XCTAssertEqual(try db.counter(named: "Monocytes")?.count, 2, "undo the Shift-A")
        XCTAssertEqual(try db.counter(named: "Neutrophils")?.count, 0, "then the c, whatever counter it hit")
        state.type(.character("C"))
        XCTAssertEqual(try db.counter(named: "Neutrophils")?.count, 0, "a pad does not count below 0")
        XCTAssertTrue(state.screenText.contains("Neutrophils is at 0: a pad does not count below 0."))
        let lymphocytes = try XCTUnwrap(try db.counter(named: "Lymphocytes"))
        try db.setCount(counterId: lymphocytes.id, to: -5, at: CounterClock(now: time.now, today: LocalDate(iso: "2026-11-21")!))
        state.type(.control("l"))
        XCTAssertTrue(state.screenText.contains("Diff · total -3 of 4"), "the pad shows the new counts")
        XCTAssertFalse(state.screenText.contains("%"), "no shares of a total with a negative count in it")
        state.type(.escape, .escape)
        XCTAssertEqual(try db.pads().first?.name, "Diff", "saved by name")
        for counter in try db.counters() {
            let deltas = try db.read { try Int64.fetchAll($0, sql: "SELECT delta FROM counterChange WHERE counterId = ?", arguments: [counter.id]) }
            XCTAssertEqual(deltas.reduce(counter.start, &+), counter.count, "counts match the change log")
        }
    }

    func testAPadTotalStopsAtTheLimitInsteadOfWrappingNegative() {
        let counters = [
            Counter(id: 1, name: "Big", count: .max, start: 0, step: 1, createdAt: Date(), pinned: false),
            Counter(id: 2, name: "Small", count: 32, start: 0, step: 1, createdAt: Date(), pinned: false),
        ]
        let pad = PadView(pad: CounterPad(id: 1, name: "Diff", target: 20, keys: [("a", 1), ("b", 2)]), counters: counters)
        XCTAssertEqual(pad.total, .max)
        XCTAssertTrue(pad.targetReached)
    }
}
