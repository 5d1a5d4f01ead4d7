import ArgumentParser
import XCTest
import TrackerKit
@testable import TrackerTUI

extension CommandEnvironment {
    /// The command line in a test: the clock stopped at `time` (2026-11-21 12:00 UTC unless told), local time UTC,
    /// and a run of its own that collects the database the command opens.
    static func fixed(at time: TestTime = TestTime()) -> CommandEnvironment {
        CommandEnvironment(clock: time.clock, zone: .utc, run: CommandDatabase())
    }
}

extension ParsableCommand {
    /// Runs the command as `Main` does, at the test's fixed time: the database it opened is closed as it ends (a
    /// failed command that created its file leaves none). Nothing process-wide is set, so tests may run in parallel.
    mutating func runAtTestTime(_ time: TestTime = TestTime()) throws {
        let environment = CommandEnvironment.fixed(at: time)
        var command = self
        defer { self = command }
        do {
            try environment.bound { try command.run() }
            environment.run?.finish(failed: false)
        } catch {
            environment.run?.finish(failed: true)
            throw error
        }
    }
}
