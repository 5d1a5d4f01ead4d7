import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Sums per week and month for counters and workouts, with the days a goal was met.
final class StatsTests: XCTestCase {
    func testDaysGroupIntoWeeksAndMonthsNewestFirst() {
        let days: [(date: LocalDate, total: Int64)] = [
            (LocalDate(iso: "2026-11-23")!, 8), (LocalDate(iso: "2026-11-22")!, 3), (LocalDate(iso: "2026-11-16")!, 9),
            (LocalDate(iso: "2026-10-31")!, 2),
        ]
        let weeks = PeriodStat.group(days, by: .week, firstWeekday: 1, reached: { $0 >= 8 })
        XCTAssertEqual(weeks.map(\.start.iso), ["2026-11-23", "2026-11-16", "2026-10-26"])
        XCTAssertEqual(weeks.map(\.total), [8, 12, 2], "Sunday the 22nd belongs to the week from Monday the 16th")
        XCTAssertEqual(weeks.map(\.goalDays), [1, 1, 0])
        let sundayWeeks = PeriodStat.group(days, by: .week, firstWeekday: 7, reached: nil)
        XCTAssertEqual(sundayWeeks.first?.start.iso, "2026-11-22")
        let months = PeriodStat.group(days, by: .month, firstWeekday: 1, reached: nil)
        XCTAssertEqual(months.map(\.start.iso), ["2026-11-01", "2026-10-01"])
        XCTAssertEqual(months.map(\.total), [20, 2])
        XCTAssertEqual(months.map(\.activeDays), [3, 1])
        XCTAssertNil(months.first?.goalDays)
    }

    func testStatsCommands() throws {
        let path = NSTemporaryDirectory() + "stats-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        XCTAssertEqual(trackerExitCode(["counter", "add", "Glasses"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["counter", "tap", "glasses", "--times", "8"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["counter", "stats", "glasses", "--by", "month", "--format", "json"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["counter", "stats", "glasses", "--by", "year"], db: path), 2)
        XCTAssertEqual(trackerExitCode(["counter", "stats", "glasses", "--limit", "0"], db: path), 2)
        XCTAssertEqual(trackerExitCode(["workout", "log", "squat", "--times", "2"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["workout", "stats", "--format", "csv"], db: path), 0)
    }
}
