import Foundation
import XCTest
import TrackerKit

/// Issue 27: programs keep exercises by name, so a rename must reach them, and the export never
/// names an exercise its list does not hold.
final class ExerciseRenameTests: XCTestCase {
    func testARenameReachesProgramsAndTheExportHasNoDanglingName() throws {
        let db = try AppDatabase.inMemory()
        try db.saveProgram(WorkoutProgram(name: "Legs", items: [.init(exercise: "Squat", seconds: 40), .init(exercise: "Burpee")]))
        let squat = try XCTUnwrap(db.exercise(named: "Squat"))
        try db.updateExercise(id: squat.id, name: "Deep squat", howTo: squat.howTo)
        XCTAssertEqual(try db.programs().first?.items.map(\.exercise), ["Deep squat", "Burpee"])
        XCTAssertEqual(try db.programs().first?.items.first?.seconds, 40)
        let document = try db.exportDocument()
        let listed = Set(document.exercises.map { NameKey.of($0.name) })
        for program in document.workoutPrograms ?? [] {
            for item in program.exercises { XCTAssertTrue(listed.contains(NameKey.of(item.exercise)), "dangling: \(item.exercise)") }
        }
        XCTAssertFalse(document.workoutPrograms?.isEmpty ?? true)
    }

    func testDeletingAnExerciseAProgramUsesIsRefusedNamingTheProgram() throws {
        let db = try AppDatabase.inMemory()
        try db.saveProgram(WorkoutProgram(name: "Legs", items: [.init(exercise: "Burpee")]))
        let burpee = try XCTUnwrap(db.exercise(named: "Burpee"))
        XCTAssertThrowsError(try db.deleteExercise(id: burpee.id)) { error in
            XCTAssertTrue("\(error)".contains("Legs"), "\(error)")
        }
        XCTAssertNotNil(try db.exercise(named: "Burpee"))
        XCTAssertTrue(try db.deleteProgram(named: "Legs"))
        XCTAssertNoThrow(try db.deleteExercise(id: burpee.id))
    }
}
