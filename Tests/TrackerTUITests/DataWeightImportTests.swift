import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Data tab's weight-history import (`I`): a file, the preview the CLI's --dry-run prints, then add or replace.
final class DataWeightImportTests: XCTestCase {
    private var file: String!

    override func setUpWithError() throws {
        file = NSTemporaryDirectory() + "tracker-weights-\(UUID().uuidString).csv"
        FileManager.default.createFile(atPath: file, contents: Data("dateTime,weight\n19.11.2026 07:30,72.0\n20.11.2026 07:30,71.5\n".utf8))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: file) }

    func testPreviewThenAddKeepsLoggedDaysOrReplacesThem() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(80, on: LocalDate(iso: "2026-11-20")!)
        var state = try makeState(width: 100, height: 30, database: db)
        state.select(.data)
        state.type(.character("I"))
        state.type(text: file)
        state.type(.enter)
        let preview = state.screenText
        XCTAssertTrue(preview.contains("openScale CSV: 2 days with a weight."), preview)
        XCTAssertTrue(preview.contains("Would add 1 weight."), preview)
        XCTAssertTrue(preview.contains("2026-11-20: 80.0 kg logged, 71.5 kg in the file (line 3)"), preview)
        XCTAssertEqual(try db.weights().count, 1, "a preview writes nothing")
        state.type(.character("a"))
        XCTAssertEqual(try db.weights().map(\.kg), [72, 80])
        XCTAssertTrue(state.screenText.contains("Imported 1 weight from openScale CSV; 1 logged days kept theirs."), state.screenText)
        state.type(.character("I"))
        state.type(text: file)
        state.type(.enter)
        state.type(.character("r"))
        XCTAssertEqual(try db.weights().map(\.kg), [72, 71.5])
    }

    func testABadFileKeepsThePromptOpenWithTheReason() throws {
        FileManager.default.createFile(atPath: file, contents: Data("date,weight\n2026-11-19,1e300\n".utf8))
        var state = try makeState(width: 100, height: 30)
        state.select(.data)
        state.type(.character("I"))
        state.type(text: file)
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("line 2: weight “1e300”"), state.screenText)
        state.type(.escape)
        XCTAssertFalse(state.screenText.contains("Import a weight history"), state.screenText)
    }

    func testKCountFoodsCSVIsOfferedAsFoods() throws {
        FileManager.default.createFile(atPath: file, contents: Data("\u{FEFF}Name, Calories, Serving Type\r\nPizza, margherita,270.0,slice\r\n".utf8))
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db)
        state.select(.data)
        state.type(.character("I"))
        state.type(text: file)
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("Would add 1 food."), state.screenText)
        state.type(.character("a"))
        XCTAssertEqual(try db.foods().map(\.name), ["Pizza, margherita"])
    }
}
