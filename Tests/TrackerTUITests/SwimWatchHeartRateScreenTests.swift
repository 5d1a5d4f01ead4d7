import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Swim tab on the real watchOS 11 swim whose export has only the workout's heart-rate statistics.
final class SwimWatchHeartRateScreenTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/watchos11-pool-swim.xml").standardized.path

    private func screen(width: Int, height: Int) throws -> String {
        let db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        var state = try makeState(width: width, height: height, database: db)
        state.type(.character("5"), .character("g"))
        state.type(text: "2025-09-13")
        state.type(.enter)
        return state.screenText
    }

    func testTheWatchsSummaryIsShownMarkedAndZonesAreUnavailable() throws {
        for (width, height) in [(80, 24), (200, 60)] {
            let text = try screen(width: width, height: height)
            XCTAssertTrue(text.contains("Heart rate avg 103 · min 80 · max 133"), "\(width)x\(height)\n" + text)
            XCTAssertTrue(text.contains("The watch's summary. Zones"), "\(width)x\(height)\n" + text)
            XCTAssertTrue(text.contains("unavailable"), "\(width)x\(height)\n" + text)
            XCTAssertFalse(text.contains("none recorded"), text)
            XCTAssertNil(text.firstMatch(of: /Z1 \d/), "no zone bars of zeros: " + text)
        }
    }
}
