import XCTest
@testable import TrackerKit

final class CountdownTests: XCTestCase {
    func testRunsOnADeadlineAndShowsWholeSecondsRoundedUp() {
        var countdown = Countdown(seconds: 30)
        XCTAssertEqual(countdown.secondsShown(now: .seconds(100)), 30)
        XCTAssertNil(countdown.nextChange(now: .seconds(100)), "a countdown that has not started needs no wake-up")
        countdown.start(now: .seconds(100))
        XCTAssertEqual(countdown.secondsShown(now: .seconds(100)), 30)
        XCTAssertEqual(countdown.secondsShown(now: .milliseconds(100_001)), 30)
        XCTAssertEqual(countdown.secondsShown(now: .seconds(101)), 29)
        XCTAssertEqual(countdown.nextChange(now: .milliseconds(100_250)), .seconds(101), "wakes at the next second boundary")
        XCTAssertEqual(countdown.nextChange(now: .milliseconds(129_500)), .seconds(130), "the last wake-up is the deadline")
        XCTAssertFalse(countdown.update(now: .milliseconds(129_999)))
        XCTAssertTrue(countdown.update(now: .seconds(130)))
        XCTAssertTrue(countdown.isFinished)
        XCTAssertEqual(countdown.secondsShown(now: .seconds(130)), 0)
    }

    func testLateTicksDoNotDrift() {
        var countdown = Countdown(seconds: 10)
        countdown.start(now: .zero)
        // The loop wakes 300 ms late every time: the deadline does not move.
        var now = Duration.zero
        var wakeUps = 0
        while !countdown.update(now: now) {
            now = countdown.nextChange(now: now)! + .milliseconds(300)
            wakeUps += 1
        }
        XCTAssertEqual(now, .milliseconds(10_300), "finished at the first wake-up after the deadline")
        XCTAssertLessThanOrEqual(wakeUps, 10)
    }

    func testPauseKeepsTheExactRemainder() {
        var countdown = Countdown(seconds: 30)
        countdown.start(now: .seconds(0))
        countdown.pause(now: .milliseconds(12_400))
        XCTAssertEqual(countdown.remaining(now: .seconds(500)), .milliseconds(17_600), "time does not pass while paused")
        XCTAssertNil(countdown.nextChange(now: .seconds(500)))
        countdown.resume(now: .seconds(1000))
        XCTAssertEqual(countdown.remaining(now: .seconds(1000)), .milliseconds(17_600))
        XCTAssertTrue(countdown.update(now: .milliseconds(1_017_600)))
    }
}

final class SessionAndStreakTests: XCTestCase {
    func testSessionPhasesWithRestBetweenAndNoneAtTheEnd() {
        let plan = SessionPlan(name: "Session", exercises: ["A", "B"], workSeconds: 30, restSeconds: 10, rounds: 2)
        XCTAssertEqual(
            plan.phases.map(\.phase),
            [
                .work(exercise: "A", round: 1), .rest(round: 1), .work(exercise: "B", round: 1), .rest(round: 1),
                .work(exercise: "A", round: 2), .rest(round: 2), .work(exercise: "B", round: 2),
            ])
        XCTAssertEqual(plan.workCount, 4)
        let tabata = SessionPlan.tabata(exercises: ["A"])
        XCTAssertEqual(tabata.phases.count, 16, "eight rounds of work and rest")
        let four = SessionPlan.tabata(exercises: ["A", "B", "C", "D"])
        XCTAssertEqual(four.workCount, 8, "eight intervals whatever the list's length")
        XCTAssertEqual(four.phases.map(\.seconds).reduce(0, +), 240, "Tabata is 4 minutes, as the README says (it took 3:50)")
        XCTAssertEqual(
            four.phases.compactMap { if case .work(let name, _, _) = $0.phase { return name } else { return nil } },
            ["A", "B", "C", "D", "A", "B", "C", "D"])
        XCTAssertEqual(tabata.phases.first?.seconds, 20)
        XCTAssertEqual(tabata.phases[1].seconds, 10)
    }

    func testStreaksCountDaysNotSessions() {
        let today = LocalDate(iso: "2026-11-21")!
        let days = [0, 0, -1, -2, -5, -6, -7, -8].map { today.adding(days: $0) }
        XCTAssertEqual(Streaks.from(days: days, today: today), Streaks(current: 3, best: 4))
        XCTAssertEqual(Streaks.from(days: days.filter { $0 != today }, today: today).current, 2, "today not done yet: up to yesterday")
        XCTAssertEqual(Streaks.from(days: [today.adding(days: -2)], today: today).current, 0)
        XCTAssertEqual(Streaks.from(days: [], today: today), Streaks(current: 0, best: 0))
    }
}

