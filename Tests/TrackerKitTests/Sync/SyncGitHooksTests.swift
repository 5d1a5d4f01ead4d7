import Foundation
import XCTest

@testable import TrackerKit

/// QA s10 S10-16: the person's own git hooks (a secret scanner in `pre-commit`, set globally with `core.hooksPath`
/// or in the clone) ran in Tracker's clone and blocked every sync. Tracker's commits and pushes run no hook.
final class SyncGitHooksTests: XCTestCase {
    func testAHookThatRefusesEveryCommitAndPushDoesNotStopTheSync() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        for clone in ["clone-0", "clone-1"] {
            for hook in ["pre-commit", "commit-msg", "pre-push", "post-checkout", "reference-transaction"] {
                let path = group.root + "/\(clone)/.git/hooks/" + hook
                try Data("#!/bin/sh\necho 'hook refused' >&2\nexit 1\n".utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
        }
        try group.machines[0].addQuickEntry(label: "Lunch", kcal: 600, on: day("2026-11-20"))
        try group.settle()
        XCTAssertEqual(try group.machines[1].entries(on: day("2026-11-20")).map(\.label), ["Lunch"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }
}

/// QA s10b B2: Tracker run with `GIT_DIR` and `GIT_WORK_TREE` set (from a git hook, or a shell that set them) pointed
/// git at another repository, and every sync failed. Its git in its clone inherits none of them.
final class SyncGitEnvironmentTests: XCTestCase {
    func testGitInTheCloneInheritsNothingThatPointsAtAnotherRepository() throws {
        let group = try GitMachines(count: 1, testCase: self)
        let elsewhere = group.root + "/elsewhere"
        try GitMachines.git(["init", "--quiet", elsewhere])
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_DIR"] = elsewhere + "/.git"
        environment["GIT_WORK_TREE"] = elsewhere
        environment["GIT_INDEX_FILE"] = elsewhere + "/.git/index"
        let kept = GitCarrier.inherited(environment)
        XCTAssertNil(kept["GIT_DIR"])
        XCTAssertNil(kept["GIT_WORK_TREE"])
        XCTAssertNil(kept["GIT_INDEX_FILE"])
        XCTAssertEqual(kept["PATH"], environment["PATH"], "everything else is kept (ssh's agent, PATH, HOME)")
        // git as Tracker runs it in its clone, with that environment: its own repository, not the other one.
        let clone = group.root + "/clone-0"
        let result = try ProcessRunner.run("git", ["-C", clone, "remote", "get-url", "origin"], inheriting: kept)
        XCTAssertEqual(result.status, 0, result.errors)
        let pointed = try ProcessRunner.run("git", ["-C", clone, "remote", "get-url", "origin"], inheriting: environment)
        XCTAssertNotEqual(pointed.status, 0, "with GIT_DIR inherited, git looks at the other repository")
    }
}
