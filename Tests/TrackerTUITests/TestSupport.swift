import Foundation
import XCTest
@testable import TrackerKit
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
func makeState(
    width: Int = 80, height: Int = 24, glyphs: Glyphs = .unicode, database: AppDatabase? = nil,
    time: TestTime = TestTime(), onboarding: Bool = false, config: TrackerConfig = TrackerConfig(), lastTab: Tab? = nil
) throws -> AppState {
    let db = try database ?? AppDatabase.inMemory()
    if !onboarding && !db.isReadOnly { try db.setSetting(AppState.onboardingSkippedKey, to: "1") }
    return AppState(
        database: db, clock: time.clock, zone: .utc, width: width, height: height, glyphs: glyphs, config: LoadedConfig(config: config),
        lastTab: lastTab)
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

/// Compares a whole frame, text and styles, with its golden file under Tests/TrackerTUITests/Golden
/// (format: `GoldenFrame`). With RECORD_GOLDEN=1 the file is rewritten and the test FAILS, so a run in
/// record mode can never pass: rerun without it, then read the diff before committing.
func assertGolden(_ frame: Buffer, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let url = folder.appendingPathComponent(name + ".txt")
    let actual = GoldenFrame.encode(frame)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        GoldenRecording.count += 1
        XCTFail("recorded \(GoldenRecording.count) goldens: rerun without RECORD_GOLDEN (wrote Golden/\(name).txt)", file: file, line: line)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("no Golden/\(name).txt: record it with RECORD_GOLDEN=1", file: file, line: line)
        return
    }
    guard let difference = GoldenFrame.firstDifference(expected: expected, actual: actual) else { return }
    let saved = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tracker-golden-actual")
    try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
    let savedFile = saved.appendingPathComponent(name + ".txt")
    try actual.write(to: savedFile, atomically: true, encoding: .utf8)
    XCTFail("frame differs from Golden/\(name).txt: \(difference)\n  whole frame: diff \(url.path) \(savedFile.path)", file: file, line: line)
}

enum GoldenRecording {
    nonisolated(unsafe) static var count = 0
}

/// Runs one `tracker` command in-process on the database at `path`; returns the exit code the
/// binary would end with (0, 2 for bad input, 1 for anything else).
func trackerExitCode(_ arguments: [String], db path: String) -> Int32 {
    do {
        var command = try TestCommandParse.checked(arguments + ["--db", path])
        try command.runAtTestTime()
        return 0
    } catch {
        return Main.exitCode(for: error)
    }
}

/// How much of the exhaustive tests to run. Plain `swift test` samples them (the quick loop, under
/// 10 s); `scripts/test`, and so CI, sets TRACKER_TEST_FULL=1 for every case; TRACKER_FUZZ_LONG=1 goes
/// further still (bigger diaries, more keys).
enum TestDepth {
    static var isFull: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["TRACKER_TEST_FULL"] == "1" || environment["TRACKER_FUZZ_LONG"] == "1"
    }

    /// The long runs (`TRACKER_FUZZ_LONG=1`, by hand; RELIABILITY.md records their last figures): the fuzzers whose
    /// every pairing takes minutes run it all only then, and CI's full run takes a rotating part of it.
    static var isLong: Bool { ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" }

    /// All of `cases` when full, else an even spread of about `quick` of them (the first and last included).
    static func sample<T>(_ cases: [T], quick: Int) -> [T] {
        guard !isFull, cases.count > quick, quick >= 2 else { return cases }
        return (0..<quick).map { cases[$0 * (cases.count - 1) / (quick - 1)] }
    }
}

/// A fresh in-memory copy of the demo diary (ending on 2026-11-21 unless told): filling a year takes about a fifth of a
/// second, so each length and end is made once per test run and copied.
enum DemoDiary {
    private nonisolated(unsafe) static var templates: [String: AppDatabase] = [:]
    private static let lock = NSLock()

    static func copy(days: Int = 365, endingOn end: String = "2026-11-21") throws -> AppDatabase {
        let template: AppDatabase = try lock.withLock {
            if let made = templates["\(days) \(end)"] { return made }
            let db = try AppDatabase.inMemory()
            try DemoData.fill(db, endingOn: LocalDate(iso: end)!, now: TestTime().now, zone: .utc, days: days)
            templates["\(days) \(end)"] = db
            return db
        }
        let copy = try AppDatabase.inMemory()
        try template.writer.backup(to: copy.writer)
        return copy
    }
}
