import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Workout tab driven by keys and a test clock: time moves only when the test moves it.
final class WorkoutScreenTests: AppStateTestCase {
    override func setUpWithError() throws {
        try openApp(keys: .character("3"))
    }

    private var workout: WorkoutScreen { state.screens[Tab.workout.rawValue] as! WorkoutScreen }

    /// Moves the clock and lets the app handle every deadline passed on the way, as the loop does.
    @discardableResult
    private func advance(_ duration: Duration) -> [Effect] {
        let end = time.uptime + duration
        var effects: [Effect] = []
        while let deadline = state.nextDeadline(), deadline <= end {
            time.uptime = max(time.uptime, deadline)
            effects += state.tick()
        }
        time.uptime = end
        return effects
    }

    private func logged() throws -> [String] {
        try db.workoutHistory().flatMap { day in day.counts.flatMap { Array(repeating: $0.name, count: $0.count) } }
    }

    func testKeysArrivingFasterThanTheDeadlinesDoNotStarveTheCountdown() throws {
        state.type(.enter, .enter)
        for _ in 0..<300 {  // a key every 0.1 s, as when typing on another tab: the loop never times out
            time.uptime += .milliseconds(100)
            state.type(.character("z"))
        }
        XCTAssertTrue(workout.countdown?.isFinished == true, "30 s passed while keys kept coming")
    }

    func testAnExerciseFromStartToDoneWithBellsInTheLastThreeSeconds() throws {
        state.type(.enter)
        XCTAssertEqual(workout.page, 1)
        XCTAssertNil(state.nextDeadline(), "idle: the loop waits for keys only")
        state.type(.enter)
        XCTAssertEqual(state.nextDeadline(), time.uptime + .seconds(1), "wakes at the next second")
        XCTAssertEqual(advance(.seconds(26)), [], "no bell before the last three seconds")
        XCTAssertTrue(state.screenText.contains("unlocks at 0"))
        state.type(.enter)
        XCTAssertEqual(try logged(), [], "Done does nothing before zero")
        XCTAssertEqual(advance(.seconds(4)), [.bell, .bell, .bell, .bell, .bell, .bell], "3, 2, 1, then the end: three bells (and a flash, drawn by the app)")
        XCTAssertTrue(workout.countdown?.isFinished == true)
        advance(AppState.flashLength)  // the end's flash is drawn for a moment
        XCTAssertNil(state.nextDeadline())
        state.type(.enter)
        XCTAssertEqual(try logged(), ["Squat"])
        XCTAssertEqual(workout.page, 2)
        XCTAssertTrue(state.screenText.contains("Squat done. Next: Step Up."))
    }

    func testTheLastExerciseOpensHighFiveAndContinueReturnsToWelcome() throws {
        state.type(.left, .left, .left, .left, .left)
        for _ in 0..<4 {
            if workout.page == 0 { state.type(.enter) }
            state.type(.enter)
            advance(.seconds(30))
            state.type(.enter)
        }
        XCTAssertEqual(try logged().sorted(), ["Burpee", "Squat", "Step Up", "Sun Salute"])
        XCTAssertTrue(state.screenText.contains("Good job completing all four exercises!"))
        XCTAssertTrue(state.screenText.contains("Remember tomorrow's another day. So eat well and get some rest."))
        state.type(.enter)
        XCTAssertEqual(workout.page, 0)
        XCTAssertTrue(state.screenText.contains("Streak: 1 day"))
    }

    func testPauseKeepsTheTimeLeft() {
        state.type(.enter, .enter)
        advance(.milliseconds(10_400))
        state.type(.character(" "))
        XCTAssertNil(state.nextDeadline(), "a paused countdown needs no wake-ups")
        advance(.seconds(600))
        XCTAssertEqual(workout.countdown?.secondsShown(now: time.uptime), 20)
        state.type(.character(" "))
        advance(.milliseconds(19_600))
        XCTAssertTrue(workout.countdown?.isFinished == true)
    }

