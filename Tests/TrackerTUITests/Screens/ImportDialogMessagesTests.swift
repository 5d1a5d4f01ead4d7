import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 15 item 13: what the import dialog says when an import fails.
final class ImportDialogMessagesTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "../TrackerKitTests/Fixtures"
    ).standardized

    private func failedImportScreen(of path: String) throws -> String {
        var state = try makeState(width: 80, height: 24, database: try AppDatabase.inMemory())
        state.type(.character("5"), .character("i"))
        state.type(text: path)
        state.type(.enter)
        let swim = state.screens[Tab.swim.rawValue] as! SwimScreen
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else { XCTFail("not running"); return "" }
        job.wait()
        _ = state.tick()
        return state.screenText
    }

    func testAnEmptyFileIsCalledEmptyAndNothingWasImportedIsSaidOnce() throws {
        let empty = NSTemporaryDirectory() + "empty-\(UUID().uuidString).xml"
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        defer { unlink(empty) }
        let text = try failedImportScreen(of: empty)
        XCTAssertTrue(text.contains("the file is empty"), text)
        XCTAssertFalse(text.contains("Extra content"), text)
        XCTAssertEqual(text.components(separatedBy: "Nothing was imported.").count - 1, 1, text)
    }

    func testALongReasonWrapsInsteadOfBeingCut() throws {
        let text = try failedImportScreen(of: fixtures.appendingPathComponent("no-health.zip").path)
        let joined = text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │|")) }.joined(separator: " ")
        XCTAssertTrue(joined.contains("the zip holds no HealthData XML (entries: notes/readme.xml)"), "the whole reason, over two lines: \(text)")
    }

    /// QA s8 M11: a Tracker export given to the Apple Health import was refused as "no <HealthData> element".
    func testATrackerExportIsNamedAndTheWayToRestoreItIsSaid() throws {
        let export = NSTemporaryDirectory() + "export-\(UUID().uuidString).json"
        XCTAssertTrue(FileManager.default.createFile(atPath: export, contents: Data("\u{FEFF}\n {\"format\": \"tracker-export\"}".utf8)))
        defer { unlink(export) }
        var state = try makeState(width: 80, height: 24, database: try AppDatabase.inMemory())
        state.type(.character("5"), .character("i"))
        state.type(text: export)
        state.type(.enter)
        let joined = state.screenText.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │|")) }.joined(separator: " ")
        XCTAssertTrue(joined.contains("Not Apple Health: a JSON file (Data › I restores exports)."), state.screenText)
    }
}
