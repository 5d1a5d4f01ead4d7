import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26 item 6: the import dialog offers a recovery import for Apple's malformed 2015 export, previews
/// what it would read and skip, and imports it in one go.
final class ImportRecoveryDialogTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/apple-2015-attribute-fault.xml").standardized.path

    private func runJob(_ state: inout AppState) {
        let swim = state.screens[Tab.swim.rawValue] as! SwimScreen
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else { return }
        job.wait()
        _ = state.tick()
    }

    func testTheKnownFaultIsOfferedARecoveryImportThatPreviewsThenImports() throws {
        let db = try AppDatabase.inMemory()
        var state = try makeState(width: 80, height: 30, database: db)
        state.type(.character("5"), .character("i"))
        state.type(text: fixture)
        state.type(.enter)
        runJob(&state)
        var text = state.screenText
        XCTAssertTrue(text.contains("Nothing was imported."), text)
        XCTAssertTrue(text.contains("r imports with recovery"), text)
        state.type(.character("r"))
        runJob(&state)
        text = state.screenText
        XCTAssertTrue(text.contains("Read: nothing is written yet"), text)
        XCTAssertTrue(text.contains("Recovered: "), text)
        XCTAssertTrue(text.contains("Weights: 3 days added"), text)
        XCTAssertEqual(try db.weights().count, 0, "the preview writes nothing")
        state.type(.enter)
        runJob(&state)
        XCTAssertTrue(state.screenText.contains("Imported."), state.screenText)
        XCTAssertEqual(try db.weights().map(\.kg), [91.6, 86, 87.1])
    }

    func testTheOfferAndItsKeyShowAt60x18() throws {
        var state = try makeState(width: 60, height: 18, database: try AppDatabase.inMemory())
        state.type(.character("5"), .character("i"))
        state.type(text: fixture)
        state.type(.enter)
        runJob(&state)
        let text = state.screenText
        XCTAssertTrue(text.contains("r imports with recovery · Enter closes"), text)
        XCTAssertTrue(text.contains("known fault of Apple's exporter; r"), text)
    }

    func testAnotherDamageIsNotOfferedRecovery() throws {
        let cut = NSTemporaryDirectory() + "cut-\(UUID().uuidString).xml"
        try Data("<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"a\" x=\"1\"></Wrong>\n</HealthData>\n".utf8).write(to: URL(fileURLWithPath: cut))
        defer { unlink(cut) }
        var state = try makeState(width: 80, height: 24, database: try AppDatabase.inMemory())
        state.type(.character("5"), .character("i"))
        state.type(text: cut)
        state.type(.enter)
        runJob(&state)
        XCTAssertTrue(state.screenText.contains("Nothing was imported."), state.screenText)
        XCTAssertFalse(state.screenText.contains("recovery"), state.screenText)
    }
}
