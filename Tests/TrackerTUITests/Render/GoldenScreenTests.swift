import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Whole frames, text and styles, of every tab with the demo year and of every kind of modal.
/// The data, the clock and the zone (UTC, handed to the state) are fixed, so each frame is the same on every machine.
final class GoldenScreenTests: XCTestCase {
    private static let today = LocalDate(iso: "2026-11-21")!

    /// The demo year is made once per run (DemoDiary); each test draws an in-memory copy of it.
    private func demoState(width: Int = 80, height: Int = 24, time: TestTime = TestTime()) throws -> AppState {
        try makeState(width: width, height: height, database: DemoDiary.copy(), time: time)
    }

    func testEveryTabWithTheDemoYear() throws {
        for (width, height) in [(80, 24), (200, 60)] {
            var state = try demoState(width: width, height: height)
            for tab in Tab.allCases {
                state.select(tab)
                try assertGolden(state.render(), named: "demo-\(tab.commandName)-\(width)x\(height)")
            }
        }
    }

    func testLogWithAWeekOfCJKAndEmoji() throws {
        let db = try AppDatabase.inMemory()
        try UnicodeWeek.fill(db, endingOn: Self.today, now: TestTime().now)
        for (width, height) in [(80, 24), (200, 60)] {
            var state = try makeState(width: width, height: height, database: db)
            try assertGolden(state.render(), named: "unicode-log-\(width)x\(height)")
            state.type(.enter)
            try assertGolden(state.render(), named: "unicode-log-entries-\(width)x\(height)")
        }
        var counters = try makeState(database: db)
        counters.select(.counters)
        try assertGolden(counters.render(), named: "unicode-counters-80x24")
    }

    func testFormsAndPrompts() throws {
        var state = try demoState()
        state.type(.character("w"))
        try assertGolden(state.render(), named: "modal-weight-prompt-80x24")
        state.type(.escape, .character("f"))
        try assertGolden(state.render(), named: "modal-food-picker-80x24")
        state.type(text: "Phở bò")
        state.type(.enter)
        try assertGolden(state.render(), named: "modal-food-form-80x24")
        state.type(.escape, .character("m"))
        state.type(text: "Long swim, then ラーメン 🍜")
        try assertGolden(state.render(), named: "modal-memo-editor-80x24")
    }

    func testConfirmationAndHelp() throws {
        var state = try demoState()
        state.type(.enter, .character("d"))
        try assertGolden(state.render(), named: "modal-confirm-delete-80x24")
        state.type(.character("n"), .escape, .character("?"))
        try assertGolden(state.render(), named: "modal-help-80x24")
    }

    func testImportDialogCounterPadAndWorkoutTimer() throws {
        let time = TestTime()
        var state = try demoState(time: time)
        state.select(.data)
        state.type(.character("i"))
        try assertGolden(state.render(), named: "modal-import-path-80x24")
        state.type(.escape)
        state.select(.counters)
        state.type(.character("P"), .enter)
        try assertGolden(state.render(), named: "modal-counter-pad-80x24")
        state.type(.escape, .escape)
        state.select(.workout)
        state.type(.enter, .enter)
        time.uptime += .seconds(7)
        _ = state.tick()
        try assertGolden(state.render(), named: "modal-workout-timer-80x24")
    }
}
