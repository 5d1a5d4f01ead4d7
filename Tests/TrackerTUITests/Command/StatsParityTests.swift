import Foundation
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// The app's statistics views show the numbers `tracker counter stats` and `tracker workout stats` print
/// for the same database.
final class StatsParityTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-stats-parity-\(UUID().uuidString).sqlite"
        let file = try AppDatabase.openFresh(path: path)
        try DemoDiary.copy().writer.backup(to: file.writer)
        try file.setUserSetting("calendar.firstWeekday", to: "7")  // Sunday weeks: both sides must read the setting
        file.close()
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// The command's JSON rows as (period start, total) pairs, newest first.
    private func cli(_ arguments: [String], column: String) throws -> [String] {
        let text = try capturingStandardOutput {
            var command = try TestCommandParse.checked(arguments + ["--limit", "1000", "--format", "json", "--db", path])
            try command.runAtTestTime()
        }
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        return rows.map { row in "\(row.first { $0.key.hasSuffix("Start") }?.value ?? "") \(row[column] ?? "") \(row["activeDays"] ?? "")" }
    }

    /// The periods with anything in them, newest first, as the CLI lists them.
    private func app(_ series: PeriodSeries) -> [String] {
        series.stats.reversed().filter { $0.activeDays > 0 || $0.total != 0 }.map { "\($0.start.iso) \($0.total) \($0.activeDays)" }
    }

    func testCounterAndWorkoutViewsMatchTheCommandLine() throws {
        let db = try AppDatabase.open(path: path)
        defer { db.close() }
        var state = try makeState(database: db)
        let today = LocalDate(iso: "2026-11-21")!
        for period in StatsPeriod.allCases {
            let water = try XCTUnwrap(try db.counter(named: "Glasses of water"))
            state.select(.counters)
            var counterView = CounterStatsView(counter: water, fromCounterPage: false, database: db, firstWeekday: 7, today: today)
            if period == .month { counterView.chart.toggle(); counterView.load(water, database: db, firstWeekday: 7, today: today) }
            let counterRows = try cli(["counter", "stats", "glasses of water", "--by", period.rawValue], column: "counted")
            XCTAssertGreaterThan(counterRows.count, 1)
            XCTAssertEqual(app(counterView.series), counterRows, period.rawValue)

            var workoutView = WorkoutStatsView()
            if period == .month { workoutView.chart.toggle() }
            workoutView.load(db, today: today)
            let workoutRows = try cli(["workout", "stats", "--by", period.rawValue], column: "exercises")
            XCTAssertGreaterThan(workoutRows.count, 10)
            XCTAssertEqual(app(workoutView.series), workoutRows, period.rawValue)
        }
        // And what the screen says for the chosen (newest) period is the CLI's first row.
        state.type(.character("G"), .character("s"))
        let newest = try cli(["counter", "stats", "glasses of water"], column: "counted")[0].split(separator: " ")
        XCTAssertTrue(state.screenText.contains("week of Sun \(Int(newest[0].suffix(2))!) Nov 2026: \(newest[1]) counted"), state.screenText)
    }
}
