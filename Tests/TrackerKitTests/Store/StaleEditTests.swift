import Foundation
import XCTest
@testable import TrackerKit

/// Two connections on one file: a form opened in one window is saved after the other window (or the
/// command line) changed the same row. What the form did not change must survive; what both changed
/// is refused with nothing written.
final class StaleEditTests: TwoConnectionsTestCase {
    private let day = LocalDate(year: 2026, month: 11, day: 24)!

    func testAMemoAppendedElsewhereIsNotOverwrittenByAnOlderForm() throws {
        try here.setMemo("Ran 5 km", on: day)
        let opened = try here.dayDetail(day).memo
        try elsewhere.appendMemo("Slept badly (from cron)", on: day)
        XCTAssertThrowsError(try here.setMemo(Edit(opened: opened, mine: "Ran 5 km + edited"), on: day)) { error in
            XCTAssertEqual(
                "\(error)",
                "The memo was changed elsewhere since you opened it: now “Ran 5 km / Slept badly (from cron)”. Ctrl-S again saves yours over it; Esc keeps theirs."
            )
        }
        XCTAssertEqual(try elsewhere.dayDetail(day).memo, "Ran 5 km\nSlept badly (from cron)", "nothing written")
        XCTAssertEqual(here.undoDepth, 1, "the refused save is no step to undo")
    }

    func testSavingAgainAfterTheWarningPutsTheUsersMemoOverTheirs() throws {
        try here.setMemo("Ran", on: day)
        try elsewhere.setMemo("Swam", on: day)
        var edit = Edit<String?>(opened: "Ran", mine: "Ran far")
        do {
            try here.setMemo(edit, on: day)
            XCTFail("a stale save must be refused")
        } catch let conflict as ChangedElsewhere<String?> {
            edit.opened = conflict.reopened
        }
        try here.setMemo(edit, on: day)
        XCTAssertEqual(try elsewhere.dayDetail(day).memo, "Ran far")
    }

    func testAStaleFormThatChangedNothingWritesNothing() throws {
        try here.setMemo("Ran", on: day)
        try elsewhere.setMemo("Swam", on: day)
        try here.setMemo(Edit(opened: "Ran", mine: "Ran"), on: day)
        XCTAssertEqual(try here.dayDetail(day).memo, "Swam")
    }

    func testTheSameChangeOnBothSidesIsNoConflict() throws {
        try elsewhere.setMemo("Swam", on: day)
        try here.setMemo(Edit(opened: nil, mine: "Swam"), on: day)
        XCTAssertEqual(try here.dayDetail(day).memo, "Swam")
    }

    func testAFoodRenamedElsewhereKeepsItsNewNameWhenTheFormSavesOnlyCalories() throws {
        let apple = try here.addFood(Food(name: "Green apple", kcalPerServing: 52))
        var renamed = apple
        renamed.name = "Red apple"
        try elsewhere.updateFood(renamed)
        var mine = apple
        mine.kcalPerServing = 96
        try here.updateFood(Edit(opened: apple, mine: mine))
        let stored = try elsewhere.food(named: "red apple")
        XCTAssertEqual(stored?.name, "Red apple", "the rename made elsewhere stays")
        XCTAssertEqual(stored?.kcalPerServing, 96, "the form's change is saved")
    }

