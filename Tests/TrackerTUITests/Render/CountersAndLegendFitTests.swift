import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 27: the counter log shows every row's change and resulting count at 60×18 and 80×24;
/// the workout history's legend tells every series apart at 80×24; PgUp/PgDn move a page of what
/// is shown; a status message is not cut to make room for the help keys.
final class CountersAndLegendFitTests: XCTestCase {
    private let base = Date(timeIntervalSince1970: 1_795_262_400)  // Sat 21 Nov 2026 12:00 UTC

    private func clock(_ seconds: Int) -> CounterClock {
        let now = base.addingTimeInterval(Double(seconds))
        return CounterClock(now: now, today: LocalDate(now, offset: .utc))
    }

    func testEveryLogRowShowsItsChangeAndCountAtSixtyAndEightyColumns() throws {
        for (width, height) in [(60, 18), (80, 24)] {
            let db = try AppDatabase.inMemory()
            let laps = try db.addCounter(name: "Laps", start: 0, step: 1, at: clock(0))
            _ = try db.setCount(counterId: laps.id, to: 1_234_567, at: clock(1))
            _ = try db.updateCounter(id: laps.id, name: "Laps", step: 1, add: 500, set: nil, goal: nil, resetPeriod: nil, at: clock(2))
            for second in 3..<8 { _ = try db.tap(counterId: laps.id, at: clock(second)) }
            var state = try makeState(width: width, height: height, database: db)
            state.type(.character("4"), .enter, .character("l"))
            let text = state.screenText
            for (change, count) in [("+1", "1235072"), ("+1", "1235068"), ("+500", "1235067"), ("(set)", "1234567")] {
                XCTAssertTrue(
                    text.split(separator: "\n").contains { $0.contains(change) && $0.contains("→ \(count)") },
                    "\(width)×\(height): \(change) → \(count)\n\(text)")
            }
            XCTAssertFalse(text.contains("→ 12…"), text)
        }
    }

    func testTheHistoryLegendTellsEverySeriesApartAtEightyColumns() throws {
        let db = try AppDatabase.inMemory()
        for name in ["Plank", "Push-up"] { _ = try db.addExercise(name: name, howTo: "") }
        let today = LocalDate(base, offset: .utc)
        for name in ["Squat", "Step Up", "Burpee", "Sun Salute", "Plank", "Push-up"] { try db.logExercise(name, on: today) }
        var state = try makeState(width: 80, height: 24, database: db)
        state.type(.character("3"), .character("H"))
        let labels = WorkoutHistoryView.legendLabels(["Squat", "Step Up", "Burpee", "Sun Salute", "Plank", "Push-up"], width: 20, ellipsis: "…")
        XCTAssertEqual(Set(labels).count, 6, "\(labels)")
        XCTAssertEqual(labels, ["Sq…", "St…", "B…", "Su…", "Pl…", "Pu…"])
        let text = state.screenText
        XCTAssertFalse(text.contains("S… S…"), text)
        let legend = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("█ Sq") }.map(String.init), text)
        for start in ["Sq", "St", "Su", "B", "Pl", "Pu"] { XCTAssertTrue(legend.contains(" \(start)"), "\(start) in \(legend)") }
    }

    func testPageDownMovesAPageOfTheRowsShown() throws {
        let db = try AppDatabase.inMemory()
        let laps = try db.addCounter(name: "Laps", at: clock(0))
        for second in 1...200 { _ = try db.tap(counterId: laps.id, at: clock(second)) }
        var state = try makeState(width: 200, height: 60, database: db)
        state.type(.character("4"), .enter, .character("l"))
        let shown = CounterLogView.body(in: state.context.contentArea).height
        XCTAssertGreaterThan(shown, 25)
        state.type(.pageDown)
        let counters = state.screens[Tab.counters.rawValue] as! CountersScreen
        XCTAssertEqual(counters.logView?.list.selected, shown - 1, "one row of the last page stays in view")
    }

    /// A message too long to sit beside "? help q quit" is not cut: it wraps onto the row above, and the
    /// pinned keys stay where they always are.
    func testALongMessageIsShownWholeBesideThePinnedKeys() {
        let text = "Undone: the new count on Differential (26 counters back, total 105)."
        let lines = rendered(width: 80, height: 3) { buffer in
            StatusLine(items: [], message: .info(text), pinned: [.init(keys: "?", label: "help"), .init(keys: "q", label: "quit")])
                .draw(in: Rect(x: 0, y: 2, width: 80, height: 1), into: &buffer)
        }
        let shown = lines.map { $0.replacingOccurrences(of: "? help  q quit", with: "").trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(shown.filter { !$0.isEmpty }.joined(separator: " "), text, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[2].hasSuffix("? help  q quit"), lines[2])
        let short = rendered(width: 80, height: 1) { buffer in
            StatusLine(items: [], message: .info("Saved."), pinned: [.init(keys: "?", label: "help")]).draw(
                in: Rect(x: 0, y: 0, width: 80, height: 1), into: &buffer)
        }
        XCTAssertTrue(short[0].hasSuffix("? help"), "a short message keeps the help key beside it: \(short[0])")
    }
}
