import Foundation
import XCTest

@testable import TrackerKit

/// Issue 29, "compaction so that it does not grow without end", with a git carrier (real git, a bare repository in
/// a temporary folder): receiving takes the remote's history as it is (no merges), and a compaction squashes the
/// remote's history into one commit, so the repository stays bounded.
final class SyncGitHistoryTests: XCTestCase {
    /// Daily syncs from two machines with automatic compaction (every few segments here; 100 in the app): with
    /// squashing, the commits reachable from the remote's main never outnumber the segment files its tree holds (each
    /// compaction takes the history back to one commit), and the packed repository is smaller than the same days on a
    /// remote that refuses rewrites, whose history keeps every sync. A year with the real binary: BENCHMARKS.md.
    func testDailySyncsFromTwoMachinesKeepTheRemoteHistoryBoundedWhenItMayBeSquashed() throws {
        try TestDepth.skipGitTestUnlessFull()
        // 12 days (the full run; plain `swift test` leaves this test to it).
        let days = Int(ProcessInfo.processInfo.environment["TRACKER_TEST_GIT_DAYS"] ?? "") ?? 12
        var sizes: [Bool: Int] = [:]
        for denyRewrites in [false, true] {
            let group = try GitMachines(count: 2, testCase: self, denyRewrites: denyRewrites)
            group.compactionAfter = 2
            var squashes = 0, refusals = 0, outgrown = 0
            for dayNumber in 1...days {
                let date = LocalDate(iso: "2026-01-01")!.adding(days: dayNumber)
                for machine in 0..<2 {
                    try group.machines[machine].addQuickEntry(label: "Day \(dayNumber) on \(machine)", kcal: Double(300 + dayNumber), on: date)
                    let report = try group.sync(machine)
                    XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
                    if case .squashed? = report.historySquash { squashes += 1 }
                    if case .refusedByRemote? = report.historySquash { refusals += 1 }
                    let commits = try group.commitCount(), segments = try group.files(under: "replicas").filter { $0.hasSuffix(".seg") }.count
                    if commits > segments + 3 { outgrown += 1 }
                    if !denyRewrites { XCTAssertLessThanOrEqual(commits, segments + 3, "day \(dayNumber), machine \(machine)") }
                }
            }
            try group.settle()
            XCTAssertEqual(try group.export(0), try group.export(1))
            XCTAssertEqual(try group.machines[1].entries(on: LocalDate(iso: "2026-01-02")!).count, 2)
            if denyRewrites {
                XCTAssertEqual(squashes, 0)
                XCTAssertGreaterThan(refusals, 1)
                XCTAssertGreaterThan(outgrown, 0, "without squashing the history outgrows the tree")
                XCTAssertGreaterThanOrEqual(try group.commitCount(), 2 * days, "every sync's commit stays")
            } else {
                XCTAssertGreaterThan(squashes, 1)
                XCTAssertEqual(refusals, 0)
            }
            sizes[denyRewrites] = try group.packedSize()
        }
        let squashed = try XCTUnwrap(sizes[false]), growing = try XCTUnwrap(sizes[true])
        print("packed after git gc --prune=now: \(squashed) bytes squashed, \(growing) bytes not, over \(days) days")
        XCTAssertLessThan(Double(squashed), Double(growing) * 0.8, "packed: \(squashed) bytes squashed against \(growing) not")
    }

    func testAMachineBehindWhenAnotherSquashedReceivesEverythingAndLosesNothing() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        for number in 1...4 {
            try group.machines[0].addQuickEntry(label: "A \(number)", kcal: 100, on: day("2026-11-20"))
            try group.sync(0)
        }
        try group.machines[1].addQuickEntry(label: "B offline", kcal: 200, on: day("2026-11-20"))
        let compacted = try group.sync(0, compaction: .now)
        XCTAssertTrue(compacted.didCompact)
        guard case .squashed(let before)? = compacted.historySquash else { return XCTFail(compacted.lines.joined(separator: "\n")) }
        XCTAssertGreaterThan(before, 4)
        XCTAssertEqual(try group.commitCount(), 1)
        XCTAssertEqual(try Self.localCommits(group, 0), 1, "the squashing clone dropped its old history too")

        let report = try group.sync(1)
        XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
        XCTAssertEqual(try group.commitCount(), 2, "B's commit goes on top of the squashed one: no merge, no old history back")
        XCTAssertEqual(try Self.localCommits(group, 1), 2, "B's clone dropped the old history once it saw the rewrite")
        try group.settle()
        let labels = try group.machines[0].entries(on: day("2026-11-20")).compactMap(\.label).sorted()
        XCTAssertEqual(labels, ["A 1", "A 2", "A 3", "A 4", "B offline"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    func testASquashRacingAnotherMachinesPushIsBuiltAgainOnItAndLosesNothing() throws {
        try TestDepth.skipGitTestUnlessFull()
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        try group.machines[0].addQuickEntry(label: "A before", kcal: 100, on: day("2026-11-20"))
        XCTAssertTrue(try group.sync(0, compaction: .now).didCompact)
        // B pushes after A's last fetch: A's idea of the remote's main is stale, so its lease must fail.
        try group.machines[1].addQuickEntry(label: "B racing", kcal: 200, on: day("2026-11-20"))
        try group.sync(1)
        let a = GitCarrier.forMachine(try group.configuration(0))
        let stale = try GitMachines.git(["-C", a.clone, "rev-parse", "refs/remotes/origin/main"])
        XCTAssertNotEqual(stale, try GitMachines.git(["-C", group.bare, "rev-parse", "main"]))
        guard case .squashed? = try a.squashHistory(message: "squash") else { return XCTFail("the squash did not go through after its lease failed") }
        XCTAssertEqual(try group.commitCount(), 1)
        let bFolder = "replicas/" + (try group.configuration(1)).replica
        XCTAssertTrue(try group.files(under: bFolder).contains { $0.hasSuffix(".seg") }, "B's racing segment survived the squash")
        try group.settle()
        XCTAssertEqual(try group.machines[0].entries(on: day("2026-11-20")).compactMap(\.label).sorted(), ["A before", "B racing"])
        XCTAssertEqual(try group.export(0), try group.export(1))
    }

    static func localCommits(_ group: GitMachines, _ index: Int) throws -> Int {
        Int(try GitMachines.git(["-C", try group.configuration(index).workFolder, "rev-list", "--count", "--all", "--reflog"]))!
    }
}