    func testAFoodFieldChangedOnBothSidesIsRefused() throws {
        let apple = try here.addFood(Food(name: "Green apple", kcalPerServing: 52))
        var theirs = apple
        theirs.kcalPerServing = 80
        try elsewhere.updateFood(theirs)
        var mine = apple
        mine.kcalPerServing = 96
        XCTAssertThrowsError(try here.updateFood(Edit(opened: apple, mine: mine))) { error in
            XCTAssertEqual(
                "\(error)",
                "“Green apple” was changed elsewhere since you opened it: now calories 80. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
        XCTAssertEqual(try elsewhere.food(named: "green apple")?.kcalPerServing, 80)
    }

    func testAFoodDeletedElsewhereIsNotBroughtBack() throws {
        let apple = try here.addFood(Food(name: "Green apple", kcalPerServing: 52))
        try elsewhere.deleteFood(apple.id!)
        var mine = apple
        mine.kcalPerServing = 96
        XCTAssertThrowsError(try here.updateFood(Edit(opened: apple, mine: mine))) { error in
            XCTAssertEqual("\(error)", "“Green apple” was removed elsewhere since you opened it: nothing saved. Esc closes.")
        }
        XCTAssertNil(try here.food(named: "green apple"))
    }

    func testAWeightChangedElsewhereIsNotOverwrittenByAnOlderPrompt() throws {
        try here.logWeight(80, on: day)
        try elsewhere.logWeight(81, on: day)
        XCTAssertThrowsError(try here.logWeight(Edit(opened: 80, mine: 79.5), on: day, unit: .kg)) { error in
            XCTAssertEqual(
                "\(error)",
                "The weight of Tue 24 Nov 2026 was changed elsewhere since you opened it: now 81.0 kg. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
        XCTAssertEqual(try here.dayDetail(day).weightKg, 81)
        try here.logWeight(Edit(opened: 81, mine: 79.5), on: day, unit: .kg)
        XCTAssertEqual(try elsewhere.dayDetail(day).weightKg, 79.5)
    }

    func testAnEntryEditedElsewhereIsNotOverwrittenByAnOlderPrompt() throws {
        let apple = try here.addFood(Food(name: "Apple", kcalPerServing: 52))
        try here.addEntry(foodId: apple.id!, servings: 1, on: day)
        let entry = try XCTUnwrap(here.entries(on: day).first)
        try elsewhere.updateEntry(id: entry.id, servings: 3)
        XCTAssertThrowsError(try here.updateEntry(id: entry.id, amount: Edit(opened: 1, mine: 2), isQuickAdd: false)) { error in
            XCTAssertEqual(
                "\(error)", "The entry was changed elsewhere since you opened it: now servings 3. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
        XCTAssertEqual(try here.entries(on: day).first?.servings, 3)
        try elsewhere.deleteEntry(id: entry.id)
        XCTAssertThrowsError(try here.updateEntry(id: entry.id, amount: Edit(opened: 3, mine: 2), isQuickAdd: false)) { error in
            XCTAssertEqual("\(error)", "The entry was removed elsewhere since you opened it: nothing saved. Esc closes.")
        }
    }

    func testACounterRenamedElsewhereKeepsItsNameWhenTheFormSavesAGoal() throws {
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: day)
        let plates = try here.addCounter(name: "Plates", at: clock)
        try elsewhere.updateCounter(id: plates.id, name: "Dishes", step: 1, add: nil, set: nil, goal: nil, resetPeriod: nil, at: clock)
        var mine = plates
        mine.goal = 10
        try here.updateCounter(Edit(opened: plates, mine: mine), add: nil, set: nil, at: clock)
        let stored = try elsewhere.counter(id: plates.id)
        XCTAssertEqual(stored?.name, "Dishes")
        XCTAssertEqual(stored?.goal, 10)
        var theirs = try XCTUnwrap(stored)
        theirs.step = 5
        try elsewhere.updateCounter(Edit(opened: try XCTUnwrap(stored), mine: theirs), add: nil, set: nil, at: clock)
        var stale = try XCTUnwrap(stored)
        stale.step = 2
        XCTAssertThrowsError(try here.updateCounter(Edit(opened: try XCTUnwrap(stored), mine: stale), add: nil, set: nil, at: clock)) { error in
            XCTAssertEqual("\(error)", "“Dishes” was changed elsewhere since you opened it: now step 5. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
        XCTAssertEqual(try here.counter(id: plates.id)?.step, 5)
    }

    func testASettingSetElsewhereStaysWhenTheFormSavesAnother() throws {
        let opened = try here.userSettings()
        try elsewhere.setUserSetting("workout.seconds", to: "45")
        try here.setUserSettings([("units.weight", "lb"), ("workout.seconds", opened["workout.seconds"]!)], opened: opened)
        XCTAssertEqual(try elsewhere.userSetting("workout.seconds"), "45", "the form did not change it")
        XCTAssertEqual(try elsewhere.userSetting("units.weight"), "lb")
        XCTAssertThrowsError(try here.setUserSettings([("workout.seconds", "20")], opened: opened)) { error in
            XCTAssertEqual(
                "\(error)", "A setting was changed elsewhere since you opened it: now Exercise (s) “45”. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
    }

    func testAnExerciseRenamedElsewhereKeepsItsNameWhenTheFormSavesItsHowTo() throws {
        let plank = try here.addExercise(name: "Plank", howTo: "Hold.")
        try elsewhere.updateExercise(id: plank.id, name: "Side plank", howTo: "Hold.")
        var mine = plank
        mine.howTo = "Hold still."
        try here.updateExercise(Edit(opened: plank, mine: mine))
        let stored = try XCTUnwrap(elsewhere.exercise(named: "side plank"))
        XCTAssertEqual([stored.name, stored.howTo], ["Side plank", "Hold still."])
        var stale = plank
        stale.name = "Front plank"
        XCTAssertThrowsError(try here.updateExercise(Edit(opened: plank, mine: stale)))
        XCTAssertNil(try here.exercise(named: "front plank"))
    }

    func testAProfileFieldChangedElsewhereStaysWhenTheFormSavesAnother() throws {
        let ana = Profile(name: "Ana", heightCm: 165)
        try here.saveProfile(ana)
        let opened = ProfileAndPreferences(profile: ana, preferences: try here.preferences())
        try elsewhere.saveProfile(Profile(name: "Ana", heightCm: 170))
        var mine = opened
        mine.profile.name = "Bea"
        try here.saveProfile(Edit(opened: opened, mine: mine))
        XCTAssertEqual(try elsewhere.profile(), Profile(name: "Bea", heightCm: 170))
        mine.profile.heightCm = 160
        XCTAssertThrowsError(try here.saveProfile(Edit(opened: opened, mine: mine))) { error in
            XCTAssertEqual(
                "\(error)", "Your profile was changed elsewhere since you opened it: now height 170 cm. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
    }

    func testWorkoutOptionsChangedElsewhereStayWhenTheFormSavesAnother() throws {
        let opened = try here.workoutSettings()
        try elsewhere.setUserSetting("workout.rounds", to: "4")
        var mine = opened
        mine.seconds = 45
        try here.saveWorkoutSettings(Edit(opened: opened, mine: mine))
        XCTAssertEqual(try elsewhere.workoutSettings(), WorkoutSettings(seconds: 45, restSeconds: 10, rounds: 4))
    }

    func testASwimsKcalSetElsewhereStaysWhenTheFormSavesItsMinutes() throws {
        try here.addSwim(on: day, minutes: 30, meters: 1000, kcal: nil, poolLength: 25, at: Date(timeIntervalSince1970: 1_795_262_400))
        let opened = try XCTUnwrap(here.swims().first)
        try elsewhere.updateSwim(id: opened.id, date: day, minutes: 30, meters: 1000, kcal: 250, poolLength: 25)
        var mine = opened
        mine.durationSeconds = 32 * 60
        try here.updateSwim(Edit(opened: opened, mine: mine))
        let stored = try XCTUnwrap(elsewhere.swims().first)
        XCTAssertEqual([stored.durationSeconds, stored.activeKcal], [1920, 250])
        mine.durationSeconds = 40 * 60
        try elsewhere.updateSwim(id: opened.id, date: day, minutes: 35, meters: 1000, kcal: 250, poolLength: 25)
        XCTAssertThrowsError(try here.updateSwim(Edit(opened: stored, mine: mine))) { error in
            XCTAssertEqual(
                "\(error)", "The swim was changed elsewhere since you opened it: now minutes 35. Ctrl-S again saves yours over it; Esc keeps theirs.")
        }
    }

    func testAPadRenamedElsewhereKeepsItsNameWhenTheFormSavesATarget() throws {
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: day)
        let plates = try here.addCounter(name: "Plates", at: clock)
        let opened = try here.savePad(id: nil, name: "Kitchen", target: nil, keys: [("a", plates.id)])
        try elsewhere.savePad(id: opened.id, name: "Galley", target: nil, keys: [("a", plates.id)])
        var mine = opened
        mine.target = 50
        try here.savePad(Edit(opened: opened, mine: mine))
        let stored = try XCTUnwrap(elsewhere.pads().first)
        XCTAssertEqual(stored.name, "Galley")
        XCTAssertEqual(stored.target, 50)
        try elsewhere.deletePad(id: opened.id)
        XCTAssertThrowsError(try here.savePad(Edit(opened: stored, mine: mine))) { error in
            XCTAssertEqual("\(error)", "The pad “Galley” was removed elsewhere since you opened it: nothing saved. Esc closes.")
        }
        XCTAssertTrue(try here.pads().isEmpty, "a pad deleted elsewhere is not brought back")
    }
}
