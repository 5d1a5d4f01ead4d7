import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Whole frames of every tab and every kind of dialog with the demo year on a phone held upright
/// (40×20 and 45×30, the narrow layouts). Fixed data, clock and zone, like GoldenScreenTests.
final class NarrowGoldenTests: XCTestCase {
    static let phoneSizes = [(40, 20), (45, 30)]
    /// The demo year is made once per run (DemoDiary); each test draws an in-memory copy of it.
    private func demoState(width: Int, height: Int, time: TestTime = TestTime()) throws -> AppState {
        try makeState(width: width, height: height, database: DemoDiary.copy(), time: time)
    }

    private func assertTab(_ tab: Tab, file: StaticString = #filePath, line: UInt = #line) throws {
        for (width, height) in Self.phoneSizes {
            var state = try demoState(width: width, height: height)
            state.select(tab)
            try assertGolden(state.render(), named: "narrow-\(tab.commandName)-\(width)x\(height)", file: file, line: line)
        }
    }

    func testLog() throws { try assertTab(.log) }
    func testProgress() throws { try assertTab(.progress) }
    func testData() throws { try assertTab(.data) }
    func testWorkout() throws { try assertTab(.workout) }
    func testCounters() throws { try assertTab(.counters) }
    func testSwim() throws {
        try assertTab(.swim)
        // The latest swim's day: its figures one per line.
        for (width, height) in Self.phoneSizes {
            var state = try demoState(width: width, height: height)
            state.select(.swim)
            state.type(.character("L"))
            try assertGolden(state.render(), named: "narrow-swim-day-\(width)x\(height)")
        }
    }

    /// Under 60 columns a day with a swim has no room for the streaks and bests: `b` (on the status
    /// line) shows them in the day panel, and `b` again brings the swim back.
    func testTheSwimFiguresAreReachableOnASwimDay() throws {
        for (width, height) in Self.phoneSizes {
            var state = try demoState(width: width, height: height)
            state.select(.swim)
            state.type(.character("L"))
            let day = state.render().lines()
            XCTAssertFalse(day.joined().contains("Streak"), "a swim day at \(width)x\(height) shows the swim")
            XCTAssertTrue(day.last!.contains("b bests"), "the key is on the status line: \(day.last!)")
            state.type(.character("b"))
            let figures = state.render().lines()
            XCTAssertTrue(figures.contains { $0.contains("Streak") }, figures.joined(separator: "\n"))
            XCTAssertTrue(figures.contains { $0.contains("Personal bests") }, figures.joined(separator: "\n"))
            XCTAssertTrue(figures.last!.contains("b the swim"), figures.last!)
            try assertGolden(state.render(), named: "narrow-swim-figures-\(width)x\(height)")
            state.type(.character("b"))
            XCTAssertEqual(state.render().lines(), day)
        }
    }

    func testLogDialogs() throws {
        for (width, height) in Self.phoneSizes {
            var state = try demoState(width: width, height: height)
            let size = "\(width)x\(height)"
            state.type(.character("w"))
            try assertGolden(state.render(), named: "narrow-modal-weight-prompt-\(size)")
            state.type(.escape, .character("a"))
            try assertGolden(state.render(), named: "narrow-modal-quick-add-\(size)")
            state.type(.escape, .character("f"))
            try assertGolden(state.render(), named: "narrow-modal-food-picker-\(size)")
            state.type(text: "Phở bò")
            state.type(.enter)
            try assertGolden(state.render(), named: "narrow-modal-food-form-\(size)")
            state.type(.escape, .character("m"))
            state.type(text: "Long swim, then ラーメン 🍜")
            try assertGolden(state.render(), named: "narrow-modal-memo-editor-\(size)")
            state.type(.escape, .escape, .enter, .character("d"))
            try assertGolden(state.render(), named: "narrow-modal-confirm-delete-\(size)")
            state.type(.character("n"), .escape, .character("?"))
            try assertGolden(state.render(), named: "narrow-modal-help-\(size)")
        }
    }

    func testImportDialogCounterPadAndWorkoutTimer() throws {
        for (width, height) in Self.phoneSizes {
            let time = TestTime()
            var state = try demoState(width: width, height: height, time: time)
            let size = "\(width)x\(height)"
            state.select(.data)
            state.type(.character("i"))
            try assertGolden(state.render(), named: "narrow-modal-import-path-\(size)")
            state.type(.escape)
            state.select(.counters)
            state.type(.character("P"), .enter)
            try assertGolden(state.render(), named: "narrow-modal-counter-pad-\(size)")
            state.type(.escape, .escape)
            state.select(.workout)
            state.type(.enter, .enter)
            time.uptime += .seconds(7)
            _ = state.tick()
            try assertGolden(state.render(), named: "narrow-modal-workout-timer-\(size)")
        }
    }
}
