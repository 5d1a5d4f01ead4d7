import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26 item 1: rest taken with the watch paused is rest; the total rest is what the set rows show.
final class SwimRestTests: XCTestCase {
    typealias X = HealthExportBuilder

    /// 22:05 from start to end, paused 2:10 (so the workout's duration is 19:55); two sets of four 60 s
    /// laps with 2 s turns, 20 s after the start and at 13:00.
    private func pausedSwim() -> String {
        func at(_ seconds: Int) -> String {
            let (m, s) = (seconds / 60, seconds % 60)
            return "2025-10-04 09:\(m < 10 ? "0" : "")\(m):\(s < 10 ? "0" : "")\(s) +0200"
        }
        let lapStarts = [20, 82, 144, 206, 780, 842, 904, 966]
        let children =
            [X.metadata("HKLapLength", "25 m"), X.metadata("HKTimeZone", "Europe/Paris")]
            + lapStarts.map { X.lap(at($0), minutes: 1, style: 2) }
            + [
                "  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"\(at(600))\"/>",
                "  <WorkoutEvent type=\"HKWorkoutEventTypeResume\" date=\"\(at(730))\"/>",
            ]
        return X.workout(start: at(0), end: at(1325), minutes: (1325.0 - 130) / 60, children.joined(separator: "\n"))
    }

    func testRestIncludesThePausedTimeAndEqualsTheSetRows() throws {
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(pausedSwim()), into: db)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.pausedSeconds, 130, accuracy: 0.001)
        XCTAssertEqual(swim.elapsedSeconds, 1325, accuracy: 0.001)
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        let motion = try XCTUnwrap(SwimSets.motion(of: detail))
        XCTAssertEqual(motion.elapsedSeconds, 1325, accuracy: 0.001)
        XCTAssertEqual(motion.movingSeconds, 492, accuracy: 0.001, "each set from its first push-off to its last touch")
        XCTAssertEqual(motion.restSeconds, 833, accuracy: 0.001, "20 s before, 8:34 between the sets (2:10 paused), 4:59 after")
        let sets = SwimSets.sets(of: detail)
        XCTAssertEqual(sets.count, 2)
        XCTAssertEqual(sets.map(\.restAfterSeconds), [514, 299])
        XCTAssertEqual(motion.restBeforeFirstSet + sets.compactMap(\.restAfterSeconds).reduce(0, +), motion.restSeconds, accuracy: 0.001)
        XCTAssertEqual(motion.movingSeconds + motion.restSeconds, motion.elapsedSeconds, accuracy: 0.001)
    }

    func testAPauseNeverResumedRunsToTheEndAndStrayEventsAreIgnored() {
        XCTAssertEqual(SwimPauses.pausedSeconds([(100, true), (150, false), (160, false), (200, true), (210, true)], span: 300), 150)
        XCTAssertEqual(SwimPauses.pausedSeconds([(-50, true), (1e300, false)], span: 300), 300)
        XCTAssertEqual(SwimPauses.pausedSeconds([(.nan, true)], span: 300), 0)
        XCTAssertEqual(SwimPauses.pausedSeconds([(10, true)], span: .infinity), 0)
    }
}

/// Issue 26 item 7: the average heart rate is the watch's own where the export has it (as Apple Fitness shows).
final class SwimHeartRateAverageTests: XCTestCase {
    func testTheWatchsAverageWinsOverTheTimeWeightedOneAndZonesStayFromSamples() {
        var swim = Swim(
            id: 1, startedAt: Date(timeIntervalSince1970: 0), date: LocalDate(iso: "2025-10-04")!, durationSeconds: 600, distanceMeters: 500,
            activeKcal: nil, location: .pool, lapLengthMeters: 25, source: .appleHealth, strokes: nil)
        let samples = [
            HeartRateSample(offsetSeconds: 0, bpm: 120), HeartRateSample(offsetSeconds: 60, bpm: 140), HeartRateSample(offsetSeconds: 300, bpm: 170),
        ]
        let measured = SwimHeartRate.of(SwimDetail(swim: swim, laps: [], heartRate: samples, metersByStroke: [:]))
        XCTAssertEqual(measured?.average ?? 0, (130 * 60 + 155 * 240) / 300, accuracy: 1e-9, "without the watch's figure: time-weighted")
        swim.watchHeartRate = WatchHeartRate(average: 146.7, minimum: 118, maximum: nil)
        let shown = SwimHeartRate.of(SwimDetail(swim: swim, laps: [], heartRate: samples, metersByStroke: [:]))
        XCTAssertEqual(shown?.average, 146.7)
        XCTAssertEqual(shown?.minimum, 118)
        XCTAssertEqual(shown?.maximum, 170, "what the watch did not write comes from the samples")
        XCTAssertEqual(shown?.source, .samples(count: 3))
        XCTAssertEqual(shown?.hasZones, true)
    }
}
