import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `swim show` and `swim list` on the real watchOS 11 swim whose export has no heart-rate samples, only
/// the workout's statistics: the watch's summary, marked as such, and no zones.
final class SwimWatchHeartRateCommandTests: XCTestCase {
    private var database: SwimCommandDatabase!

    override func setUpWithError() throws {
        database = try SwimCommandDatabase(fixture: "watchos11-pool-swim.xml")
    }
    override func tearDown() { database.remove() }
    private func output(_ arguments: [String]) throws -> String { try database.output(arguments) }
    private func json(_ arguments: [String]) throws -> Any { try database.json(arguments) }

    func testShowTextGivesTheWatchsSummaryAndSaysZonesNeedSamples() throws {
        let text = try output(["swim", "show", "2025-09-13"])
        XCTAssertTrue(text.contains("  heart rate avg 103, min 80, max 133 (watch summary); zones: unavailable (no heart-rate samples)"), text)
    }

    func testShowJSONMarksTheSourceAndHasNoZones() throws {
        let object = try JSONSerialization.jsonObject(with: Data(try output(["swim", "show", "2025-09-13", "--format", "json"]).utf8)) as? [String: Any]
        let swim = try XCTUnwrap((object?["swims"] as? [[String: Any]])?.first)
        let heartRate = try XCTUnwrap(swim["heartRate"] as? [String: Any])
        XCTAssertEqual(heartRate["average"] as? Double, 102.8)
        XCTAssertEqual(heartRate["min"] as? Double, 80)
        XCTAssertEqual(heartRate["max"] as? Double, 133)
        XCTAssertEqual(heartRate["samples"] as? Int, 0)
        XCTAssertEqual(heartRate["source"] as? String, "watch summary")
        XCTAssertTrue(swim["zoneSeconds"] is NSNull, "zones need samples: null, not zeros")
    }

    func testListGivesTheSummarysAverage() throws {
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try output(["swim", "list", "--format", "json"]).utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.first?["avgHeartRate"] as? Double, 103)
    }
}
