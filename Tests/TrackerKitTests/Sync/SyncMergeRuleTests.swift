import Foundation
import XCTest

@testable import TrackerKit

/// Each merge rule of docs/sync.md, pinned on two or three replicas syncing through a folder.
final class SyncMergeRuleTests: XCTestCase {
    func testCounterTapsOnTwoMachinesAddUp() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let counter = try a.database.addCounter(name: "Push-ups", at: a.clock)
        try group.settle()
        let onB = try XCTUnwrap(b.database.counters().first { $0.name == "Push-ups" })
        _ = try a.database.tap(counterId: counter.id, times: 1, at: a.clock)
        for _ in 0..<39 { _ = try a.database.tap(counterId: counter.id, at: a.clock) }
        for _ in 0..<25 { _ = try b.database.tap(counterId: onB.id, at: b.clock) }
        try group.settle()
        XCTAssertEqual(try a.database.counters().first { $0.name == "Push-ups" }?.count, 65)
        XCTAssertEqual(try b.database.counters().first { $0.name == "Push-ups" }?.count, 65)
        XCTAssertEqual(try a.export(), try b.export())
        // Syncing again doubles nothing.
        try group.settle()
        XCTAssertEqual(try b.database.counters().first { $0.name == "Push-ups" }?.count, 65)
    }

    func testADailyRestartMadeOnTwoMachinesGoesBackToTheRestartValueOnce() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let counter = try a.database.addCounter(name: "Glasses", at: a.clock)
        _ = try a.database.updateCounter(
            id: counter.id, name: "Glasses", step: 1, add: nil, set: nil, goal: nil, resetPeriod: .daily, at: a.clock)
        _ = try a.database.tap(counterId: counter.id, times: 5, at: a.clock)
        try group.settle()
        group.time.advance(86_400)
        // Each machine sees the new day and restarts the counter on its own; then B taps twice.
        _ = try a.database.counters(asOf: a.clock)
        let onB = try XCTUnwrap(b.database.counters(asOf: b.clock).first { $0.name == "Glasses" })
        _ = try b.database.tap(counterId: onB.id, times: 2, at: b.clock)
        try group.settle()
        XCTAssertEqual(try a.database.counters().first { $0.name == "Glasses" }?.count, 2)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testUndoingATapIsAChangeThatReachesTheOtherMachine() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let counter = try a.database.addCounter(name: "Water", at: a.clock)
        for _ in 0..<3 { _ = try a.database.tap(counterId: counter.id, at: a.clock) }
        try group.settle()
        try a.database.undoLastChange(counterId: counter.id, fromAnywhere: true)
        try group.settle()
        XCTAssertEqual(try b.database.counters().first { $0.name == "Water" }?.count, 2)
    }

    func testADeletedEntryStaysDeletedAndAnEntryAddedElsewhereAppears() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2026-11-20"))
        try group.settle()
        let lunchOnB = try XCTUnwrap(b.database.entries(on: day("2026-11-20")).first)
        try b.database.deleteEntry(id: lunchOnB.id)
        try a.database.updateEntry(id: try XCTUnwrap(a.database.entries(on: day("2026-11-20")).first).id, kcal: 650)
        try a.database.addQuickEntry(label: "Dinner", kcal: 800, on: day("2026-11-20"))
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.entries(on: day("2026-11-20")).map(\.label), ["Dinner"])
        }
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testTheLatestChangeWinsPerFieldAndFieldsMergeApart() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.logWeight(80, on: day("2026-11-20"))
        try group.settle()
        try b.database.setMemo("Ran 5 km", on: day("2026-11-20"))
        group.time.advance(10)
        try b.sync()
        group.time.advance(10)
        try a.database.logWeight(79.5, on: day("2026-11-20"))
        try group.settle()
        for replica in group.replicas {
            XCTAssertEqual(try replica.database.dayDetail(day("2026-11-20")).weightKg, 79.5)
            XCTAssertEqual(try replica.database.dayDetail(day("2026-11-20")).memo, "Ran 5 km")
        }
    }

    func testAMachineWhoseClockIsBehindStillOrdersEditsAfterWhatItHasSeen() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let behind = ManualTime(group.time.now - 3600)
        let a = group.replicas[0]
        let b = try SyncReplica(folder: group.folder, time: behind)
        try b.setup.join(phrase: group.phrase)
        try a.database.logWeight(80, on: day("2026-11-20"))
        try a.sync()
        try b.sync()
        // Made after seeing a's weight, on a clock an hour behind: it still wins.
        try b.database.logWeight(81, on: day("2026-11-20"))
        try b.sync()
        try a.sync()
        XCTAssertEqual(try a.database.dayDetail(day("2026-11-20")).weightKg, 81)
    }

    func testTwoMachinesCreatingTheSameFoodEndWithOne() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let appleA = try a.database.addFood(Food(name: "Apple", kcalPerServing: 52))
        let appleB = try b.database.addFood(Food(name: "apple", kcalPerServing: 60))
        try a.database.addEntry(foodId: try XCTUnwrap(appleA.id), servings: 1, on: day("2026-11-20"))
        try b.database.addEntry(foodId: try XCTUnwrap(appleB.id), servings: 2, on: day("2026-11-21"))
        try group.settle()
        XCTAssertEqual(try a.database.foods().count, 1)
        XCTAssertEqual(try a.export(), try b.export())
        XCTAssertEqual(try b.database.entries(on: day("2026-11-20")).count, 1)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-21")).count, 1)
    }

    func testSettingsAndProfileMergeByLatestChange() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.saveProfile(Profile(name: "Ann", heightCm: 170))
        try a.database.setSetting("units.weight", to: "lb")
        try group.settle()
        XCTAssertEqual(try b.database.profile()?.heightCm, 170)
        XCTAssertEqual(try b.database.setting("units.weight"), "lb")
        XCTAssertEqual(try a.export(), try b.export())
    }

    /// Sync is an entry point like a form or an import: the app's own state in the diary stays on its machine, and a
    /// setting a diary edited with sqlite3 holds out of its range is not written on the other machine.
    func testOnlyThePersonsSettingsTravelEachThroughItsRule() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.setSetting("units.weight", to: "lb")
        try a.database.setSetting("workout.page", to: "3")
        try a.database.setSetting("onboarding.skipped", to: "1")
        try a.database.writer.write { try $0.execute(sql: "INSERT INTO setting(key, value) VALUES ('workout.seconds', '601'), ('random.key', 'x')") }
        _ = try a.sync()
        let report = try b.sync()
        XCTAssertEqual(try b.database.setting("units.weight"), "lb")
        for key in ["workout.page", "onboarding.skipped", "random.key"] { XCTAssertNil(try b.database.setting(key), key) }
        XCTAssertNil(try b.database.setting("workout.seconds"), "601 is outside 3–600: not written")
        XCTAssertEqual(report.notWritten, 1, "the refused setting is counted")
        // Which record, why, and what to do (QA s8 M2, M3): in the sync's words and in `sync status` until it is written.
        let named = "setting workout.seconds (its value is one this Tracker's rules refuse)"
        XCTAssertTrue(
            report.lines.contains { $0.contains(named) && $0.contains("update this one") && $0.contains("sync status") }, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try XCTUnwrap(SyncStatus.read(b.database)).unwritten, [named])
        try a.database.setSetting("workout.page", to: "4")
        XCTAssertEqual(try a.sync().sent, 0, "a page turn is not a change to send")
    }

    func testWorkoutsAndIntervalProgramsArriveAndAProgramDeletedStaysDeleted() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        _ = try a.database.saveProgram(WorkoutProgram(name: "Tabata", items: [.init(exercise: "Squat", seconds: 30)]))
        try a.database.logExercise("Squat", on: day("2026-11-20"), times: 3)
        try group.settle()
        XCTAssertEqual(try b.database.exportDocument().workoutPrograms?.map(\.name), ["Tabata"])
        XCTAssertEqual(try b.database.exportDocument().workouts.first?.count, 3)
        XCTAssertTrue(try b.database.deleteProgram(named: "Tabata"))
        try group.settle()
        XCTAssertEqual(try a.database.exportDocument().workoutPrograms?.count, 0)
        XCTAssertEqual(try a.export(), try b.export())
    }

    func testADeletedDayIsDeletedEverywhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.logWeight(80, on: day("2026-11-20"))
        try a.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2026-11-20"))
        try group.settle()
        try b.database.deleteDay(day("2026-11-20"))
        try group.settle()
        XCTAssertNil(try a.database.dayDetail(day("2026-11-20")).weightKg)
        XCTAssertEqual(try a.database.entries(on: day("2026-11-20")).count, 0)
        XCTAssertEqual(try a.export(), try b.export())
    }
}

/// A day first synced with no weight and no memo (its row made by a food entry) is not a restored record: a weight
/// logged on it later is a change made now, and wins over an earlier one from another machine (the sync property's
/// seed 105 in a long run).
final class SyncEmptyDayTests: XCTestCase {
    func testAWeightLoggedOnADayFirstSyncedEmptyWinsOverAnEarlierOne() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let day = LocalDate(iso: "2026-11-19")!
        try a.database.addQuickEntry(label: "Tea", kcal: 5, on: day)
        try group.settle()
        group.time.advance(60)
        try b.database.logWeight(70.0, on: day)
        try b.sync()
        group.time.advance(60)
        // A's weight is typed after B's, on a day A last synced empty: a change made then, not a restored record (which
        // would be stamped before anything real and lose to B's).
        try a.database.logWeight(71.0, on: day)
        group.time.advance(60)
        try a.sync()
        try group.settle()
        XCTAssertEqual(try a.database.dayDetail(day).weightKg, 71.0)
        XCTAssertEqual(try b.database.dayDetail(day).weightKg, 71.0)
        XCTAssertEqual(try a.export(), try b.export())
    }
}
