import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26 item 3: every metre appears under a style (or "unknown"), and the breakdown agrees with the laps.
final class SwimStrokeDistanceTests: XCTestCase {
    typealias X = HealthExportBuilder

    /// Four freestyle laps then four kickboard laps: each lap has a distance record; only the freestyle
    /// ones have a stroke record with a style (a kickboard lap has no strokes to count).
    func testKickboardLapsKnownOnlyFromTheLapEventAreCounted() throws {
        var lines: [String] = []
        var laps: [String] = []
        for lap in 0..<8 {
            let (from, to) = ("2025-10-04 09:0\(lap + 1):00 +0200", "2025-10-04 09:0\(lap + 1):40 +0200")
            lines.append(X.record("DistanceSwimming", unit: "m", start: from, end: to, value: "50"))
            if lap < 4 { lines.append(X.record("SwimmingStrokeCount", unit: "count", start: from, end: to, value: "30", style: 2)) }
            laps.append(X.lap(from, minutes: 40.0 / 60, style: lap < 4 ? 2 : 6))
        }
        lines.append(
            X.workout(
                start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30,
                ([X.metadata("HKLapLength", "50 m")] + laps).joined(separator: "\n")))
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(lines.joined(separator: "\n")), into: db)
        let swim = try XCTUnwrap(db.swims().first)
        let detail = try XCTUnwrap(db.swimDetail(id: swim.id))
        XCTAssertEqual(detail.metersByStroke, [.freestyle: 200, .kickboard: 200], "not 300 of 400 m")
        XCTAssertEqual(detail.metersByStroke.values.reduce(0, +), swim.distanceMeters)
    }

    /// A swim whose distance and strokes are only in its WorkoutStatistics (no records, no laps).
    func testADistanceOnlyInTheStatisticsIsUnknownNotMissing() throws {
        let body = X.workout(
            start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30,
            [
                X.metadata("HKLapLength", "25 m"),
                X.statistic("DistanceSwimming", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", sum: "1000", unit: "m"),
                X.statistic("SwimmingStrokeCount", start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", sum: "700", unit: "count"),
            ].joined(separator: "\n"))
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(body), into: db)
        let swim = try XCTUnwrap(db.swims().first)
        XCTAssertEqual(swim.strokes, 700)
        XCTAssertEqual(try db.swimDetail(id: swim.id)?.metersByStroke, [.unknown: 1000])
    }
}
