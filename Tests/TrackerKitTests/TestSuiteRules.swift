import Foundation
import Testing

/// Plain `swift test` runs the XCTest tests, then Swift Testing's; this suite is Swift Testing's, so a plain run
/// ends on what it checked instead of "Test run with 0 tests". What it checks: the unit tests keep the rules that
/// make them quick, deterministic and safe to run in parallel (issue 30) — none sleeps (the clock is injected),
/// none changes the process's environment or time zone (both are handed in).
@Suite struct TestSuiteRules {
    static let banned = ["sleep(", "Thread.sleep", "Task.sleep", "setenv(", "putenv(", "tzset("]

    /// Each banned call in `text`, as "line: call".
    static func bannedCalls(in text: String) -> [String] {
        guard banned.contains(where: { text.contains($0) }) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line in
            banned.filter { line.contains($0) }.map { "\(number + 1): \($0)" }
        }
    }

    @Test func noUnitTestSleepsOrChangesTheEnvironment() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = try FileManager.default.subpathsOfDirectory(atPath: tests.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/TestSuiteRules.swift") }.sorted()
        #expect(files.count > 50, "the test sources were not found under \(tests.path)")
        let found = try files.flatMap { file in
            Self.bannedCalls(in: try String(contentsOfFile: tests.appendingPathComponent(file).path, encoding: .utf8)).map { "\(file):\($0)" }
        }
        #expect(found == [])
    }

    @Test func aSleepOrAnEnvironmentChangeIsFoundByItsLine() {
        #expect(Self.bannedCalls(in: "let a = 1\nusleep(10_000)\nsetenv(\"TZ\", \"UTC\", 1); tzset()") == ["2: sleep(", "3: setenv(", "3: tzset("])
        #expect(Self.bannedCalls(in: "let clock = TestTime()") == [])
    }
}
