import CNcurses
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Tracker from a phone over SSH (issue 31): the narrow layouts' breakpoint, the shortened tab bar,
/// taps and wheel turns (mouse events), the quick-entry keys and the keypad's digits.
final class PhoneTests: XCTestCase {
    private func press(_ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(x: x, y: y, kind: .press)) }

    func testTheLayoutClassBreaksAtSixtyColumns() {
        XCTAssertEqual(LayoutClass(width: 40), .narrow)
        XCTAssertEqual(LayoutClass(width: 59), .narrow)
        XCTAssertEqual(LayoutClass(width: 60), .regular)
        XCTAssertTrue(LayoutClass.isTooSmall(width: 39, height: 40))
        XCTAssertTrue(LayoutClass.isTooSmall(width: 45, height: 19))
        XCTAssertFalse(LayoutClass.isTooSmall(width: 40, height: 20))
        XCTAssertFalse(LayoutClass.isTooSmall(width: 60, height: 18))
    }

    func testShowTakesAPhoneSize() throws {
        XCTAssertNoThrow(try ShowCommand.parse(["log", "--size", "40x20"]))
        XCTAssertNoThrow(try ShowCommand.parse(["swim", "--size", "45x30"]))
        XCTAssertThrowsError(try ShowCommand.parse(["log", "--size", "39x20"]))
        XCTAssertThrowsError(try ShowCommand.parse(["log", "--size", "59x19"]))
    }

    /// At 40 columns the other tabs shrink to their numbers; the current tab keeps its name, and a
    /// tap on a number opens that tab.
    func testTheTabBarShortensToNumbersAndTheCurrentName() throws {
        var state = try makeState(width: 40, height: 20)
        let bar = state.render().lines()[0]
        XCTAssertTrue(bar.hasPrefix(" 1 Log "), bar)
        XCTAssertFalse(bar.contains("Progress"), bar)
        for number in 2...6 { XCTAssertTrue(bar.contains(" \(number)"), bar) }
        let column = try XCTUnwrap(bar.range(of: " 4 ").map { bar.distance(from: bar.startIndex, to: $0.lowerBound) + 1 })
        _ = state.handle(press(column, 0))
        XCTAssertEqual(state.tab, .counters)
        XCTAssertTrue(state.render().lines()[0].contains("4 Counters"))
        state.resize(width: 80, height: 24)
        XCTAssertTrue(state.render().lines()[0].contains("2 Progress"), "the full titles come back when there is room")
    }

    /// A tap on a dialog's button presses its key: Esc cancels the weight prompt.
    func testATapOnADialogButtonPressesItsKey() throws {
        var state = try makeState(width: 40, height: 20)
        _ = state.handle(.character("w"))
        let lines = state.render().lines()
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("Esc cancel") })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "Esc cancel")!.lowerBound)
        _ = state.handle(press(column, row))
        XCTAssertFalse(state.current.capturesAllKeys, "the prompt closed")
    }

    /// A tap on a key in the status line presses it: `w weight` opens the weight prompt.
    func testATapOnTheStatusLinePressesTheKey() throws {
        var state = try makeState(width: 40, height: 20)
        let status = state.render().lines()[19]
        let column = status.distance(from: status.startIndex, to: try XCTUnwrap(status.range(of: "w weight")).lowerBound)
        _ = state.handle(press(column + 3, 19))
        XCTAssertTrue(state.render().text.contains("Weight for"))
    }

    /// Behind a dialog nothing is tappable: a tap on the status line's old place or the screen does not leak through.
    func testTargetsBehindADialogAreGone() {
        var buffer = Buffer(width: 40, height: 20)
        buffer.addTap(Rect(x: 0, y: 5, width: 40, height: 1), keys: [.down])
        buffer.beginOverlay()
        XCTAssertNil(buffer.tapTarget(for: MouseEvent(x: 3, y: 5, kind: .press)))
    }

    /// A tap on a list row selects it; a tap on the selected row opens it (Enter); the wheel moves the list.
    func testTapsAndTheWheelOnAList() throws {
        let db = try AppDatabase.inMemory()
        for name in ["Apple", "Bread", "Cheese", "Dates"] { _ = try db.addFood(Food(name: name, kcalPerServing: 100, serving: .piece)) }
        var state = try makeState(width: 40, height: 20, database: db)
        state.select(.data)
        let lines = state.render().lines()
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("Cheese") })
        _ = state.handle(press(4, row))
        XCTAssertTrue(state.render().lines()[row].contains("Cheese"))
        XCTAssertEqual(state.render()[4, row].style, .selected, "the tapped row is selected")
        _ = state.handle(press(4, row))
        XCTAssertTrue(state.current.capturesAllKeys, "a tap on the selected food opens it")
        state.type(.escape, .escape)
        XCTAssertFalse(state.current.capturesAllKeys, state.screenText)
        _ = state.handle(.mouse(MouseEvent(x: 4, y: row, kind: .scrollUp)))
        XCTAssertEqual(state.render()[4, row - 2].style, .selected, "the wheel moved the selection up")
    }

    /// A tap on a pad's tile counts, as its letter does.
    func testATapOnAPadTileCounts() throws {
        let db = try DemoDiary.copy()
        var state = try makeState(width: 40, height: 20, database: db)
        state.select(.counters)
        state.type(.character("P"), .enter)
        guard state.current.capturesAllKeys else { return XCTFail("no pad opened:\n\(state.screenText)") }
        let before = try db.counters().map(\.count).reduce(0, +)
        let frame = state.render()
        let tile = try XCTUnwrap(frame.tapTargets.first { $0.keys.count == 1 && $0.rect.height > 1 })
        _ = state.handle(press(tile.rect.x + 1, tile.rect.y + 1))
        XCTAssertEqual(try db.counters().map(\.count).reduce(0, +), before + 1)
    }

    /// W and A open today's weight and quick-add on the Log from any tab, even with another day selected.
    func testQuickEntryFromAnyTab() throws {
        let time = TestTime()
        var state = try makeState(width: 40, height: 20, time: time)
        state.type(.left, .left)
        state.select(.swim)
        state.type(.character("W"))
        XCTAssertEqual(state.tab, .log)
        XCTAssertTrue(state.screenText.contains("Weight for \(CalendarNames.readable(state.context.today))"), state.screenText)
        state.type(text: "７２,５")  // a phone's full-width digits and decimal comma
        state.type(.enter)
        XCTAssertEqual(try state.context.database.dayDetail(state.context.today).weightKg, 72.5)
        state.select(.counters)
        state.type(.character("A"))
        XCTAssertEqual(state.tab, .log)
        XCTAssertTrue(state.current.capturesAllKeys, "the quick-add form is open")
    }

    /// The keypad in application mode (ESC O p … ESC O y, ESC O n) types digits and the decimal point.
    func testTheKeypadsDigitsAreDigits() {
        XCTAssertEqual(KeyDecoder.keypad(final: UInt32(UInt8(ascii: "p"))), .character("0"))
        XCTAssertEqual(KeyDecoder.keypad(final: UInt32(UInt8(ascii: "y"))), .character("9"))
        XCTAssertEqual(KeyDecoder.keypad(final: UInt32(UInt8(ascii: "n"))), .character("."))
        XCTAssertEqual(KeyDecoder.keypad(final: UInt32(UInt8(ascii: "M"))), .enter)
        XCTAssertNil(KeyDecoder.keypad(final: UInt32(UInt8(ascii: "A"))), "ESC O A is an arrow, not the keypad")
        XCTAssertEqual(KeyDecoder.special(KEY_B2), .character("5"))
    }

    func testKeyLabelsReadBackAsKeys() {
        XCTAssertEqual(Key(label: "Enter"), .enter)
        XCTAssertEqual(Key(label: "n/Esc"), .character("n"))
        XCTAssertEqual(Key(label: "Ctrl-S"), .control("s"))
        XCTAssertEqual(Key(label: "F1"), .function(1))
        XCTAssertEqual(Key(label: "↑/k"), .up)
        XCTAssertNil(Key(label: "←→↑↓"))
    }
}
