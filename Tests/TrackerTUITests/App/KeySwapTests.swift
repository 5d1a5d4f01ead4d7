import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA s7 F2 and M2: rebindings are judged and applied as a whole, so a swap or a cycle works in the app, its help,
/// its status line and `config show` alike; a refused rebinding's message names only a binding in force.
final class KeySwapTests: XCTestCase {
    private func rebinding(_ scope: String, _ action: String, _ key: Character, line: Int) -> TrackerConfig.KeyRebinding {
        .init(scope: scope, action: action, key: .character(key), line: line, column: 1)
    }

    private var swap: [TrackerConfig.KeyRebinding] { [rebinding("log", "weight", "f", line: 2), rebinding("log", "food", "w", line: 3)] }

    func testASwapIsNoProblemAndIsApplied() {
        XCTAssertEqual(KeyTables.problems(swap), [])
        let bindings = KeyRemap(swap).apply(LogScreen.calendarKeys.defaults, scope: "log")
        let table = KeyTable(bindings)
        XCTAssertEqual(table.command(for: .character("f")), .weight)
        XCTAssertEqual(table.command(for: .character("w")), .food)
    }

    func testACycleOfThreeIsApplied() {
        let cycle = [rebinding("log", "weight", "f", line: 2), rebinding("log", "food", "m", line: 3), rebinding("log", "memo", "w", line: 4)]
        XCTAssertEqual(KeyTables.problems(cycle), [])
        let table = KeyTable(KeyRemap(cycle).apply(LogScreen.calendarKeys.defaults, scope: "log"))
        XCTAssertEqual(
            [table.command(for: .character("f")), table.command(for: .character("m")), table.command(for: .character("w"))], [.weight, .food, .memo])
    }

    func testTheAppItsHelpStatusLineAndConfigShowAgreeOnASwap() throws {
        var config = TrackerConfig()
        config.keys = swap
        var state = try makeState(width: 120, height: 30, config: config)
        XCTAssertTrue(state.screenText.contains("f weight"), state.screenText)
        XCTAssertTrue(state.screenText.contains("w food"), state.screenText)
        state.type(.character("f"))
        XCTAssertTrue(state.screenText.contains("Weight"), "f opens the weight form:\n" + state.screenText)
        let shown = LoadedConfig(config: config).inForce { KeyTables.inForce.filter { $0.scope == "log" } }
        XCTAssertEqual(shown.first { $0.action == "weight" }?.keys, [.character("f")])
        XCTAssertEqual(shown.first { $0.action == "food" }?.keys, [.character("w")])
    }

    func testTwoRebindingsWantingOneKeyTheFirstKeepsIt() {
        let both = [rebinding("log", "weight", "Z", line: 2), rebinding("log", "food", "Z", line: 3)]
        let problems = KeyTables.problems(both)
        XCTAssertEqual(problems.map(\.line), [3])
        XCTAssertTrue(problems.first?.description.contains("Z is already “weight”") == true, problems.description)
    }

    func testARefusedRebindingIsNeverNamedAsTheOneHoldingAKey() {
        let problems = KeyTables.problems([rebinding("log", "weight", "W", line: 2), rebinding("log", "food", "W", line: 3)])
        XCTAssertEqual(problems.map(\.line), [2, 3])
        for problem in problems {
            XCTAssertFalse(problem.description.contains("already “weight”"), problem.description)
            XCTAssertTrue(problem.description.contains("W works on every tab (quick_weight)"), problem.description)
        }
    }

    func testARefusedRebindingKeepsItsKeyWhichRefusesTheOneThatWantedIt() {
        // weight wants ? (every tab's), so weight keeps w, and food cannot take w.
        let problems = KeyTables.problems([rebinding("log", "weight", "?", line: 2), rebinding("log", "food", "w", line: 3)])
        XCTAssertEqual(problems.map(\.line), [2, 3])
        XCTAssertTrue(problems.last?.description.contains("w is already “weight”") == true, problems.description)
    }
}
