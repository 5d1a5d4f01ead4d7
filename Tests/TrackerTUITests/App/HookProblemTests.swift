import Foundation
import XCTest
@testable import TrackerTUI

/// Issue 27: a hook program that does not exist, or that fails, is said once on the status line.
final class HookProblemTests: XCTestCase {
    func testAMissingProgramIsSaidOnce() {
        let program = "/nonexistent/hook-\(UUID().uuidString)"
        var hooks = HookRunner()
        let first = hooks.run([program, "work"], environment: [:])
        XCTAssertNil(first.pid)
        XCTAssertEqual(first.problem, "Workout hook “\(program)” could not start: no such program.")
        XCTAssertNil(hooks.run([program, "rest"], environment: [:]).problem, "once")
    }

    func testAFailingProgramIsSaidOnceWhenItEnds() throws {
        // A copy of `false` under a name of its own.
        let folder = NSTemporaryDirectory() + "hook-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/failing-hook"
        try FileManager.default.copyItem(atPath: "/bin/false", toPath: program)
        var hooks = HookRunner()
        for round in 0..<2 {
            let started = hooks.run([program, "work"], environment: [:])
            let pid = try XCTUnwrap(started.pid)
            XCTAssertNil(started.problem)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid)
            let problem = hooks.ended(pid, status: status)
            XCTAssertEqual(problem, round == 0 ? "Workout hook “\(program)” ended with status 1." : nil)
        }
        let ok = try XCTUnwrap(hooks.run(["/bin/true"], environment: [:]).pid)
        var status: Int32 = 0
        waitpid(ok, &status, 0)
        XCTAssertNil(hooks.ended(ok, status: status), "a hook that succeeds says nothing")
    }
}
