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

    /// Two app copies tie on everything the workouts say; the one whose app wrote the heart-rate samples
    /// during the swim is kept, though the other lasts 2 s longer.
    func testHeartRateSamplesCountTowardTheRichestCopyOnATie() throws {
        let samples = (0..<10).map { minute in
            X.record("HeartRate", source: "Swim.com", unit: "count/min", start: String(format: "2025-10-04 09:%02d:30 +0200", minute * 3), value: "140")
        }
        let body =
            samples.joined(separator: "\n") + "\n"
            + [
                X.workout(
                    source: "MySwimPro", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:02 +0200", minutes: 30 + 2.0 / 60,
                    extra: " totalDistance=\"1500\" totalDistanceUnit=\"m\"", X.metadata("HKLapLength", "25 m")),
                X.workout(
                    source: "Swim.com", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30,
                    extra: " totalDistance=\"1500\" totalDistanceUnit=\"m\"", X.metadata("HKLapLength", "25 m")),
            ].joined(separator: "\n")
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(body), into: db)
        let swim = try XCTUnwrap(try db.swims().first)
        XCTAssertEqual(try db.swims().count, 1)
        XCTAssertEqual(swim.sourceApp, "Swim.com", "the copy with heart-rate samples is the richer")
        XCTAssertEqual(swim.durationSeconds, 1800)
        XCTAssertEqual(swim.otherSources, ["MySwimPro"])
        XCTAssertEqual(try db.swimDetail(id: swim.id)?.heartRate.count, 10)
    }
}
