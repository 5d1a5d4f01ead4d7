import Foundation
import XCTest

@testable import TrackerKit

/// QA s11 S11-5: a machine's git clone damaged (a sync killed during its `git gc`, which ran on alone while the next sync
/// wrote the clone) made every later sync fail with "the git remote … could not be reached". The clone is a cache: a
/// sync that finds it damaged while the remote answers makes it again and says so, and nothing is lost; and a sync
/// waits for a gc still running in the clone.
final class SyncGitCloneRepairTests: XCTestCase {
    func testADamagedCloneIsMadeAgainFromTheRemoteAndNothingIsLost() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        let clone = try group.configuration(0).workFolder
        try group.machines[0].setMemo("typed before the damage", on: day("2025-11-20"))
        try group.sync(0)
        for path in try FileManager.default.subpathsOfDirectory(atPath: clone + "/.git/objects") where !path.hasPrefix("info") {
            let file = clone + "/.git/objects/" + path
            guard !FileSystem.isDirectory(file) else { continue }
            try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
        }
        try group.machines[0].setMemo("typed after the damage", on: day("2025-11-21"))

        let report = try group.sync(0)
        XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
        XCTAssertTrue(
            report.lines.contains { $0.contains("This machine's copy of the git carrier (\(clone)) was damaged") && $0.contains("made again from the remote") },
            report.lines.joined(separator: "\n"))
        XCTAssertTrue(FileSystem.isDirectory(clone + ".damaged"))
        try group.settle()
        XCTAssertEqual(try group.machines[1].dayDetail(day("2025-11-20")).memo, "typed before the damage")
        XCTAssertEqual(try group.machines[1].dayDetail(day("2025-11-21")).memo, "typed after the damage")
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    /// An unreachable remote is not taken for a damaged clone: the clone stays, and the failure is said as before.
    func testAnUnreachableRemoteLeavesTheCloneAlone() throws {
        let group = try GitMachines(count: 1, testCase: self)
        let clone = try group.configuration(0).workFolder
        try FileManager.default.moveItem(atPath: group.bare, toPath: group.bare + ".away")
        XCTAssertThrowsError(try group.sync(0)) { XCTAssertTrue("\($0)".contains("could not be reached"), "\($0)") }
        XCTAssertTrue(FileSystem.isDirectory(clone + "/.git"))
        XCTAssertFalse(FileSystem.exists(clone + ".damaged"))
    }

    func testAGCRunningInTheCloneIsToldFromAStaleOne() throws {
        let clone = try FileSystem.makeTemporaryFolder(prefix: "tracker-gc-pid-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: clone) }
        try FileManager.default.createDirectory(atPath: clone + "/.git", withIntermediateDirectories: true)
        let host = GitCarrier.hostName
        XCTAssertFalse(host.isEmpty)
        func gcPid(_ text: String) throws -> Int32? {
            try Data(text.utf8).write(to: URL(fileURLWithPath: clone + "/.git/gc.pid"))
            return GitCarrier.runningGC(in: clone)
        }
        let me = ProcessInfo.processInfo.processIdentifier
        XCTAssertEqual(try gcPid("\(me) \(host)"), me, "a live process on this machine")
        XCTAssertNil(try gcPid("\(me) another-machine"), "a gc on another machine sharing the folder")
        XCTAssertNil(try gcPid("2147483646 \(host)"), "no such process")
        XCTAssertNil(try gcPid("garbage"))
        try FileManager.default.removeItem(atPath: clone + "/.git/gc.pid")
        XCTAssertNil(GitCarrier.runningGC(in: clone))
    }
}
