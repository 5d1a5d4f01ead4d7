import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The swim detail at 60×18 on the real watchOS 11 swim: the moving pace, the heart-rate figures and
/// every set column are shown whole; sets that do not fit are paged with PgDn/PgUp.
final class SwimSmallScreenTests: XCTestCase {
    private func state(_ fixture: String, width: Int = 60, height: Int = 18) throws -> AppState {
        try swimTab(on: fixture, width: width, height: height)
    }

    func testTheMovingPaceAndHeartRateFiguresAreWhole() throws {
        let text = try state("watchos11-pool-sets.xml").screenText
        XCTAssertTrue(text.contains("Moving    18:45 at 2:30/100 m"), text)
        XCTAssertTrue(text.contains("HR avg 103 · min 80 · max 133"), text)
        XCTAssertFalse(text.contains("…"), "nothing cut: " + text)
    }

    func testTheWatchSummaryFitsWithItsNote() throws {
        let text = try state("watchos11-pool-swim.xml").screenText
        XCTAssertTrue(text.contains("HR avg 103 · min 80 · max 133"), text)
        XCTAssertTrue(text.contains("Watch summary: zones need"), text)
        XCTAssertFalse(text.contains("…"), "nothing cut: " + text)
    }

    func testEverySetColumnShowsAndTheSetsPage() throws {
        var state = try state("watchos11-pool-sets.xml")
        state.type(.character("v"), .character("v"))
        var text = state.screenText
        XCTAssertTrue(text.contains("# laps time /100m SWOLF rest"), text)
        XCTAssertTrue(text.contains("1 2×50 2:34  2:34   106 2:07"), text)
        XCTAssertTrue(text.contains("Sets 1–2 of 9 · PgDn"), text)
        XCTAssertFalse(text.contains("…"), "nothing cut: " + text)
        for _ in 0..<4 { state.type(.pageDown) }
        text = state.screenText
        XCTAssertTrue(text.contains("9 2×50 1:33  1:33   112"), text)
        XCTAssertTrue(text.contains("Sets 9–9 of 9 · PgUp"), text)
        state.type(.pageUp)
        XCTAssertTrue(state.screenText.contains("Sets 7–8 of 9"), state.screenText)
    }

    func testGoldenFramesOfTheLapsAndSetsAt60x18() throws {
        var state = try state("watchos11-pool-sets.xml")
        state.type(.character("v"))
        try assertGolden(state.render(), named: "swim-watch-laps-60x18")
        state.type(.character("v"))
        try assertGolden(state.render(), named: "swim-watch-sets-60x18")
        state.type(.pageDown)
        try assertGolden(state.render(), named: "swim-watch-sets-page2-60x18")
    }

    func testAt80x24TheLastSetsArePagedNotHidden() throws {
        var state = try state("watchos11-pool-sets.xml", width: 80, height: 24)
        state.type(.character("v"), .character("v"), .pageDown)
        let text = state.screenText
        XCTAssertTrue(text.contains(" 9.    2   100 m   1:33  1:33   112"), text)
    }
}