    func testEscAsksBeforeAbandoningAndQuitAsksWhileRunning() throws {
        state.type(.enter, .enter)
        advance(.seconds(5))
        XCTAssertEqual(state.type(.character("q")), [], "q asks first while a timer runs")
        XCTAssertTrue(state.screenText.contains("A workout timer is running. Quit anyway?"))
        state.type(.character("n"))
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Stop this exercise?"))
        state.type(.character("n"))
        XCTAssertTrue(workout.isBusy)
        state.type(.escape, .character("y"))
        XCTAssertFalse(workout.isBusy)
        XCTAssertEqual(try logged(), [])
        XCTAssertEqual(state.type(.character("q")), [.quit], "nothing running: q quits at once")
    }

    func testTheTimerKeepsRunningOnAnotherTab() {
        state.type(.enter, .enter)
        state.type(.character("1"))
        let effects = advance(.seconds(30))
        XCTAssertEqual(effects.filter { $0 == .bell }.count, 6, "it rang from the Log tab (3 warnings, 3 at the end)")
        XCTAssertTrue(workout.countdown?.isFinished == true)
    }

    func testRatingsWithKeysAndMouse() throws {
        state.type(.enter)
        state.type(.character("+"), .character("+"), .character("+"))
        XCTAssertEqual(try db.exercises()[0].rating, 3)
        state.type(.character("-"))
        XCTAssertEqual(try db.exercises()[0].rating, 2)
        for _ in 0..<10 { state.type(.character("-")) }
        XCTAssertEqual(try db.exercises()[0].rating, 1, "never below one star")
        let body = Rect(x: 0, y: state.contentArea.y + 2, width: 100, height: state.contentArea.height - 2)
        let origin = WorkoutScreen.starsOrigin(in: body)
        state.type(.mouse(MouseEvent(x: origin.x + 8, y: origin.y, kind: .press)))
        XCTAssertEqual(try db.exercises()[0].rating, 5)
        XCTAssertTrue(state.screenText.contains("★ ★ ★ ★ ★"))
    }

    func testClickingAPageNumberGoesThere() {
        let bar = Rect(x: 1, y: state.contentArea.y, width: 98, height: 1)
        let span = workout.pageSpans(in: bar)[3].span
        state.type(.mouse(MouseEvent(x: span.lowerBound + 1, y: bar.y, kind: .press)))
        XCTAssertEqual(workout.page, 3)
    }

    func testSessionRunsEveryExerciseWithRestAndNoDrift() throws {
        try db.saveWorkoutSettings(WorkoutSettings(seconds: 20, restSeconds: 5, rounds: 2))
        state.type(.character("1"), .character("3"))
        state.type(.character("S"))
        XCTAssertTrue(state.screenText.contains("Session · round 1 of 2 · Squat"))
        XCTAssertTrue(state.screenText.contains("next: rest 5 s, then Step Up"))
        let start = time.uptime
        // 8 exercises of 20 s and 7 rests of 5 s: 195 s in all.
        advance(.seconds(194))
        XCTAssertNotNil(workout.session)
        XCTAssertTrue(state.screenText.contains("round 2 of 2 · Sun Salute"))
        advance(.seconds(1))
        XCTAssertNil(workout.session, "ended exactly at 195 s")
        XCTAssertEqual(time.uptime - start, .seconds(195))
        XCTAssertEqual(try logged().count, 8)
        XCTAssertTrue(state.screenText.contains("High Five!"))
    }

    func testTabataPreset() {
        state.type(.character("T"))
        XCTAssertEqual(workout.session?.plan.phases.count, 8 * 2, "eight intervals of 20 s and 10 s rest: 4 minutes")
        XCTAssertTrue(state.screenText.contains("Tabata · round 1 of 8 · Squat"))
        XCTAssertTrue(state.screenText.contains("of 8"))
        XCTAssertFalse(state.screenText.contains("of 40"))
        let status = state.screenText.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(status.contains("pause / resume") && status.contains("abandon"), status)
        XCTAssertFalse(status.contains("page") || status.contains("start, then done"), "only the keys a session answers to")
        state.type(.escape, .character("y"))
        XCTAssertNil(workout.session)
    }

