import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Finishing a count on a pad starts its counters anew: a counter already counting something is
/// named when the pad is saved, so the restart is no surprise.
final class PadRestartNoteTests: XCTestCase {
    func testSavingAPadNamesTheCountersAFinishedCountWillRestart() throws {
        let db = try AppDatabase.inMemory()
        let clock = CounterClock(now: TestTime().now, today: LocalDate(iso: "2026-11-21")!)
        let water = try db.addCounter(name: "Glasses of water", at: clock)
        try db.tap(counterId: water.id, times: 5, at: clock)
        let birds = try db.addCounter(name: "Sparrows", at: clock)
        var picker = PadPicker(database: db, counters: try db.counters())
        var effects: [Effect] = []
        for key: Key in [.enter, .character("B"), .enter, .enter, .character(" "), .down, .character(" "), .enter] {
            effects = picker.handle(key, database: db).1
        }
        XCTAssertEqual(try db.pads().first?.keys.count, 2, "the pad is saved with both counters")
        guard case .message(.info(let text)) = effects.first else { return XCTFail("no message: \(effects)") }
        XCTAssertTrue(text.contains("restarts Glasses of water too"), text)
        XCTAssertFalse(text.contains("Sparrows"), "a counter at its start loses nothing: \(text)")
        XCTAssertEqual(PadPicker.restartNote(for: [birds.id], among: try db.counters()), "")
    }
}
