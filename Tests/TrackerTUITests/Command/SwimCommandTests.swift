import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `tracker swim list / show / bests` on the real watchOS 11 pool swim.
final class SwimCommandTests: XCTestCase {
    private var database: SwimCommandDatabase!
    private var path: String { database.path }

    override func setUpWithError() throws {
        database = try SwimCommandDatabase(fixture: "watchos11-pool-sets.xml")
    }
    override func tearDown() { database.remove() }
    private func output(_ arguments: [String]) throws -> String { try database.output(arguments) }
    private func json(_ arguments: [String]) throws -> Any { try database.json(arguments) }

    func testListJSONHasLocalStartPoolStrokesSwolfHeartRateAndMovingTime() throws {
        let swims = try XCTUnwrap(try json(["swim", "list", "--format", "json"]) as? [[String: Any]])
        let swim = try XCTUnwrap(swims.first)
        XCTAssertEqual(swim["localStart"] as? String, "16:39", "15:39 written at +0100, swum in Luxembourg in summer (+0200)")
        XCTAssertEqual(swim["pool"] as? String, "50 m")
        XCTAssertEqual(swim["strokes"] as? Int, 509)
        XCTAssertEqual(swim["swolf"] as? Double, 114)
        XCTAssertEqual(swim["avgHeartRate"] as? Double, 103, "the watch's own average")
        XCTAssertEqual(swim["movingMinutes"] as? Double, 18.8, "each set from push-off to touch, turns included")
        XCTAssertEqual(swim["minutes"] as? Double, 39.1)
    }

    func testShowJSONRoundsEveryFigure() throws {
        let text = try output(["swim", "show", "2025-09-13", "--format", "json"])
        XCTAssertNil(text.firstMatch(of: /: -?\d+\.\d{3,}/), "no 141.8094940185547 nor 2900.000000000003: " + text)
        let swim = try XCTUnwrap((try json(["swim", "show", "2025-09-13", "--format", "json"]) as? [String: Any])?["swims"] as? [[String: Any]]).first
        XCTAssertEqual(swim?["movingMinutes"] as? Double, 18.75)
        XCTAssertEqual(swim?["movingPacePer100mSeconds"] as? Double, 150)
        let sets = try XCTUnwrap(swim?["sets"] as? [[String: Any]])
        XCTAssertEqual(sets.count, 9)
        XCTAssertEqual(sets.first?["seconds"] as? Double, 153.9, "the watch's first segment")
        XCTAssertEqual(sets.first?["restAfterSeconds"] as? Double, 127.1)
        let laps = try XCTUnwrap(swim?["laps"] as? [[String: Any]])
        XCTAssertEqual(laps[1]["pacePer100mSeconds"] as? Double, 157.6)
        XCTAssertEqual(laps[1]["heartRate"] as? Double, 122)
    }

    func testShowTextSaysMovingTimeAndTheSets() throws {
        let text = try output(["swim", "show", "2025-09-13"])
        XCTAssertTrue(text.contains("moving 18:45 at 2:30/100 m, resting 20:22, 39:08 elapsed"), text)
        XCTAssertTrue(text.contains("set 1: 2 laps, 100 m, 2:34, 2:34/100 m, SWOLF 106, rest 2:07"), text)
    }

    func testBestsAsTextAndJSON() throws {
        let text = try output(["swim", "bests"])
        XCTAssertTrue(text.contains("100 m         2:27             2025-09-13"), text)
        XCTAssertTrue(text.contains("longest swim  750 m            2025-09-13"), text)
        XCTAssertTrue(text.contains("best SWOLF    114 (50 m pool)  2025-09-13"), text)
        XCTAssertTrue(text.contains("1500 m        –"), "no set that long: " + text)
        let bests = try XCTUnwrap(try json(["swim", "bests", "--format", "json"]) as? [String: Any])
        XCTAssertEqual((bests["fastest100mSeconds"] as? [String: Any])?["value"] as? Double, 146.8)
        XCTAssertEqual((bests["fastest100mSeconds"] as? [String: Any])?["date"] as? String, "2025-09-13")
        XCTAssertTrue(bests["fastest400mSeconds"] is NSNull)
    }

    /// QA: the best SWOLF's pool read "22.86 …" and bests ignored swim.distanceUnit; csv was offered and refused.
    func testBestsFollowTheDistanceUnitAndNameAYardPoolInYards() throws {
        XCTAssertEqual(SwimFormat.poolLength(22.86), "25 yd")
        XCTAssertEqual(SwimFormat.poolLength(25), "25 m")
        XCTAssertEqual(SwimFormat.poolLength(50), "50 m")
        _ = try output(["settings", "set", "swim.distanceUnit", "yards"])
        let text = try output(["swim", "bests"])
        XCTAssertTrue(text.contains(" yd"), text)
        XCTAssertThrowsError(try TrackerCommand.parseAsRoot(["swim", "bests", "--format", "csv", "--db", path]))
        XCTAssertFalse(TrackerCommand.helpMessage(for: SwimBestsCommand.self).contains("csv"))
    }
}

/// QA: stopping an import with Esc said "Import failed: Import cancelled." on the status line.
final class ImportStoppedMessageTests: XCTestCase {
    func testEscIsNotAFailure() {
        XCTAssertEqual(ImportDialog.failure(ImportError.cancelled).message, .info("Import stopped: nothing was imported."))
        guard case .error = ImportDialog.failure(InputError("the file is empty")).message else { return XCTFail("a real failure") }
    }
}