    func testHistoryAddPastDayRefusesTheFutureAndDeletesAfterAsking() throws {
        try db.logExercise("Squat", on: today)
        state.type(.character("H"))
        XCTAssertTrue(state.screenText.contains("7 days to 21 Nov 2026"))
        XCTAssertTrue(state.screenText.contains("streak 1 day"))
        state.type(.character("a"), .control("u"))
        state.type(text: "2026-11-22")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("in the future"))
        state.type(.control("u"))
        state.type(text: "2026-11-20")
        state.type(.tab, .right, .tab, .control("u"))
        state.type(text: "3")
        state.type(.control("s"))
        XCTAssertEqual(try db.workoutHistory().map(\.date.iso), ["2026-11-21", "2026-11-20"])
        XCTAssertEqual(try db.workoutHistory()[1].counts.first?.count, 3)
        XCTAssertTrue(state.screenText.contains("streak 2 days"))
        state.type(.character("d"))
        XCTAssertTrue(state.screenText.contains("Delete every exercise of Fri 20 Nov 2026"))
        state.type(.character("y"))
        XCTAssertEqual(try db.workoutHistory().count, 1)
        state.type(.escape)
        XCTAssertNil(workout.overlay)
    }

    func testOptionsAreValidatedAndThePageIsRemembered() throws {
        state.type(.character("o"), .control("u"))
        state.type(text: "2")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Seconds must be a whole number from 3 to 600."))
        state.type(.control("u"))
        state.type(text: "45")
        state.type(.control("s"))
        XCTAssertEqual(try db.workoutSettings().seconds, 45)
        state.type(.right, .right)
        var again = try makeState(width: 100, height: 30, database: db, time: time)
        again.type(.character("3"))
        XCTAssertEqual((again.screens[Tab.workout.rawValue] as! WorkoutScreen).page, 2, "the app remembers the page")
    }

    func testEditingTheExerciseList() throws {
        state.type(.character("e"), .character("a"))
        state.type(text: "Lunge")
        state.type(.tab)
        state.type(text: "Step forward, lower the back knee.")
        state.type(.control("s"))
        XCTAssertEqual(try db.exercises().last?.name, "Lunge")
        state.type(.character("j"), .character("j"), .character("j"), .character("j"), .character("K"))
        XCTAssertEqual(try db.exercises().map(\.name), ["Squat", "Step Up", "Burpee", "Lunge", "Sun Salute"])
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("4 Lunge"))
    }

    func testANewExerciseIsSelectedSoItCanBeMovedAtOnce() throws {
        state.type(.character("e"), .character("a"))
        state.type(text: "Lunge")
        state.type(.control("s"))
        state.type(.character("K"), .character("K"))
        XCTAssertEqual(try db.exercises().map(\.name), ["Squat", "Step Up", "Lunge", "Burpee", "Sun Salute"])
        state.type(.character("e"))
        XCTAssertTrue(state.screenText.contains("Edit exercise"))
        XCTAssertTrue(state.screenText.contains("Lunge"))
    }

    func testTheHistoryLegendNamesEveryExerciseOnANarrowScreen() throws {
        for name in ["Squat", "Step Up", "Burpee", "Sun Salute"] { try db.logExercise(name, on: today) }
        state = try makeState(width: 80, height: 24, database: db, time: time)
        state.type(.character("3"), .character("H"))
        let legend = state.screenText.split(separator: "\n").first { $0.contains("█ Squat") }.map(String.init) ?? ""
        XCTAssertTrue(legend.contains("▓ Step") && legend.contains("▒ Burp") && legend.contains("░ Sun"), legend)
    }

    func testTheLastExerciseCannotBeDeletedAndNoQuestionIsAsked() throws {
        for exercise in try db.exercises().dropFirst() { try db.deleteExercise(id: exercise.id) }
        state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("e"), .character("d"))
        XCTAssertTrue(state.screenText.contains("Keep at least one exercise"), state.screenText)
        XCTAssertFalse(state.screenText.contains("Delete exercise"), "no question whose yes would be refused")
        XCTAssertEqual(try db.exercises().count, 1)
    }
}
