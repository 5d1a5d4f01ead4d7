import Foundation
import GRDB
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Counters and Workout statistics views: keys, clicks, extremes, and the same numbers as the CLI.
final class PeriodStatsViewTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private var counters: (AppState) -> CountersScreen = { $0.screens[Tab.counters.rawValue] as! CountersScreen }

    private func counterStats(_ state: AppState) -> CounterStatsView? {
        if case .stats(let view) = counters(state).mode { return view }
        return nil
    }

    func testSeriesFillsEmptyPeriodsUpToTodayAndAverages() {
        let days: [(date: LocalDate, total: Int64)] = [(LocalDate(iso: "2026-11-02")!, 6), (LocalDate(iso: "2026-10-20")!, 3)]
        let weeks = PeriodStat.group(days, by: .week, firstWeekday: 1, reached: nil)
        let series = PeriodSeries(weeks, by: .week, firstWeekday: 1, through: today)
        XCTAssertEqual(series.stats.map(\.start.iso), ["2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"])
        XCTAssertEqual(series.stats.map(\.total), [3, 0, 6, 0, 0])
        XCTAssertEqual(series.total, 9)
        XCTAssertEqual(series.average, 9.0 / 5)
        XCTAssertEqual(PeriodSeries([], by: .month, firstWeekday: 1, through: today).stats, [])
    }

    func testExtremeTotalsSaturateAndAStrayOldDateKeepsTheSeriesBounded() {
        let days: [(date: LocalDate, total: Int64)] = [
            (today, .max), (today.adding(days: -1), .max), (today.adding(days: -8), -.max), (today.adding(days: -9), -.max),
            (LocalDate(iso: "0001-01-01")!, 1),
        ]
        for period in StatsPeriod.allCases {
            let series = PeriodSeries(PeriodStat.group(days, by: period, firstWeekday: 1, reached: nil), by: period, firstWeekday: 1, through: today)
            XCTAssertEqual(series.stats.count, PeriodSeries.limit, "the newest periods only")
            XCTAssertTrue(series.stats.allSatisfy { $0.total != .min }, "symmetric bounds: the magnitude never traps")
            XCTAssertTrue(series.average.isFinite)
        }
        let weeks = PeriodStat.group(days, by: .week, firstWeekday: 1, reached: nil)
        XCTAssertEqual(weeks.prefix(2).map(\.total), [.max, -.max])
    }

    func testWorkoutStatsPerExerciseAddUpToTheTotals() throws {
        let db = try DemoDiary.copy()
        for period in StatsPeriod.allCases {
            let stats = try db.workoutPeriodStats(by: period, firstWeekday: 1)
            XCTAssertFalse(stats.isEmpty)
            for stat in stats { XCTAssertEqual(stat.exercises.reduce(Int64(0)) { $0 + $1.count }, stat.stat.total, stat.stat.start.iso) }
        }
    }

    func testCounterStatsKeysFromTheListAndTheCounterPage() throws {
        var state = try makeState(database: try DemoDiary.copy())
        state.select(.counters)
        state.type(.character("G"), .character("s"))
        XCTAssertTrue(state.screenText.contains("Glasses of water · taps per week"), state.screenText)
        let weeks = try XCTUnwrap(counterStats(state)).series.stats.count
        let water = try XCTUnwrap(try state.context.database.counter(named: "Glasses of water"))
        try state.context.database.tap(counterId: water.id, times: 5, at: CounterClock(now: TestTime().now, today: today))
        state.reloadCurrent()
        XCTAssertTrue(state.screenText.contains("total 385 in 9 weeks"), "a tap from elsewhere shows: \(state.screenText)")
        XCTAssertTrue(state.screenText.contains("week of Mon 16 Nov 2026"), "the newest period is chosen first")
        state.type(.left)
        XCTAssertTrue(state.screenText.contains("week of Mon 9 Nov 2026"))
        state.type(.character("m"))
        XCTAssertTrue(state.screenText.contains("taps per month"))
        XCTAssertTrue(state.screenText.contains("November 2026"), "a new period starts at the present")
        XCTAssertLessThan(try XCTUnwrap(counterStats(state)).series.stats.count, weeks)
        state.type(.home)
        XCTAssertTrue(state.screenText.contains("September 2026"), "the oldest month with taps")
        state.type(.escape)
        XCTAssertEqual(counters(state).mode, .list)
        state.type(.enter, .character("s"))
        XCTAssertNotNil(counterStats(state))
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("Created on"), "Esc goes back to the counter's page it was opened from")
    }

    func testClicksChooseABarAndTheWheelPans() throws {
        var state = try makeState(database: try DemoDiary.copy())
        state.select(.counters)
        state.type(.character("G"), .character("s"))
        let area = CounterStatsView.chartArea(in: state.contentArea)
        state.type(.mouse(MouseEvent(x: area.x + 1, y: area.y + area.height / 2, kind: .press)))
        let view = try XCTUnwrap(counterStats(state))
        let window = PeriodChart.window(count: view.series.stats.count, selected: view.series.stats.count - 1, width: area.width)
        XCTAssertEqual(view.chart.selected(count: view.series.stats.count), window.lowerBound, "the leftmost bar")
        state.type(.mouse(MouseEvent(x: area.x + 1, y: area.y, kind: .scrollDown)))
        XCTAssertEqual(try XCTUnwrap(counterStats(state)).chart.selected(count: view.series.stats.count), window.lowerBound + 1)
    }

    func testEmptyCountDownAndExtremeCountersDrawWithoutTrapping() throws {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: today)
        _ = try db.addCounter(name: "Empty", at: clock)
        var state = try makeState(database: db)
        state.select(.counters)
        state.type(.character("s"))
        XCTAssertTrue(state.screenText.contains("Nothing counted yet"))
        let down = try db.addCounter(name: "Days left 残り", start: 100, step: -1, at: clock)
        try db.tap(counterId: down.id, times: 3, at: clock)
        let huge = try db.addCounter(name: "Huge 🦆", at: clock)
        try db.write { db in
            for (date, delta) in [("2026-11-20", Int64.max), ("2026-11-21", Int64.max), ("2026-11-10", Int64.min), ("2026-10-01", Int64.min)] {
                try db.execute(
                    sql: "INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (?, '2026-11-20T10:00:00.000Z', ?, ?, 0, 'tap')",
                    arguments: [huge.id, date, delta])
            }
        }
        state.type(.escape)
        state.reloadCurrent()
        for name in ["Days left 残り", "Huge 🦆"] {
            state.type(.home)
            while counters(state).selectedCounter?.name != name { state.type(.down) }
            state.type(.character("s"))
            for key in [Key.character("m"), .left, .home, .end, .character("m")] {
                state.type(key)
                for (width, height) in [(80, 24), (60, 18), (200, 60)] {
                    state.resize(width: width, height: height)
                    XCTAssertFalse(state.render().text.isEmpty)
                }
            }
            XCTAssertTrue(state.screenText.contains(name))
            state.type(.escape)
        }
        state.type(.character("s"))  // the huge counter is the newest, listed first after the pinned
        XCTAssertTrue(state.screenText.contains("9223372036854775807"), state.screenText)
    }

    func testWorkoutHistoryStatisticsKeys() throws {
        var state = try makeState(database: try DemoDiary.copy())
        state.select(.workout)
        state.type(.character("H"), .character("s"))
        XCTAssertTrue(state.screenText.contains("Exercises per week"), state.screenText)
        XCTAssertTrue(state.screenText.contains("m week/month"), "the status line names the toggle")
        state.type(.character("m"))
        XCTAssertTrue(state.screenText.contains("Exercises per month"))
        XCTAssertTrue(state.screenText.contains("November 2026"))
        state.type(.left)
        XCTAssertTrue(state.screenText.contains("October 2026"))
        try state.context.database.logExercise("Squat", on: today, times: 20)
        state.reloadCurrent()
        XCTAssertTrue(state.screenText.contains("total 490"), "a change from elsewhere shows: \(state.screenText)")
        state.type(.escape)
        XCTAssertTrue(state.screenText.contains("7 days to"), "Esc goes back to the history")
        state.type(.escape)
        XCTAssertFalse(state.screenText.contains("History ·"))
    }
}
