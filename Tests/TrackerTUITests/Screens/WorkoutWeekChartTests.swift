import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 16.11: the 7-day chart goes back a week, keeps deleted exercises in its legend, shows its
/// scale, and gives a fifth exercise a pattern of its own.
final class WorkoutWeekChartTests: XCTestCase {
    func testTheChartGoesBackAWeekAndNamesEveryExerciseShown() throws {
        let db = try AppDatabase.inMemory()
        let time = TestTime()  // 2026-11-21
        let plank = try db.addExercise(name: "Plank", howTo: "Hold.")
        try db.logExercise("Plank", on: LocalDate(iso: "2026-11-12")!, times: 2)
        try db.logExercise("Squat", on: LocalDate(iso: "2026-11-20")!, times: 1)
        try db.deleteExercise(id: plank.id)
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        state.type(.character("3"), .character("H"))
        XCTAssertTrue(state.screenText.contains("7 days to 21 Nov 2026 · full bar 4"), state.screenText)
        state.type(.character("["))
        XCTAssertTrue(state.screenText.contains("7 days to 14 Nov 2026"), state.screenText)
        let legend = state.screenText.split(separator: "\n").filter { $0.contains("Squat") && $0.contains("Sun Salute") }
        XCTAssertTrue(legend.contains { $0.contains("Plank") }, "a deleted exercise stays in the legend of a week it was done in")
        state.type(.character("]"), .character("]"))
        XCTAssertTrue(state.screenText.contains("7 days to 21 Nov 2026"), "never past today")
    }

    func testAFifthExerciseHasItsOwnPattern() {
        let view = WorkoutHistoryView(exercises: ["A", "B", "C", "D", "E"])
        let fills = ["A", "B", "C", "D", "E"].map { view.fill(for: $0, glyphs: .ascii) }
        XCTAssertEqual(Set(fills).count, 5, "\(fills)")
    }
}
