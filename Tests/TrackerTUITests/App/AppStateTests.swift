import XCTest
@testable import TrackerKit
@testable import TrackerTUI

final class AppStateTests: XCTestCase {
    func testNumberKeysTabAndShiftTabSwitchTabs() throws {
        var state = try makeState()
        XCTAssertEqual(state.tab, .log)
        for tab in Tab.allCases.reversed() {
            XCTAssertEqual(state.handle(.character(Character(String(tab.rawValue + 1)))), [])
            XCTAssertEqual(state.tab, tab)
        }
        _ = state.handle(.backTab)
        XCTAssertEqual(state.tab, .data, "Shift-Tab from the first tab wraps to the last")
        _ = state.handle(.tab)
        XCTAssertEqual(state.tab, .log, "Tab from the last tab wraps to the first")
    }

    func testClickingATabSelectsIt() throws {
        var state = try makeState()
        let span = state.tabBar.spans(width: 80)[Tab.counters.rawValue]
        _ = state.handle(.mouse(MouseEvent(x: span.lowerBound + 2, y: 0, kind: .press)))
        XCTAssertEqual(state.tab, .counters)
        _ = state.handle(.mouse(MouseEvent(x: 79, y: 0, kind: .press)))
        XCTAssertEqual(state.tab, .counters, "a click beside the tabs changes nothing")
    }

    func testQuitKeys() throws {
        var state = try makeState()
        XCTAssertEqual(state.handle(.character("q")), [.quit])
        XCTAssertEqual(state.handle(.control("c")), [.quit])
        XCTAssertEqual(state.handle(.control("z")), [.suspend])
    }

    func testHelpOverlayListsEveryGlobalKeyFromTheKeyTable() throws {
        var state = try makeState(width: 100, height: 60)
        _ = state.handle(.character("?"))
        let overlay = try XCTUnwrap(state.help)
        let text = state.render().text
        for binding in AppCommand.table.bindings {
            XCTAssertTrue(overlay.sections.flatMap(\.entries).contains(HelpEntry(keys: binding.label, summary: binding.summary)))
            XCTAssertTrue(text.contains(binding.summary), "help shows '\(binding.summary)'")
        }
        _ = state.handle(.character("3"))
        XCTAssertEqual(state.tab, .log, "keys go to the overlay while it is open")
        _ = state.handle(.escape)
        XCTAssertNil(state.help)
        _ = state.handle(.character("3"))
        XCTAssertEqual(state.tab, .workout)
    }

    func testHelpOverlayScrollsWhenTheScreenIsShort() throws {
        var state = try makeState(width: 60, height: 18)
        _ = state.handle(.character("?"))
        XCTAssertTrue(state.render().text.contains("more"))
        for _ in 0..<30 { _ = state.handle(.down) }
        XCTAssertGreaterThan(state.help?.scroll ?? 0, 0)
        XCTAssertTrue(state.render().text.contains("redraw the screen"), "the last entry can be scrolled into view")
    }

    func testTooSmallTerminalSaysSoAndStillQuits() throws {
        var state = try makeState(width: 39, height: 24)
        let lines = state.render().lines().map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Array(lines[10...11]), ["Terminal too small:", "need 40×20 or 60×18, have 39×24"])
        XCTAssertEqual(state.handle(.character("2")), [])
        XCTAssertEqual(state.tab, .log)
        XCTAssertEqual(state.handle(.character("q")), [.quit])
        state.resize(width: 40, height: 20)
        XCTAssertFalse(state.render().text.contains("too small"))
    }

    /// The narrow layouts stack what the wide ones put side by side: under 60 columns they need 20 rows.
    func testTheNarrowLayoutsNeedTwentyRowsAndTheWideOnesEighteen() throws {
        var state = try makeState(width: 59, height: 19)
        XCTAssertTrue(state.render().text.contains("need 40×20 or 60×18, have 59×19"), "widening to 60 columns does too")
        state.resize(width: 59, height: 20)
        XCTAssertFalse(state.render().text.contains("too small"))
        state.resize(width: 80, height: 17)
        XCTAssertTrue(state.render().text.contains("need 60×18, have 80×17"))
        state.resize(width: 60, height: 18)
        XCTAssertFalse(state.render().text.contains("too small"))
    }

    func testTooSmallInASCII() throws {
        let state = try makeState(width: 40, height: 10, glyphs: .ascii)
        XCTAssertEqual(state.render().lines()[4].trimmingCharacters(in: .whitespaces), "need 40x20, have 40x10")
    }

    func testReadOnlyDatabaseIsAnnounced() throws {
        let path = NSTemporaryDirectory() + "tracker-ro-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        _ = try AppDatabase.open(path: path)
        let state = try makeState(database: AppDatabase.open(path: path, readOnlyBecause: .diskFull, busyMode: .immediateError))
        let lines = state.render().lines()
        XCTAssertTrue(lines[0].hasSuffix("[read-only]"))
        // A long notice wraps upward over the rows above the status row (issue 25.7) rather than being cut.
        let bottom = lines.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(bottom.contains("Read-only database (the disk is full)"), bottom)
    }

    func testAReadOnlyLookAskedForIsNotAnnounced() throws {
        let path = NSTemporaryDirectory() + "tracker-ro-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        _ = try AppDatabase.open(path: path)
        let lines = try makeState(database: AppDatabase.open(path: path, readOnly: true)).render().lines()
        XCTAssertFalse(lines[0].hasSuffix("[read-only]"), "tracker show only reads; the file is not read-only")
        XCTAssertFalse(lines[23].contains("Read-only database"))
    }

    func testEveryTabRendersAtTheSmallestAndLargestSizes() throws {
        for (width, height) in [(60, 18), (80, 24), (200, 60)] {
            var state = try makeState(width: width, height: height)
            for tab in Tab.allCases {
                state.select(tab)
                let lines = state.render().lines()
                XCTAssertEqual(lines.count, height)
                XCTAssertTrue(lines[0].hasPrefix(" 1 Log"), "tab bar on top at \(width)x\(height)")
                XCTAssertTrue(lines[height - 1].hasSuffix("q quit"), "status line at the bottom at \(width)x\(height)")
                let marker = [Tab.log: "today", .data: "My Foods"][tab] ?? tab.title
                XCTAssertTrue(lines.joined().contains(marker), "\(tab.title) shows its content at \(width)x\(height)")
            }
        }
    }

    func testGoldenScreens() throws {
        var state = try makeState(width: 80, height: 24)
        for tab in Tab.allCases {
            state.select(tab)
            try assertGolden(state.render(), named: "tab-\(tab.commandName)-80x24")
        }
        _ = state.handle(.character("?"))
        try assertGolden(state.render(), named: "help-80x24")
        let ascii = try makeState(width: 80, height: 24, glyphs: .ascii)
        var asciiState = ascii
        _ = asciiState.handle(.character("?"))
        try assertGolden(asciiState.render(), named: "help-80x24-ascii")
    }
}

