import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 27: programs of blocks (10 s get ready, 8 × (40 s, 20 s), 2 min rest, 6 × (30 s, 15 s),
/// 3 min cool-down), entered on the command line and in the app, stored, exported and imported, run
/// with each phase kind named to the hook; one JSON shape for a program everywhere.
final class WorkoutBlocksTests: XCTestCase {
    static let example = WorkoutProgram(
        name: "HIIT", getReadySeconds: 10,
        blocks: [
            .init(items: [.init(exercise: "Burpee", seconds: 40)], workSeconds: 30, restSeconds: 20, rounds: 8),
            .init(items: [.init(exercise: "Squat", seconds: 30)], workSeconds: 30, restSeconds: 15, rounds: 6),
        ], blockRestSeconds: 120, coolDownSeconds: 180)

    func testTheExampleRunsAsWrittenWithNoRestAfterABlocksLastInterval() {
        let plan = Self.example.plan
        XCTAssertEqual(plan.workCount, 14)
        XCTAssertEqual(plan.totalSeconds, 10 + (8 * 40 + 7 * 20) + 120 + (6 * 30 + 5 * 15) + 180, "17:05")
        XCTAssertEqual(plan.phases.first?.phase, .getReady)
        XCTAssertEqual(plan.phases.last?.phase, .coolDown)
        let blockRest = plan.phases.firstIndex { $0.phase == .blockRest(after: 1) }!
        XCTAssertEqual(plan.phases[blockRest].seconds, 120)
        XCTAssertTrue(plan.phases[blockRest - 1].phase.isWork, "no rest between the last interval and the block rest")
        XCTAssertTrue(plan.phases[plan.phases.count - 2].phase.isWork, "none before the cool-down either")
        XCTAssertEqual(plan.phases[blockRest + 1].phase, .work(exercise: "Squat", round: 1, .init(block: 2, blocks: 2, rounds: 6)))
        XCTAssertEqual(Self.example.summary, "14 intervals in 2 blocks, 17:05 in all")
    }

    func testTheBlockLineReadsBackAsItIsWritten() throws {
        let block = try WorkoutBlockText.block("8 x Burpee:40 rest 20", work: 30, rest: 10)
        XCTAssertEqual(block, Self.example.blocks[0])
        let readBack = try WorkoutBlockText.block(WorkoutBlockText.text(block), work: 1, rest: 1)
        XCTAssertEqual(readBack.items, block.items)
        XCTAssertEqual(readBack.rounds, block.rounds)
        XCTAssertEqual(readBack.restSeconds, block.restSeconds)
        let two = try WorkoutBlockText.block("3 × Squat + Sun Salute:45", work: 30, rest: 10)
        XCTAssertEqual(two.items, [.init(exercise: "Squat"), .init(exercise: "Sun Salute", seconds: 45)])
        XCTAssertEqual(two.rounds, 3)
        XCTAssertEqual(two.restSeconds, 10)
        XCTAssertThrowsError(try WorkoutBlockText.block("  ", work: 30, rest: 10))
        XCTAssertThrowsError(try WorkoutBlockText.block("99999999999999999999999 x Squat", work: 30, rest: 10))
    }

    func testStoredExportedAndImportedWhole() throws {
        let db = try AppDatabase.inMemory()
        try db.saveProgram(Self.example)
        XCTAssertEqual(try db.programs(), [Self.example])
        let file = try db.exportDocument().encoded()
        let target = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: file, into: target, today: LocalDate(iso: "2026-11-24")!)
        XCTAssertEqual(try target.programs(), [Self.example])
        XCTAssertEqual(try target.exportDocument().encoded(), file)
    }

    func testTheCommandLineTakesTheExampleAndListsItInTheExportsShape() throws {
        let path = NSTemporaryDirectory() + "blocks-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        let add = [
            "workout", "program", "add", "HIIT", "--get-ready", "10", "--block", "8 x burpee:40 rest 20", "--block-rest", "120",
            "--block", "6 x squat:30 rest 15", "--cool-down", "180",
        ]
        XCTAssertEqual(try trackerOutput(add, db: path), "Saved HIIT: 14 intervals in 2 blocks, 17:05 in all.\n")
        XCTAssertEqual(try AppDatabase.open(path: path).programs(), [Self.example])
        XCTAssertEqual(trackerExitCode(["workout", "program", "add", "X", "--block", "2 x Burpe"], db: path), 2, "did you mean")
        XCTAssertEqual(trackerExitCode(["workout", "program", "add", "X", "--block", "2 x Squat", "--exercise", "Squat"], db: path), 2)
        let listed = try trackerOutput(["workout", "program", "list", "--format", "json"], db: path)
        let exported = try AppDatabase.open(path: path).exportDocument().workoutPrograms ?? []
        XCTAssertEqual(try JSONDecoder().decode([ExportDocument.WorkoutProgramJSON].self, from: Data(listed.utf8)), exported)
        let first = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])?.first)
        XCTAssertTrue(first["exercises"] is [[String: Any]], "exercises are a list of objects, not one joined string")
    }

    func testTheAppTakesTheExampleInItsProgramForm() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.character("3"), .character("R"))
        XCTAssertTrue(state.screenText.contains("No programs yet: a adds one."), state.screenText)
        state.type(.character("a"))
        state.type(text: "HIIT")
        state.type(.tab, .tab, .tab)
        state.type(text: "8 x burpee:40 rest 20")
        state.type(.tab)
        state.type(text: "6 x squat:30 rest 15")
        state.type(.tab, .tab, .tab)
        for _ in 0..<3 { state.type(.backspace) }
        state.type(text: "120")
        state.type(.tab)
        for _ in 0..<3 { state.type(.backspace) }
        state.type(text: "180")
        XCTAssertTrue(state.screenText.contains("New program · 14 intervals · 17:05"), state.screenText)
        state.type(.control("s"))
        XCTAssertEqual(try db.programs(), [Self.example])
        XCTAssertTrue(state.screenText.contains("HIIT · 14 intervals · 17:05"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Saved HIIT: 14 intervals in 2 blocks, 17:05 in all."), state.screenText)
    }

    func testTheHookIsToldEachPhaseKindWithItsRoundAndBlock() throws {
        let db = try AppDatabase.inMemory()
        try db.saveProgram(
            WorkoutProgram(
                name: "All", getReadySeconds: 3, warmUpSeconds: 3,
                blocks: [
                    .init(items: [.init(exercise: "Squat")], workSeconds: 3, restSeconds: 3, rounds: 2),
                    .init(items: [.init(exercise: "Burpee")], workSeconds: 3),
                ],
                blockRestSeconds: 3, coolDownSeconds: 3))
        let time = TestTime()
        var config = TrackerConfig()
        config.workoutPhaseHook = ["cue"]
        var state = try makeState(width: 100, height: 30, database: db, time: time, config: config)
        state.type(.character("3"), .character("R"))
        var hooks = state.type(.enter)
        hooks += state.advance(.seconds(60), time: time)
        let calls = hooks.compactMap { effect -> String? in
            guard case .runHook(let arguments, let environment) = effect else { return nil }
            let place = ["TRACKER_ROUND", "TRACKER_BLOCK", "TRACKER_EXERCISE"].compactMap { key in
                environment[key].map { "\(key.dropFirst(8).lowercased())=\($0)" }
            }
            return ([arguments.last!] + place).joined(separator: " ")
        }
        XCTAssertEqual(
            calls,
            [
                "get-ready", "warm-up", "work round=1 block=1 exercise=Squat", "rest round=1 block=1", "work round=2 block=1 exercise=Squat",
                "block-rest block=1", "work round=1 block=2 exercise=Burpee", "cool-down", "done",
            ])
    }
}
