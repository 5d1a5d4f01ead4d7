import Foundation
import GRDB
import XCTest
@testable import TrackerKit
@testable import TrackerTUI

/// Issue 17: a read that fails while a screen loads is said in the status line; it used to be
/// swallowed (`try?`), so a broken or busy file looked like an empty diary.
final class LoadFailureTests: XCTestCase {
    func testAFailedReadIsShownNotTakenForAnEmptyList() throws {
        let db = try AppDatabase.inMemory()
        try db.addCounter(name: "Water", at: CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: LocalDate(iso: "2026-11-21")!))
        var state = try makeState(database: db)
        try db.writer.writeWithoutTransaction { try $0.execute(sql: "DROP TABLE padKey; DROP TABLE counterChange; DROP TABLE counter") }
        state.type(.character("4"))
        guard case .error(let text) = state.message else { return XCTFail("no error shown: \(String(describing: state.message))") }
        XCTAssertTrue(text.hasPrefix("Could not read the database: no such table: counter"), text)
        XCTAssertTrue(state.screenText.contains("Could not read the database"), "the status line says it")
    }

    func testNothingIsReportedWhenReadsSucceed() throws {
        var state = try makeState()
        for tab in "123456" { state.type(.character(tab)) }
        XCTAssertNil(state.message)
    }
}

/// QA (second pass): Ctrl-C did nothing while the help overlay was open, though the status line says it quits.
final class HelpOverlayQuitTests: XCTestCase {
    func testCtrlCQuitsFromTheHelpOverlay() throws {
        var state = try makeState()
        state.type(.character("?"))
        XCTAssertNotNil(state.help)
        XCTAssertEqual(state.type(.control("c")), [.quit])
    }
}
