import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `swim show` and `swim list` on the real watchOS 11 swim whose export has no heart-rate samples, only
/// the workout's statistics: the watch's summary, marked as such, and no zones.
final class SwimWatchHeartRateCommandTests: XCTestCase {
    private var path: String!
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/watchos11-pool-swim.xml").standardized.path

    override func setUpWithError() throws {
        fixCommandClock()
        path = NSTemporaryDirectory() + "tracker-swim-hr-\(UUID().uuidString).sqlite"
        _ = try AppleHealthImporter.run(path: fixture, into: try AppDatabase.open(path: path))
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func output(_ arguments: [String]) throws -> String {
        try standardOutput {
            var command = try TrackerCommand.parseAsRoot(arguments + ["--db", path])
            try command.run()
        }
    }

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
