import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// "Also recorded by …": the apps whose copies of a swim were merged into it, in the tab and in `swim show`.
final class SwimOtherSourcesViewTests: XCTestCase {
    private var database: SwimCommandDatabase!
    private var path: String { database.path }

    override func setUpWithError() throws {
        database = try SwimCommandDatabase(fixture: "swim-copies-hostile.xml")
    }
    override func tearDown() { database.remove() }
    private func output(_ arguments: [String]) throws -> String { try database.output(arguments) }
    private func json(_ arguments: [String]) throws -> Any { try database.json(arguments) }

    func testSwimShowNamesTheOtherApps() throws {
        XCTAssertTrue(try output(["swim", "show", "2025-10-04"]).contains("\n  also recorded by Strava, My2JSwimPro (the copy kept is Apple Watch's)\n"))
        let object = try JSONSerialization.jsonObject(with: Data(try output(["swim", "show", "2025-10-04", "--format", "json"]).utf8)) as? [String: Any]
        let swim = try XCTUnwrap((object?["swims"] as? [[String: Any]])?.first)
        XCTAssertEqual(swim["alsoRecordedBy"] as? [String], ["Strava", "My2JSwimPro"])
    }

    func testTheSwimDetailNamesThemAtEverySize() throws {
        for (width, height) in [(60, 18), (80, 24), (200, 60)] {
            var state = try makeState(width: width, height: height, database: try AppDatabase.open(path: path))
            state.type(.character("5"), .character("g"))
            state.type(text: "2025-10-04")
            state.type(.enter)
            let text = state.screenText
            XCTAssertTrue(text.contains("also recorded by Strava"), "\(width)x\(height)\n" + text)
            if width >= 80 { XCTAssertTrue(text.contains("also recorded by Strava, My2JSwimPro"), "\(width)x\(height)\n" + text) }
        }
    }
}
