import XCTest

@testable import TrackerKit

/// The CSV export says a program with blocks whole (issue 27.4): every block with its own work, rest
/// and rounds, each block's exercises, and the get-ready, warm-up, rest between blocks and cool-down.
final class ProgramBlocksCSVTests: XCTestCase {
    func testEveryBlockOfTheIssuesExampleIsExported() throws {
        let db = try AppDatabase.inMemory()
        // 10 s get ready, 8 × (40 s work, 20 s rest), 2 min rest, 6 × (30 s, 15 s), 3 min cool-down.
        try db.saveProgram(
            WorkoutProgram(
                name: "Ladder, two blocks", getReadySeconds: 10, warmUpSeconds: 60,
                blocks: [
                    .init(items: [.init(exercise: "Burpee")], workSeconds: 40, restSeconds: 20, rounds: 8),
                    .init(items: [.init(exercise: "Squat"), .init(exercise: "Plank", seconds: 45)], workSeconds: 30, restSeconds: 15, rounds: 6),
                ], blockRestSeconds: 120, coolDownSeconds: 180))
        let files = Dictionary(uniqueKeysWithValues: CSVExport.files(try db.exportDocument()).map { ($0.name, $0.text) })
        let programs = try XCTUnwrap(files["workout_programs.csv"])
        XCTAssertEqual(
            programs, "name,get_ready_s,warm_up_s,work_s,rest_s,rounds,cool_down_s,block_rest_s,blocks\r\n\"Ladder, two blocks\",10,60,40,20,8,180,120,2\r\n")
        let blocks = try XCTUnwrap(files["workout_program_blocks.csv"], "a file of blocks")
        XCTAssertEqual(
            blocks,
            "program,block,work_s,rest_s,rounds,exercises\r\n\"Ladder, two blocks\",1,40,20,8,1\r\n\"Ladder, two blocks\",2,30,15,6,2\r\n")
        let exercises = try XCTUnwrap(files["workout_program_exercises.csv"])
        XCTAssertEqual(
            exercises,
            "program,position,exercise,seconds,block\r\n\"Ladder, two blocks\",1,Burpee,,1\r\n\"Ladder, two blocks\",1,Squat,,2\r\n"
                + "\"Ladder, two blocks\",2,Plank,45,2\r\n")
    }
}