final class LoopAndDecoderTests: XCTestCase {
    func testWaitIsForeverWhenIdleAndRoundsUpOtherwise() {
        let time = TestTime(uptime: .seconds(10))
        XCTAssertEqual(AppLoop.waitMilliseconds(until: nil, clock: time.clock), -1)
        XCTAssertEqual(AppLoop.waitMilliseconds(until: .seconds(10) + .microseconds(1), clock: time.clock), 1)
        XCTAssertEqual(AppLoop.waitMilliseconds(until: .seconds(11), clock: time.clock), 1000)
        XCTAssertEqual(AppLoop.waitMilliseconds(until: .seconds(9), clock: time.clock), 0, "a passed deadline wakes at once")
    }

    func testCharacterDecoding() {
        XCTAssertEqual(KeyDecoder.character(0x0D), .enter)
        XCTAssertEqual(KeyDecoder.character(0x0A), .enter)
        XCTAssertEqual(KeyDecoder.character(0x09), .tab)
        XCTAssertEqual(KeyDecoder.character(0x7F), .backspace)
        XCTAssertEqual(KeyDecoder.character(0x03), .control("c"))
        XCTAssertEqual(KeyDecoder.character(0x1A), .control("z"))
        XCTAssertEqual(KeyDecoder.character(0x71), .character("q"))
        XCTAssertEqual(KeyDecoder.character(0x6F22), .character("漢"))
        XCTAssertEqual(KeyDecoder.character(0xD800), .unknown, "a lone surrogate is no character")
    }

    func testShowSizeParsing() {
        XCTAssertEqual(ScreenSize(parsing: "100x30"), ScreenSize(parsing: "100X30"))
        XCTAssertEqual(ScreenSize(parsing: "120x40")?.width, 120)
        for bad in ["", "100", "x30", "100x", "-5x30", "100x30x2", "abcxdef", "0x0", "100000x30"] {
            XCTAssertNil(ScreenSize(parsing: bad), bad)
        }
        XCTAssertEqual(Tab(commandName: "Counters"), .counters)
        XCTAssertNil(Tab(commandName: "calendar"))
    }
}

final class QuickLaunchTests: XCTestCase {
    func testOnlyPlainLaunchesSkipTheParser() {
        XCTAssertEqual(QuickLaunch.databasePath(arguments: []), .some(nil))
        XCTAssertEqual(QuickLaunch.databasePath(arguments: ["--db", "/tmp/a.sqlite"]), .some("/tmp/a.sqlite"))
        XCTAssertEqual(QuickLaunch.databasePath(arguments: ["--db=/tmp/b.sqlite"]), .some("/tmp/b.sqlite"))
        for other in [
            ["--help"], ["--version"], ["show", "log"], ["--db"], ["--db", ""], ["--db", "--help"], ["--db="],
            ["--db", "a", "show", "log"], ["--bogus"],
        ] {
            XCTAssertTrue(QuickLaunch.databasePath(arguments: other) == nil, "\(other) goes to argument-parser")
        }
    }
}
