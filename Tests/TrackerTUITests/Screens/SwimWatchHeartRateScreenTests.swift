import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Swim tab on the real watchOS 11 swim whose export has only the workout's heart-rate statistics.
final class SwimWatchHeartRateScreenTests: XCTestCase {
    private func state(width: Int, height: Int) throws -> AppState {
        try swimTab(on: "watchos11-pool-swim.xml", width: width, height: height)
    }

    private func screen(width: Int, height: Int) throws -> String { try state(width: width, height: height).screenText }

    func testGoldenFramesOfTheWatchsSummary() throws {
        for (width, height) in [(60, 18), (80, 24), (200, 60)] {
            try assertGolden(try state(width: width, height: height).render(), named: "swim-watch-summary-hr-\(width)x\(height)")
        }
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
