import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26, "swims from every watch": the Swim tab's import (`i`) takes a watch's FIT file or a folder
/// of them, as `tracker import fit` does, and shows the swim it added.
final class FitImportDialogTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "../TrackerKitTests/Fixtures/fit"
    )
    .standardized

    private var db: AppDatabase!

    private func importing(_ path: String, width: Int = 80, height: Int = 24, into database: AppDatabase? = nil) throws -> (AppState, SwimScreen) {
        db = try database ?? AppDatabase.inMemory()
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

    /// A key on the preview, and the import it starts, to its end.
    private func choose(_ key: Key, in state: inout AppState) {
        state.type(key)
        let swim = state.screens[Tab.swim.rawValue] as! SwimScreen
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else { return }
        job.wait()
        _ = state.tick()
    }

    func testAFitFileFromTheSwimTabAddsTheSwimAndShowsIt() throws {
        var (state, _) = try importing(fixtures.appendingPathComponent("pool-25yd-coros.fit").path)
        XCTAssertTrue(state.screenText.contains("Read: nothing is written yet"), "a preview first: \(state.screenText)")
        XCTAssertEqual(try db.swims().count, 0)
        choose(.enter, in: &state)
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

    /// The FIT import asks about a swim logged by hand, as the Apple Health import does: `b` keeps both.
    func testASwimLoggedByHandIsOfferedReplaceOrKeepBoth() throws {
        let path = fixtures.appendingPathComponent("pool-25yd-coros.fit").path
        let probe = try AppDatabase.inMemory()
        _ = try FitImporter.run(path: path, into: probe)
        let fit = try XCTUnwrap(probe.swims().first)
        let database = try AppDatabase.inMemory()
        try database.addSwim(on: fit.date, minutes: fit.durationSeconds / 60, meters: fit.distanceMeters, at: Date())
        var (state, _) = try importing(path, into: database)
        let preview = state.screenText
        XCTAssertTrue(preview.contains("logged by hand"), preview)
        XCTAssertTrue(preview.contains("b keeps both"), preview)
        XCTAssertTrue(preview.contains("r takes the file's"), preview)
        choose(.character("b"), in: &state)
        XCTAssertEqual(try database.swims().count, 2, state.screenText)
        XCTAssertEqual(Set(try database.swims().map(\.source)), [.manual, .appleHealth])
    }
}
