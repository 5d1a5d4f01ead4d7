import Foundation
import XCTest
@testable import TrackerKit

/// Every way in refuses a second spelling of a name, naming the spelling that is there.
final class NameUniquenessTests: XCTestCase {
    private var db: AppDatabase!
    private let today = LocalDate(iso: "2026-11-21")!
    private var clock: CounterClock { CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: today) }

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
    }

    private func assertRefused(_ expected: String, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? InputError)?.message, expected, file: file, line: line)
        }
    }

    func testAFoodAddedOrRenamedToAnotherSpellingIsRefused() throws {
        try db.addFood(Food(name: "Apple", kcalPerServing: 95))
        assertRefused("A food named “Apple” already exists.") { try db.addFood(Food(name: "Ａｐｐｌｅ", kcalPerServing: 50)) }
        var fish = try db.addFood(Food(name: "Fish", kcalPerServing: 100))
        fish.name = "ＡＰＰＬＥ"
        assertRefused("A food named “Apple” already exists.") { try db.updateFood(fish) }
        XCTAssertEqual(try db.food(named: "ａｐｐｌｅ")?.name, "Apple")
        XCTAssertEqual(try db.foods().map(\.name), ["Apple", "Fish"])
        XCTAssertNoThrow(try db.addFood(Food(name: "Café", kcalPerServing: 5)))
        XCTAssertNoThrow(try db.addFood(Food(name: "Cafe", kcalPerServing: 5)), "accents make another name")
    }

    func testCountersExercisesPadsAndProgramsRefuseAnotherSpelling() throws {
        let laps = try db.addCounter(name: "Laps", at: clock)
        assertRefused("A counter named “Laps” already exists.") { try db.addCounter(name: "Ｌａｐｓ", at: clock) }
        let other = try db.addCounter(name: "Other", at: clock)
        assertRefused("A counter named “Laps” already exists.") {
            try db.updateCounter(id: other.id, name: "ＬＡＰＳ", step: 1, add: nil, set: nil, goal: nil, resetPeriod: nil, at: clock)
        }
        XCTAssertEqual(try db.counter(named: "ｌａｐｓ")?.id, laps.id)
        try db.addExercise(name: "Lunge", howTo: "")
        assertRefused("An exercise named “Lunge” already exists.") { try db.addExercise(name: "Ｌｕｎｇｅ", howTo: "") }
        try db.savePad(id: nil, name: "Diff", target: nil, keys: [("a", laps.id)])
        assertRefused("A pad named “Diff” already exists.") { try db.savePad(id: nil, name: "Ｄｉｆｆ", target: nil, keys: [("a", other.id)]) }
        let program = WorkoutProgram(
            name: "ﬁve", getReadySeconds: 0, warmUpSeconds: 0, workSeconds: 30, restSeconds: 10, rounds: 1, coolDownSeconds: 0,
            items: [.init(exercise: "Lunge", seconds: nil)])
        try db.saveProgram(program)
        var again = program
        again.name = "FIVE"
        assertRefused("A program named “ﬁve” exists (--replace replaces it).") { try db.saveProgram(again) }
    }

    func testTheWorkoutLogCountsTwoSpellingsAsOneExercise() throws {
        try db.logExercise("Squat", on: today)
        try db.logExercise("Ｓｑｕａｔ", on: today)
        try db.logExercise("squat", on: today)
        let counts = try XCTUnwrap(db.workoutHistory().first).counts
        XCTAssertEqual(counts.map(\.0), ["Squat"])
        XCTAssertEqual(counts.map(\.1), [3])
        XCTAssertTrue(try db.deleteOneExerciseEntry("ＳＱＵＡＴ", on: today))
    }

    func testAFoodListWithBothSpellingsKeepsTheFirst() throws {
        let list = try KCountFoodList.read(Data("Name, Calories, Serving Type\nApple,95,piece\nＡｐｐｌｅ,50,piece\n".utf8), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(list.foods.map(\.name), ["Apple"])
        XCTAssertEqual(list.repeated, 1)
        try db.addFood(Food(name: "ａｐｐｌｅ", kcalPerServing: 10))
        let plan = try db.importFoods(list)
        XCTAssertEqual(plan.added, [])
        XCTAssertEqual(plan.existing.count, 1)
        XCTAssertEqual(try db.foods().map(\.name), ["ａｐｐｌｅ"])
    }

    func testMergingADocumentPutsAnotherSpellingsEntriesOnTheFoodYouHave() throws {
        let source = try AppDatabase.inMemory()
        let food = try source.addFood(Food(name: "Ａｐｐｌｅ", kcalPerServing: 50))
        try source.addEntry(foodId: food.id!, servings: 2, on: today)
        try db.addFood(Food(name: "Apple", kcalPerServing: 95))
        let summary = try JSONImporter.run(data: try source.exportDocument().encoded(), into: db, today: today)
        XCTAssertEqual(summary.mode, .merged)
        XCTAssertNil(summary.added["foods"])
        XCTAssertEqual(try db.foods().map(\.name), ["Apple"])
        XCTAssertEqual(try db.entries(on: today).map(\.title), ["Apple"])
        XCTAssertEqual(try db.entries(on: today).map(\.kcal), [100], "the entry keeps the calories it was logged with")
    }

    func testAJSONDocumentWithBothSpellingsIsRefusedAtTheSecond() throws {
        try db.addFood(Food(name: "Apple", kcalPerServing: 95))
        try db.addFood(Food(name: "Pear", kcalPerServing: 60))
        var document = try db.exportDocument()
        document.foods[1].name = "Ａｐｐｌｅ"
        let data = try document.encoded()
        XCTAssertThrowsError(try JSONImporter.run(data: data, into: try AppDatabase.inMemory(), today: today)) { error in
            let problem = error as? JSONImportError
            XCTAssertEqual(problem?.path, "foods[1].name")
            XCTAssertEqual(
                problem?.message, "“Ａｐｐｌｅ” is the same name as foods[0] “Apple” (names are unique ignoring case and width); rename one")
        }
    }
}
