import Foundation
import XCTest

/// How much of the long tests to run, as TrackerTUITests' `TestDepth`: plain `swift test` takes a meaningful sample
/// (the quick loop); `TRACKER_TEST_FULL=1` (`scripts/test --full`, which CI runs) takes every case.
enum TestDepth {
    static var isFull: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["TRACKER_TEST_FULL"] == "1" || environment["TRACKER_FUZZ_LONG"] == "1"
    }

    /// The long runs (`TRACKER_FUZZ_LONG=1`, by hand; RELIABILITY.md records their last figures): the fuzzers whose
    /// every pairing takes minutes run it all only then, and CI's full run takes a rotating part of it.
    static var isLong: Bool { ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" }

    /// Skips a test that runs real git (each sync starts ~20 git processes, seconds a test in a debug build) unless
    /// this is the full run: plain `swift test` keeps at least one test of each such class (the quick sample), and
    /// `scripts/test --full` (CI) runs them all.
    static func skipGitTestUnlessFull() throws {
        try XCTSkipUnless(isFull, "real git, seconds a test: the full run (TRACKER_TEST_FULL=1, scripts/test --full, CI) runs it")
    }

    /// All of `cases` when full, else an even spread of about `quick` of them (the first and last included).
    static func sample<T>(_ cases: [T], quick: Int) -> [T] {
        guard !isFull, cases.count > quick, quick >= 2 else { return cases }
        return (0..<quick).map { cases[$0 * (cases.count - 1) / (quick - 1)] }
    }
}
