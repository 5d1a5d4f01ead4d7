import Foundation
import XCTest

@testable import TrackerKit

/// The apps whose copies of a swim were merged into it: kept clean (no escape sequences, direction
/// overrides or line breaks) and cut to a length every view can show.
final class SwimOtherSourcesTests: XCTestCase {
    typealias X = HealthExportBuilder
    private let start = "2025-10-04 09:00:00 +0200", end = "2025-10-04 09:30:00 +0200"

    private func swimWithCopies(_ sources: [String]) -> String {
        let watch = X.workout(start: start, end: end, minutes: 30, X.lap("2025-10-04 09:01:00 +0200", minutes: 0.5, style: 2))
        let copies = sources.map { X.workout(source: $0, start: "2025-10-04 09:00:01 +0200", end: end, minutes: 30, "") }
        return X.export(([watch] + copies).joined(separator: "\n"))
    }

    func testHostileAppNamesAreCleanedAndCutOnImport() throws {
        let db = try AppDatabase.inMemory()
        let long = String(repeating: "Very Long App Name ", count: 30)
        let summary = try X.importing(
            swimWithCopies(["Strava", "My&#x9B;2JSwim&#x202E;Pro", "Line&#10;Break&#9;App", long, "&#x202E;&#x9B;"]), into: db)
        let sources = try XCTUnwrap(db.swims().first?.otherSources)
        XCTAssertEqual(Array(sources.prefix(3)), ["Strava", "My2JSwimPro", "Line Break App"])
        XCTAssertEqual(sources.count, 4, "a name of nothing but controls is no name")
        XCTAssertEqual(sources[3].count, Input.appNameLength)
        XCTAssertTrue(sources[3].hasSuffix("…"))
        for name in sources { XCTAssertNil(Input.hiddenCharacterProblem(name, allowLineBreaks: false), name) }
        XCTAssertFalse(summary.lines.joined().contains("\u{9B}"), "the import's summary names them clean too")
    }

    func testAStoredHostileNameReadsClean() throws {
        let db = try AppDatabase.inMemory()
        _ = try X.importing(swimWithCopies(["Strava"]), into: db)
        try db.write { try $0.execute(sql: #"UPDATE swim SET otherSources = '["\u001b]0;PWNED\u0007Evil", "\u202eevil", "", 7]'"#) }
        XCTAssertEqual(try db.swims().first?.otherSources, [], "not a list of names: none")
        try db.write { try $0.execute(sql: #"UPDATE swim SET otherSources = '["\u001b]0;PWNED\u0007Evil", "\u202eevil", ""]'"#) }
        XCTAssertEqual(try db.swims().first?.otherSources, ["]0;PWNEDEvil", "evil"])
    }

    func testAppNameRule() {
        XCTAssertEqual(Input.appName("  Strava  "), "Strava")
        XCTAssertEqual(Input.appName("e\u{301}"), "é", "NFC")
        XCTAssertNil(Input.appName("\u{1B}\u{7}"))
        XCTAssertEqual(Input.appName("汉字" + String(repeating: "字", count: 100))?.count, Input.appNameLength)
    }
}
