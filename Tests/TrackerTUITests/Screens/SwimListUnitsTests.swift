import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `swim list` words distances like the Swim tab: a swim in its pool's unit (yards for a yard pool), one
/// without a pool length in the unit of `swim.distanceUnit`; CSV in one unit named in its header.
final class SwimListUnitsTests: XCTestCase {
    private var database: SwimCommandDatabase!

    override func setUpWithError() throws {
        database = try SwimCommandDatabase(fixture: "yard-and-metre-pools.xml")
    }
    override func tearDown() { database.remove() }

    private func list(_ format: String, yards: Bool = false) throws -> String {
        if yards { _ = try database.output(["settings", "set", "swim.distanceUnit", "yards"]) }
        return try database.output(["swim", "list", "--from", "2025-06-01", "--format", format])
    }

    func testTheTableShowsEachSwimInItsPoolsUnitAndNamesIt() throws {
        let lines = try list("table").split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].contains("distance"), lines[0])
        XCTAssertFalse(lines[0].contains("meters"), lines[0])
        XCTAssertTrue(lines[1].contains("1750 yd") && lines[1].contains("2:23/100 yd"), lines[1])
        XCTAssertTrue(lines[2].contains("1600 m") && lines[2].contains("2:30/100 m"), lines[2])
        XCTAssertTrue(lines[3].contains("1000 m"), "no pool: the unit of totals, metres by default: " + lines[3])
        let yards = try list("table", yards: true).split(separator: "\n").map(String.init)
        XCTAssertTrue(yards[2].contains("1600 m"), "a metre pool stays in metres: " + yards[2])
        XCTAssertTrue(yards[3].contains("1094 yd"), "no pool: yards when totals are in yards: " + yards[3])
    }

    func testCSVIsInTheUnitOfTotalsNamedInTheHeaderWithPlainNumbers() throws {
        let metres = try list("csv").split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = metres[0]
        let distance = try XCTUnwrap(header.firstIndex(of: "meters"), header.joined(separator: ","))
        let pace = try XCTUnwrap(header.firstIndex(of: "pacePer100mSeconds"), header.joined(separator: ","))
        XCTAssertEqual(metres[1][distance], "1600")
        XCTAssertEqual(metres[1][pace], "156.9")
        let yards = try list("csv", yards: true).split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let yardDistance = try XCTUnwrap(yards[0].firstIndex(of: "yards"), yards[0].joined(separator: ","))
        let yardPace = try XCTUnwrap(yards[0].firstIndex(of: "pacePer100ydSeconds"), yards[0].joined(separator: ","))
        XCTAssertEqual(yards[1][yardDistance], "1750")
        XCTAssertEqual(yards[1][yardPace], "143.4")
        XCTAssertEqual(yards[2][yardDistance], "1750", "1600 m is 1750 yd")
        for row in yards.dropFirst() { XCTAssertNotNil(Double(row[yardDistance]), "a plain number: \(row)") }
    }

    func testJSONKeepsMetresAndCarriesTheDistanceAsShown() throws {
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try list("json").utf8)) as? [[String: Any]])
        XCTAssertEqual(rows[0]["meters"] as? Double, 1600)
        XCTAssertEqual(rows[0]["distance"] as? Double, 1750)
        XCTAssertEqual(rows[0]["distanceUnit"] as? String, "yd")
        XCTAssertEqual(rows[0]["pacePer100mSeconds"] as? Double, 156.9)
        XCTAssertEqual(rows[1]["distanceUnit"] as? String, "m")
    }
}
