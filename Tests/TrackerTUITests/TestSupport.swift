import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Time that only moves when a test moves it.
final class TestTime: @unchecked Sendable {
    var now: Date
    var uptime: Duration

    init(now: Date = Date(timeIntervalSince1970: 1_795_262_400), uptime: Duration = .seconds(1000)) {  // 2026-11-21 12:00 UTC
        self.now = now
        self.uptime = uptime
    }

    var clock: Clock { Clock(now: { self.now }, uptime: { self.uptime }) }
}


/// Renders into a fresh buffer and returns its lines (trailing blanks trimmed).
func rendered(width: Int, height: Int, glyphs: Glyphs = .unicode, _ draw: (inout Buffer) -> Void) -> [String] {
    var buffer = Buffer(width: width, height: height, glyphs: glyphs)
    draw(&buffer)
    return buffer.lines()
}

/// An app state on a fresh in-memory database. Onboarding is skipped unless `onboarding` is true.
func makeState(width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode, database: AppDatabase? = nil,
               time: TestTime = TestTime(), onboarding: Bool = false) throws -> AppState {
    let db = try database ?? AppDatabase.inMemory()
    if !onboarding && !db.isReadOnly { try db.setSetting(AppState.onboardingSkippedKey, to: "1") }
    return AppState(database: db, clock: time.clock, zone: .utc, width: width, height: height, glyphs: glyphs)
}

extension AppState {
    /// Types each key in turn; returns the effects of the last one.
    @discardableResult
    mutating func type(_ keys: Key...) -> [Effect] {
        var effects: [Effect] = []
        for key in keys { effects = handle(key) }
        return effects
    }

    /// Types the characters of `text`.
    mutating func type(text: String) {
        for character in text { _ = handle(.character(character)) }
    }

    var screenText: String { render().text }
}

/// Compares whole-screen text with a golden file under Tests/TrackerTUITests/Golden.
/// Set RECORD_GOLDEN=1 to rewrite the files on purpose (then read the diff before committing).
func assertGolden(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden")
    let url = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(text + "\n", expected, "screen differs from Golden/\(name).txt", file: file, line: line)
}
