import Foundation
import XCTest

@testable import TrackerKit

/// QA s11 S11-3: symbolic links pushed to the git remote by someone who can push. They are never followed; a link as a
/// machine's next segment is replaced by that machine's next sync (its own file, or the link's removal, is pushed), and a
/// link as a folder of no machine is named once, so no machine's sync stays stopped.
final class SyncGitLinkTests: XCTestCase {
    func testLinksPushedToTheRemoteStopNoMachineAndTheOwnersNextSyncReplacesItsOwn() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        let ownerId = try group.configuration(1).replica
        let next = try group.files(under: "replicas/\(ownerId)").count + 1
        let planted = group.root + "/planted"
        try GitMachines.git(["clone", "--quiet", "-b", "main", group.bare, planted])
        try FileManager.default.createSymbolicLink(
            atPath: planted + "/replicas/\(ownerId)/" + String(format: "%08d.seg", next), withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: planted + "/replicas/abad1dea00000000", withDestinationPath: "/tmp")
        try GitMachines.git(["-C", planted, "add", "-A"])
        try GitMachines.git(["-C", planted, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "-m", "links"])
        try GitMachines.git(["-C", planted, "push", "--quiet", "origin", "HEAD:main"])

        let reader = try group.sync(0)
        XCTAssertTrue(reader.lines.contains { $0.contains("Unknown folder replicas/abad1dea00000000") }, reader.lines.joined(separator: "\n"))
        let owner = try group.sync(1)
        XCTAssertTrue(owner.succeeded, owner.lines.joined(separator: "\n"))
        XCTAssertFalse(
            try GitMachines.git(["-C", group.bare, "ls-tree", "-r", "main", "--", "replicas/\(ownerId)/"]).contains("120000"),
            "the owner's next sync took the link out of its folder")
        try group.machines[1].setMemo("after the links", on: day("2025-11-22"))
        try group.sync(1)
        let after = try group.sync(0)
        XCTAssertTrue(after.succeeded, after.lines.joined(separator: "\n"))
        XCTAssertEqual(try group.machines[0].dayDetail(day("2025-11-22")).memo, "after the links")
        XCTAssertEqual(try group.export(0), try group.export(1))
    }
}
