import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// A merge (`import json` into a database with data) keeps what you have: a day that has food entries gets none from
/// the file, your memo and weight stay, your settings are not touched; everything not taken is reported.
final class JSONMergeRuleTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private var day: LocalDate { today.adding(days: -1) }

    private func bananaDatabase(servings: Double) throws -> (AppDatabase, Int64?) {
        let db = try AppDatabase.inMemory()
        let banana = try db.addFood(Food(name: "Banana", kcalPerServing: 105, serving: .serving))
        try db.addEntry(foodId: try XCTUnwrap(banana.id), servings: servings, on: day)
        try db.addQuickEntry(label: "Lunch out", kcal: 653, on: day)
        return (db, banana.id)
    }

    func testAnEditedEntryIsNotAddedBackAndTheSkipIsReported() throws {
        let (db, _) = try bananaDatabase(servings: 0.33)
        let backup = try db.exportDocument().encoded()
        let banana = try XCTUnwrap(db.entries(on: day).first { $0.title == "Banana" })
        try db.updateEntry(id: banana.id, servings: 1)
        let before = try db.entries(on: day)
        let summary = try JSONImporter.run(data: backup, into: db, today: today)
        XCTAssertEqual(summary.mode, .merged)
        XCTAssertEqual(try db.entries(on: day), before, "the day you have is yours")
        XCTAssertNil(summary.added["food entries"])
        XCTAssertEqual(
            summary.kept, ["food entries: 1 not added (2026-11-20 already has food entries; a merge adds entries only to days with none)"])
    }

    func testEntriesGoToDaysThatHaveNoneEvenWhenTheDayHasAWeight() throws {
        let (source, _) = try bananaDatabase(servings: 1)
        let target = try AppDatabase.inMemory()
        try target.logWeight(70, on: day)
        let summary = try JSONImporter.run(data: try source.exportDocument().encoded(), into: target, today: today)
        XCTAssertEqual(summary.added["food entries"], 2)
        XCTAssertEqual(summary.kept, [])
    }

    func testADifferentMemoAndWeightAreKeptAndNamed() throws {
        let source = try AppDatabase.inMemory()
        try source.logWeight(72, on: day)
        try source.setMemo("from the file", on: day)
        let target = try AppDatabase.inMemory()
        try target.logWeight(70, on: day)
        try target.setMemo("mine", on: day)
        let summary = try JSONImporter.run(data: try source.exportDocument().encoded(), into: target, today: today)
        XCTAssertEqual(try target.dayDetail(day).memo, "mine")
        XCTAssertEqual(try target.dayDetail(day).weightKg, 70)
        XCTAssertEqual(
            summary.kept,
            [
                "memos: 1 not taken (2026-11-20 already has one, which is kept)",
                "weights: 1 not taken (2026-11-20 already has one, which is kept)",
            ])
    }

    func testAMergeNeverChangesSettingsAndSaysWhichDiffer() throws {
        let source = try AppDatabase.inMemory()
        try source.logWeight(72, on: day)
        try source.setUserSetting("units.weight", to: "lb")
        try source.setUserSetting("diet.pace", to: "1")
        try source.setUserSetting("workout.seconds", to: "30")
        let target = try AppDatabase.inMemory()
        try target.logWeight(70, on: today)
        let summary = try JSONImporter.run(data: try source.exportDocument().encoded(), into: target, today: today)
        XCTAssertEqual(try target.allSettings(), [:], "defaults stay defaults")
        XCTAssertEqual(summary.kept, ["settings: not taken (a merge keeps yours; the file's differ in diet.pace, units.weight)"])
    }

    func testMergingTheSameFileTwiceReportsNothingKept() throws {
        let (source, _) = try bananaDatabase(servings: 1)
        try source.setMemo("memo", on: day)
        let data = try source.exportDocument().encoded()
        let target = try AppDatabase.inMemory()
        try target.logWeight(70, on: today)
        _ = try JSONImporter.run(data: data, into: target, today: today)
        let second = try JSONImporter.run(data: data, into: target, today: today)
        XCTAssertEqual(second.added, [:])
        XCTAssertEqual(second.kept, [])
    }
}
