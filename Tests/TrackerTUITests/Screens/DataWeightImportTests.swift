import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Data tab's weight-history import (`I`): a file, the preview the CLI's --dry-run prints, then add or replace.
final class DataWeightImportTests: XCTestCase {
    private var file: String!

    override func setUpWithError() throws {
        file = NSTemporaryDirectory() + "tracker-weights-\(UUID().uuidString).csv"
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("dateTime,weight\n19.11.2026 07:30,72.0\n20.11.2026 07:30,71.5\n".utf8)))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: file) }

    /// The Data tab, `I`, the file's path, Enter: the preview (or the problems) is on screen.
    private func preview(_ state: inout AppState) { state.typeDataImport(file) }

    func testPreviewThenAddKeepsLoggedDaysOrReplacesThem() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(80, on: LocalDate(iso: "2026-11-20")!)
        var state = try makeState(width: 100, height: 30, database: db)
        preview(&state)
        let shown = state.screenText
        XCTAssertTrue(shown.contains("openScale CSV: 2 days with a weight."), shown)
        XCTAssertTrue(shown.contains("Would add 1 weight."), shown)
        XCTAssertTrue(shown.contains("2026-11-20: 80.0 kg logged, 71.5 kg in the file (line 3)"), shown)
        XCTAssertEqual(try db.weights().count, 1, "a preview writes nothing")
        state.type(.character("a"))
        XCTAssertEqual(try db.weights().map(\.kg), [72, 80])
        XCTAssertTrue(state.screenText.contains("Imported 1 weight from openScale CSV; 1 logged day kept its weight."), state.screenText)
        preview(&state)
        state.type(.character("r"))
        XCTAssertEqual(try db.weights().map(\.kg), [72, 71.5])
    }

    func testABadFileKeepsThePromptOpenWithTheReason() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("date,weight\n2026-11-19,1e300\n".utf8)))
        var state = try makeState(width: 100, height: 30)
        preview(&state)
        XCTAssertTrue(state.screenText.contains("line 2: weight “1e300”"), state.screenText)
        state.type(.escape)
        XCTAssertFalse(state.screenText.contains("Import a weight history"), state.screenText)
    }

    func testSeveralBadLinesAreListedOnePerRow() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("date,weight\n2026-11-19,1e300\n2026-11-20,abc\n2099-01-01,70\n".utf8)))
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 24, database: db)
        preview(&state)
        let shown = state.screenText
        XCTAssertTrue(shown.contains("Nothing can be imported from"), shown)
        for line in ["line 2: weight “1e300”", "line 3: weight “abc”", "line 4: 2099-01-01 is in the future"] {
            XCTAssertTrue(shown.contains(line), "\(line) in\n\(shown)")
        }
        state.type(.escape)
        XCTAssertFalse(state.screenText.contains("Nothing can be imported"), state.screenText)
        XCTAssertEqual(try db.weights().count, 0)
    }

    func testKCountFoodsCSVIsOfferedAsFoods() throws {
        XCTAssertTrue(
            FileManager.default.createFile(atPath: file, contents: Data("\u{FEFF}Name, Calories, Serving Type\r\nPizza, margherita,270.0,slice\r\n".utf8)))
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 100, height: 30, database: db)
        preview(&state)
        XCTAssertTrue(state.screenText.contains("Would add 1 food."), state.screenText)
        state.type(.character("a"))
        XCTAssertEqual(try db.foods().map(\.name), ["Pizza, margherita"])
    }
}
