import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26 item 10: on a tie the watch's copy with heart rate is kept, not a third-party app's, and the kept app is named.
final class SwimCopyTieTests: XCTestCase {
    typealias X = HealthExportBuilder

    func testTheWatchsCopyWithHeartRateIsKeptOverALongerAppCopy() throws {
        let heart = "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" average=\"146.7\" minimum=\"110\" maximum=\"171\" unit=\"count/min\"/>"
        let body = [
            X.workout(
                source: "MySwimPro", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:02 +0200", minutes: 30 + 2.0 / 60,
                extra: " totalDistance=\"1500\" totalDistanceUnit=\"m\"", X.metadata("HKLapLength", "25 m")),
            X.workout(
                source: "Apple Watch", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30,
                extra: " totalDistance=\"1500\" totalDistanceUnit=\"m\"", [X.metadata("HKLapLength", "25 m"), heart].joined(separator: "\n")),
        ].joined(separator: "\n")
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(body), into: db)
        let swims = try db.swims()
        XCTAssertEqual(swims.count, 1)
        let swim = try XCTUnwrap(swims.first)
        XCTAssertEqual(swim.sourceApp, "Apple Watch")
        XCTAssertEqual(swim.durationSeconds, 1800, "the watch's time, not the app's 2 s more")
        XCTAssertEqual(swim.otherSources, ["MySwimPro"])
        XCTAssertEqual(swim.sourceText, "from Apple Watch", "the kept source is shown")
        XCTAssertEqual(swim.watchHeartRate?.average, 146.7)
    }
}