final class WorkoutStoreTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testDefaultExercisesRatingsAndHistory() throws {
        let db = try AppDatabase.inMemory()
        let exercises = try db.exercises()
        XCTAssertEqual(exercises.map(\.name), ["Squat", "Step Up", "Burpee", "Sun Salute"])
        try db.setRating(4, exerciseId: exercises[0].id)
        XCTAssertEqual(try db.exercises()[0].rating, 4)
        XCTAssertThrowsError(try db.setRating(6, exerciseId: exercises[0].id))
        XCTAssertThrowsError(try db.setRating(0, exerciseId: exercises[0].id))
        try db.logExercise("Burpee", on: today)
        try db.logExercise("Squat", on: today)
        try db.logExercise("Squat", on: today)
        try db.logExercise("Step Up", on: today.adding(days: -3))
        let history = try db.workoutHistory()
        XCTAssertEqual(history.map(\.date), [today, today.adding(days: -3)])
        XCTAssertEqual(history[0].counts.map(\.name), ["Squat", "Burpee"], "in the exercise list's order")
        XCTAssertEqual(history[0].counts.map(\.count), [2, 1])
        let week = try db.workoutWeek(endingOn: today)
        XCTAssertEqual(week.count, 7)
        XCTAssertEqual(week.last?.date, today, "the last 7 days end today, not at the latest entry")
        XCTAssertEqual(week.map(\.total), [0, 0, 0, 1, 0, 0, 3])
        XCTAssertEqual(try db.workoutStreaks(today: today), Streaks(current: 1, best: 1))
        try db.deleteWorkoutDay(today)
        XCTAssertEqual(try db.workoutHistory().count, 1)
    }

    func testEditingTheExerciseList() throws {
        let db = try AppDatabase.inMemory()
        let lunge = try db.addExercise(name: "Lunge", howTo: "Step forward and lower.")
        XCTAssertEqual(try db.exercises().last?.name, "Lunge")
        XCTAssertThrowsError(try db.addExercise(name: "squat", howTo: ""))
        XCTAssertThrowsError(try db.addExercise(name: "  ", howTo: ""))
        try db.moveExercise(id: lunge.id, by: -1)
        XCTAssertEqual(try db.exercises().map(\.name), ["Squat", "Step Up", "Burpee", "Lunge", "Sun Salute"])
        try db.updateExercise(id: lunge.id, name: "Walking lunge", howTo: "x")
        XCTAssertEqual(try db.exercises()[3].name, "Walking lunge")
        try db.logExercise("Walking lunge", on: today)
        try db.deleteExercise(id: lunge.id)
        XCTAssertEqual(try db.workoutHistory().first?.counts.first?.name, "Walking lunge", "history keeps deleted exercises")
    }

    func testRenamingAnExerciseTakesItsHistoryAlong() throws {
        let db = try AppDatabase.inMemory()
        try db.logExercise("Squat", on: today)
        try db.logExercise("Squat", on: today.adding(days: -1))
        let squat = try XCTUnwrap(try db.exercises().first { $0.name == "Squat" })
        try db.updateExercise(id: squat.id, name: "Deep Squat", howTo: squat.howTo)
        let names = try db.workoutHistory().flatMap { $0.counts.map(\.name) }
        XCTAssertEqual(names, ["Deep Squat", "Deep Squat"], "the same exercise, renamed")
    }

    func testSettingsCatalogRefusesBadValues() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(try db.userSetting("workout.seconds"), "30")
        try db.setUserSetting("workout.seconds", to: "20")
        XCTAssertEqual(try db.workoutSettings().seconds, 20)
        for bad in ["2", "601", "abc", "", "1e3", "20.5"] {
            XCTAssertThrowsError(try db.setUserSetting("workout.seconds", to: bad), bad)
        }
        XCTAssertThrowsError(try db.setUserSetting("no.such", to: "1"))
        try db.setUserSetting("calendar.firstWeekday", to: "Sunday")
        XCTAssertEqual(try db.preferences().firstWeekday, 7)
        try db.setUserSetting("units.weight", to: "LB")
        XCTAssertEqual(try db.preferences().weightUnit, .lb)
        XCTAssertThrowsError(try db.setUserSetting("workout.bell", to: "off"), "the bell is this machine's (config.toml), not the diary's")
        XCTAssertEqual(try db.workoutSettings().seconds, 20)
    }
}
