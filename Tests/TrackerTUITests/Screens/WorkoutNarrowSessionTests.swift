import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA1 finding 2: on a phone-sized terminal the running program's title shortens its block and
/// round first, so the exercise being done is always named on the exercise page.
final class WorkoutNarrowSessionTests: XCTestCase {
    private func runningFrame(width: Int, height: Int, after seconds: Int) throws -> String {
        let db = try AppDatabase.inMemory()
        let burpee = try XCTUnwrap(db.exercises().first { $0.name == "Burpee" })
        try db.updateExercise(id: burpee.id, name: "Burpee Jump", howTo: burpee.howTo)
        try db.saveProgram(
            WorkoutProgram(
                name: "Q", getReadySeconds: 3, warmUpSeconds: 4,
                blocks: [
                    .init(
                        items: [.init(exercise: "Burpee Jump", seconds: 3), .init(exercise: "Squat", seconds: 3)], workSeconds: 3, restSeconds: 3, rounds: 2),
                    .init(items: [.init(exercise: "Step Up", seconds: 3)], workSeconds: 3),
                ],
                blockRestSeconds: 5, coolDownSeconds: 4))
        let time = TestTime()
        var state = try makeState(width: width, height: height, database: db, time: time)
        state.type(.character("3"), .character("R"), .enter)
        _ = state.advance(.seconds(seconds), time: time)
        return state.screenText
    }

    func testTheExerciseIsNamedAt40x20And45x30() throws {
        for (width, height) in [(40, 20), (45, 30)] {
            let burpee = try runningFrame(width: width, height: height, after: 8)  // 3 s get ready, 4 s warm-up, 1 s in
            XCTAssertTrue(burpee.contains("Burpee Jump ─"), "\(width)×\(height): the name whole in the title\n\(burpee)")
            XCTAssertTrue(burpee.contains("Q · b1/2 · r1/2 · Burpee Jump") || burpee.contains("r1/2 · Burpee Jump"), burpee)
            let squat = try runningFrame(width: width, height: height, after: 14)  // Burpee Jump 3 s, rest 3 s: Squat
            XCTAssertTrue(squat.contains("· Squat ─") || squat.contains("· Squat ┐"), "\(width)×\(height)\n\(squat)")
        }
    }

    func testAWideScreenKeepsTheWholeTitle() throws {
        let frame = try runningFrame(width: 100, height: 30, after: 8)
        XCTAssertTrue(frame.contains("Q · block 1 of 2 · round 1 of 2 · Burpee Jump"), frame)
    }
}
