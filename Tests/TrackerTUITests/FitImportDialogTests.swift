import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26, "swims from every watch": the Swim tab's import (`i`) takes a watch's FIT file or a folder
/// of them, as `tracker import fit` does, and shows the swim it added.
final class FitImportDialogTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../TrackerKitTests/Fixtures/fit")
        .standardized

    private var db: AppDatabase!

    private func importing(_ path: String, width: Int = 80, height: Int = 24) throws -> (AppState, SwimScreen) {
        db = try AppDatabase.inMemory()
        var state = try makeState(width: width, height: height, database: db)
        state.type(.character("5"), .character("i"))
        state.type(text: path)
        state.type(.enter)
        let swim = state.screens[Tab.swim.rawValue] as! SwimScreen
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else {
            XCTFail("not running: \(state.screenText)")
            return (state, swim)
        }
        job.wait()
        _ = state.tick()
        return (state, state.screens[Tab.swim.rawValue] as! SwimScreen)
    }

    func testAFitFileFromTheSwimTabAddsTheSwimAndShowsIt() throws {
        var (state, _) = try importing(fixtures.appendingPathComponent("pool-25yd-coros.fit").path)
        XCTAssertEqual(state.message, .info("Import finished: 1 swims from FIT files."))
        XCTAssertTrue(state.screenText.contains("1 FIT file read (COROS)"), state.screenText)
        state.type(.enter)
        let swim = state.screens[Tab.swim.rawValue] as! SwimScreen
        XCTAssertEqual(swim.selected.iso, "2026-02-15", "after an import the latest swim is shown")
        XCTAssertTrue(state.screenText.contains("25 yd pool"), state.screenText)
        XCTAssertTrue(state.screenText.contains("from COROS (FIT)"), "not “from Apple Health”: \(state.screenText)")
    }

    func testAFolderListsItsDamagedFilesWithTheirReason() throws {
        let (state, _) = try importing(fixtures.path, width: 100, height: 40)
        let text = state.screenText
        XCTAssertTrue(text.contains("Not read: 4 files"), text)
        XCTAssertTrue(text.contains("damaged-truncated.fit: the file ends early"), text)
    }

    func testADamagedFileSaysWhyAndNothingIsImported() throws {
        let (state, _) = try importing(fixtures.appendingPathComponent("damaged-bitflip.fit").path)
        XCTAssertTrue(state.screenText.contains("Nothing was imported."), state.screenText)
        XCTAssertTrue(state.screenText.contains("checksum does not match"), state.screenText)
        XCTAssertEqual(try db.swims().count, 0)
    }
}
