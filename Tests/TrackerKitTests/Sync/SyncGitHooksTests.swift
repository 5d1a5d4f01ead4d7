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
