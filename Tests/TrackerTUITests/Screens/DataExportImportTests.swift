import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// A Tracker export given to the Data tab's `I`: a bad value is shown with its JSON path and nothing
/// is written; a good one is previewed, then imported.
final class DataExportImportTests: XCTestCase {
    private var file: String!
    private let today = LocalDate(iso: "2026-11-21")!

    override func setUpWithError() throws { file = NSTemporaryDirectory() + "tracker-export-\(UUID().uuidString).json" }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: file) }

    private func export(rating: String) throws {
        let source = try AppDatabase.inMemory()
        try source.logExercise("Squat", on: today)
        let text = String(decoding: try source.exportDocument().encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains("\"rating\" : 0"))
        try text.replacingOccurrences(of: "\"rating\" : 0", with: "\"rating\" : \(rating)").write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// An empty database, and the app having been given the export through `I`.
    private func imported(rating: String) throws -> (AppDatabase, AppState) {
        try export(rating: rating)
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db)
        state.typeDataImport(file)
        return (db, state)
    }

    func testABadValueIsShownWithItsPathAndNothingIsWritten() throws {
        let (db, state) = try imported(rating: "1.5")
        XCTAssertTrue(state.screenText.contains("exercises[0].rating: 1.5 is not a whole number"), state.screenText)
        XCTAssertTrue(try db.exercises().allSatisfy { $0.rating == 0 })
        XCTAssertEqual(try db.latestLoggedDate(), nil, "nothing written")
    }

    func testAGoodExportIsPreviewedThenImported() throws {
        var (db, state) = try imported(rating: "4")
        XCTAssertTrue(state.screenText.contains("A Tracker export."), state.screenText)
        XCTAssertEqual(try db.latestLoggedDate(), nil, "a preview writes nothing")
        state.type(.character("a"))
        XCTAssertTrue(state.screenText.contains("Imported the export (restored)"), state.screenText)
        XCTAssertEqual(try db.latestLoggedDate(), today)
        XCTAssertTrue(try db.exercises().contains { $0.name == "Squat" && $0.rating == 4 })
    }

    /// A merge on the Data tab says what it kept of yours, as the command line does.
    func testAMergeSaysWhatItKeptOfYours() throws {
        let source = try AppDatabase.inMemory()
        try source.setMemo("from the file", on: today)
        try String(decoding: try source.exportDocument().encoded(), as: UTF8.self).write(toFile: file, atomically: true, encoding: .utf8)
        let db = try AppDatabase.inMemory()
        try db.setMemo("mine", on: today)
        var state = try makeState(width: 100, height: 30, database: db)
        state.typeDataImport(file)
        state.type(.character("a"))
        XCTAssertTrue(state.screenText.contains("kept yours: memos: 1 not taken"), state.screenText)
        XCTAssertEqual(try db.dayDetail(today).memo, "mine")
    }
}
