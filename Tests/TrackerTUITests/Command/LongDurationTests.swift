import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA s7 M5: a duration of an hour or more reads in hours (52:40:10), never minutes past 59 (3160:10), wherever it
/// is printed: one formatter (`Format.duration`).
final class LongDurationTests: XCTestCase {
    func testTheOneFormatter() {
        XCTAssertEqual([0, 30, 59, 60, 3599, 3600, 189_610].map(Format.duration), ["0:00", "0:30", "0:59", "1:00", "59:59", "1:00:00", "52:40:10"])
        XCTAssertEqual(WorkoutScreen.clock(3600), "1:00:00", "the big countdown")
        XCTAssertEqual(WorkoutScreen.clock(45), "45")
        XCTAssertEqual(WorkoutScreen.badgeClock(3661), "1:01:01", "the tab's badge")
        XCTAssertEqual(SwimStats.durationText(3930), "1:05:30")
    }

    func testAProgramOfMoreThanAnHourSaysItsTotalInHours() throws {
        let path = NSTemporaryDirectory() + "durations-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        let add = [
            "workout", "program", "add", "P1", "--block", "50 x Burpee:600 + Squat:600 rest 600", "--block", "50 x Burpee:600 rest 600",
            "--block-rest", "3600", "--warm-up", "3600", "--cool-down", "3600",
        ]
        let output = try trackerOutput(add, db: path)
        XCTAssertTrue(output.hasSuffix("in all.\n"), output)
        XCTAssertTrue(output.contains(", 52:40:10 in all."), output)
        let total = try XCTUnwrap(try AppDatabase.open(path: path).programs().first?.plan.totalSeconds)
        XCTAssertTrue(output.contains(", \(total / 3600):"), "hours first: \(output) for \(total) s")
    }
}
