import Foundation
import XCTest
@testable import TrackerKit

/// Interval programs and a pad's finished counts go into the JSON export and come back from it.
final class ProgramAndPadSessionJSONTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)

    private func clock(_ seconds: TimeInterval) -> CounterClock {
        CounterClock(now: base.addingTimeInterval(seconds), today: LocalDate(base, in: TimeZone(identifier: "UTC")!))
    }

    private func database() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try db.saveProgram(
            WorkoutProgram(
                name: "Tabata 東京", getReadySeconds: 5, warmUpSeconds: 60, workSeconds: 20, restSeconds: 10, rounds: 8, coolDownSeconds: 120,
                items: [.init(exercise: "Squat"), .init(exercise: "Push-up", seconds: 45)]))
        try db.saveProgram(WorkoutProgram(name: "Short", items: [.init(exercise: "Plank")]))
        let lymph = try db.addCounter(name: "Lymph", at: clock(0)), neutro = try db.addCounter(name: "Neutro", at: clock(1))
        let pad = try db.savePad(name: "Diff", target: 100, counterIds: [lymph.id, neutro.id])
        try db.tap(counterId: lymph.id, times: 3, at: clock(2))
        try db.tap(counterId: neutro.id, times: 5, at: clock(3))
        try db.finishPadCount(padId: pad.id, at: clock(60))
        try db.tap(counterId: lymph.id, times: 2, at: clock(70))
        try db.finishPadCount(padId: pad.id, at: clock(120))
        return db
    }

    func testProgramsAndPadSessionsSurviveExportAndImport() throws {
        let source = try database()
        let first = try source.exportDocument().encoded()
        let target = try AppDatabase.inMemory()
        XCTAssertEqual(try JSONImporter.run(data: first, into: target, today: today).mode, .restored)
        XCTAssertEqual(try target.programs(), try source.programs())
        XCTAssertEqual(try target.programs().count, 2)
        let sourcePad = try XCTUnwrap(source.pads().first), targetPad = try XCTUnwrap(target.pads().first)
        let restored = try target.padSessions(padId: targetPad.id)
        XCTAssertEqual(restored.count, 2)
        XCTAssertEqual(restored.map(\.cells), try source.padSessions(padId: sourcePad.id).map(\.cells))
        XCTAssertEqual(restored.map(\.finishedAt), try source.padSessions(padId: sourcePad.id).map(\.finishedAt))
        XCTAssertEqual(restored.first?.target, 100)
        XCTAssertEqual(String(decoding: try target.exportDocument().encoded(), as: UTF8.self), String(decoding: first, as: UTF8.self))
    }

    func testMergingTwiceAddsNoProgramOrSessionTheSecondTime() throws {
        let first = try database().exportDocument().encoded()
        let target = try database()
        let summary = try JSONImporter.run(data: first, into: target, today: today)
        XCTAssertEqual(summary.mode, .merged)
        XCTAssertNil(summary.added["workout programs"])
        XCTAssertNil(summary.added["pad sessions"])
        XCTAssertEqual(try target.padSessions(padId: try XCTUnwrap(target.pads().first).id).count, 2)
    }

    /// A restored count has no restart changes to take back: undo refuses instead of dropping it.
    func testARestoredCountIsNotForgottenByUndo() throws {
        let target = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: try database().exportDocument().encoded(), into: target, today: today)
        let pad = try XCTUnwrap(target.pads().first)
        XCTAssertThrowsError(try target.undoPadCount(padId: pad.id))
        XCTAssertEqual(try target.padSessions(padId: pad.id).count, 2)
    }

    func testABadProgramOrSessionValueIsNamedAndNothingIsWritten() throws {
        let good = try JSONSerialization.jsonObject(with: try database().exportDocument().encoded()) as! [String: Any]
        func programs(_ body: (inout [[String: Any]]) -> Void) -> Data {
            var top = good, list = top["workoutPrograms"] as! [[String: Any]]
            body(&list)
            top["workoutPrograms"] = list
            return try! JSONSerialization.data(withJSONObject: top)
        }
        func session(_ body: (inout [String: Any]) -> Void) -> Data {
            var top = good, pads = top["pads"] as! [[String: Any]], sessions = pads[0]["sessions"] as! [[String: Any]]
            body(&sessions[0])
            pads[0]["sessions"] = sessions
            top["pads"] = pads
            return try! JSONSerialization.data(withJSONObject: top)
        }
        let cases: [(Data, String)] = [
            (programs { $0[0]["workSeconds"] = 1e300 }, "workoutPrograms[0].workSeconds"),
            (programs { $0[1]["workSeconds"] = 100_000 }, "workoutPrograms[1].workSeconds"),
            (programs { $0[0]["rounds"] = 0 }, "workoutPrograms[0].rounds"),
            (programs { $0[0]["name"] = "Evil\u{202E}name" }, "workoutPrograms[0].name"),
            (programs { $0[1]["name"] = ($0[0]["name"] as! String).uppercased() }, "workoutPrograms[1].name"),
            (programs { $0[0]["exercises"] = [] as [Any] }, "workoutPrograms[0].exercises"),
            (
                programs { list in
                    var items = list[1]["exercises"] as! [[String: Any]]; items[1]["seconds"] = -1; list[1]["exercises"] = items
                },
                "workoutPrograms[1].exercises[1].seconds"
            ),
            (
                programs { list in
                    var items = list[0]["exercises"] as! [[String: Any]]; items[0]["exercise"] = "\u{1B}[2J"; list[0]["exercises"] = items
                },
                "workoutPrograms[0].exercises[0].exercise"
            ),
            (session { $0["finishedAt"] = "yesterday" }, "pads[0].sessions[0].finishedAt"),
            (session { $0["target"] = 0 }, "pads[0].sessions[0].target"),
            (
                session { s in
                    var cells = s["cells"] as! [[String: Any]]; cells[0]["key"] = "!"; s["cells"] = cells
                },
                "pads[0].sessions[0].cells[0].key"
            ),
            (
                session { s in
                    var cells = s["cells"] as! [[String: Any]]; cells[1]["counter"] = "a\tb"; s["cells"] = cells
                },
                "pads[0].sessions[0].cells[1].counter"
            ),
        ]
        for (data, expected) in cases {
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try JSONImporter.run(data: data, into: db, today: today), expected) { error in
                XCTAssertTrue("\(error)".contains(expected), "expected “\(expected)”, got “\(error)”")
            }
            XCTAssertTrue(try db.read { try AppDatabase.holdsNoDiary($0) }, "nothing written for \(expected)")
            XCTAssertEqual(try db.programs(), [], "no program written for \(expected)")
        }
    }

    func testAFormat2FileFromBeforeProgramsStillImports() throws {
        let old =
            #"{"formatVersion": 2, "application": "tracker", "settings": {}, "foods": [], "days": [], "exercises": [], "workouts": [], "counters": [], "pads": [{"name": "Diff", "target": null, "keys": {}}], "swims": []}"#
        let db = try AppDatabase.inMemory()
        _ = try JSONImporter.run(data: Data(old.utf8), into: db, today: today)
        XCTAssertEqual(try db.pads().count, 1)
        XCTAssertEqual(try db.programs(), [])
    }

    func testCSVHasProgramsAndPadSessions() throws {
        let files = Dictionary(uniqueKeysWithValues: CSVExport.files(try database().exportDocument()).map { ($0.name, $0.text) })
        let programs = try XCTUnwrap(files["workout_programs.csv"])
        XCTAssertTrue(programs.contains("Tabata 東京,5,60,20,10,8,120"), programs)
        let exercises = try XCTUnwrap(files["workout_program_exercises.csv"])
        XCTAssertTrue(exercises.contains("Tabata 東京,2,Push-up,45"), exercises)
        XCTAssertTrue(exercises.contains("Short,1,Plank,,1\r"), exercises)
        let sessions = try XCTUnwrap(files["pad_sessions.csv"])
        XCTAssertTrue(sessions.hasPrefix("pad,finished_at,target,key,counter,count"), sessions)
        XCTAssertEqual(sessions.components(separatedBy: "\r\n").count, 6, "a header and a row per key of each count: \(sessions)")
    }
}
