import Foundation
import GRDB
import XCTest

@testable import TrackerKit

/// Compaction and the carrier checks together: segments a snapshot replaced are not a gap for a reader that was
/// behind, and not "missing" for their writer (it never puts back what it compacted away), while a file after the
/// snapshot, or the snapshot itself, lost or damaged is still said by readers and written again by its writer.
final class SyncHardeningCompactionTests: XCTestCase {
    private func id(_ replica: SyncReplica) throws -> String { try XCTUnwrap(SyncStatus.read(replica.database)).configuration.replica }

    private func files(of replica: SyncReplica, in group: SyncGroup) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: group.folder + "/replicas/" + id(replica)).filter { $0 != "reads-snapshots" }.sorted()
    }

    private func path(_ name: String, of replica: SyncReplica, in group: SyncGroup) throws -> String {
        group.folder + "/replicas/" + (try id(replica)) + "/" + name
    }

    /// A logs a weight on each of `days` (November 2026) and syncs after each, without compacting.
    private func weights(_ a: SyncReplica, _ days: ClosedRange<Int>, group: SyncGroup) throws {
        for n in days {
            try a.database.logWeight(60 + Double(n), on: day(String(format: "2026-11-%02d", n)))
            group.time.advance(60)
            XCTAssertTrue(try a.sync(compaction: .never).succeeded)
        }
    }

    private func weight(_ replica: SyncReplica, _ n: Int) throws -> Double? {
        try replica.database.dayDetail(day(String(format: "2026-11-%02d", n))).weightKg
    }

    private func text(_ report: SyncReport) -> String { report.lines.joined(separator: "\n") }

    func testAReaderBehindACompactionIsNotToldItWaitsAndTheWriterPutsNothingBack() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try weights(a, 1...2, group: group)
        XCTAssertTrue(try b.sync().succeeded)  // B has read A's segments 1 and 2…
        try weights(a, 3...5, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        try weights(a, 6...6, group: group)
        XCTAssertEqual(try files(of: a, in: group), ["00000005.snap", "00000006.seg"])
        let report = try b.sync()  // …and is behind: 3 to 5 are gone, into the snapshot. Not a gap.
        XCTAssertTrue(report.succeeded, text(report))
        XCTAssertFalse(text(report).contains("waiting for"), text(report))
        XCTAssertEqual(try XCTUnwrap(SyncStatus.read(b.database)).waiting, [])
        for n in 1...6 { XCTAssertEqual(try weight(b, n), 60 + Double(n)) }
        let again = try a.sync()
        XCTAssertEqual(again.resent, [], "the writer took its compacted segments for missing: \(text(again))")
        XCTAssertEqual(try files(of: a, in: group), ["00000005.snap", "00000006.seg"])
        try a.database.syncRead { db in
            XCTAssertNil(try AppDatabase.syncSetting(OwnSegments.key(3), db), "the fingerprint of a compacted segment is kept")
            XCTAssertNotNil(try AppDatabase.syncSetting(OwnSegments.key(6), db))
        }
        XCTAssertEqual(try b.export(), try a.export())
    }

    func testADamagedOrMissingSegmentAfterTheSnapshotIsSaidAndWrittenAgain() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try weights(a, 1...3, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        try weights(a, 4...6, group: group)
        let fourth = try path("00000004.seg", of: a, in: group)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: fourth))
        bytes[bytes.count - 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: fourth))
        try FileManager.default.removeItem(atPath: try path("00000005.seg", of: a, in: group))
        let waiting = try b.sync()
        XCTAssertFalse(waiting.succeeded)
        XCTAssertTrue(text(waiting).contains("segment 4 (refused)"), text(waiting))
        XCTAssertEqual(try weight(b, 3), 63, "the snapshot before the damaged file is applied")
        XCTAssertNil(try weight(b, 6), "a segment after the damaged one was applied")
        let repair = try a.sync()
        XCTAssertTrue(text(repair).contains("00000004.seg (damaged)"), text(repair))
        XCTAssertTrue(text(repair).contains("00000005.seg (missing)"), text(repair))
        XCTAssertFalse(text(repair).contains("00000001.seg"), text(repair))
        XCTAssertEqual(try files(of: a, in: group), ["00000003.snap", "00000004.seg", "00000005.seg", "00000006.seg"])
        XCTAssertTrue(try b.sync().succeeded)
        for n in 1...6 { XCTAssertEqual(try weight(b, n), 60 + Double(n)) }
        XCTAssertEqual(try b.export(), try a.export())
    }

    func testALostSnapshotIsSaidByAReaderBehindAndWrittenAgainAsASnapshot() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try weights(a, 1...1, group: group)
        XCTAssertTrue(try b.sync().succeeded)
        try weights(a, 2...4, group: group)
        XCTAssertTrue(try a.sync(compaction: .now).didCompact)
        try weights(a, 5...5, group: group)
        try FileManager.default.removeItem(atPath: try path("00000004.snap", of: a, in: group))
        let waiting = try b.sync()
        XCTAssertFalse(waiting.succeeded)
        XCTAssertTrue(text(waiting).contains("segment 2 (missing)"), text(waiting))
        let repair = try a.sync()
        XCTAssertTrue(text(repair).contains("00000004.snap (missing)"), text(repair))
        XCTAssertEqual(try files(of: a, in: group), ["00000004.snap", "00000005.seg"])
        XCTAssertTrue(try b.sync().succeeded)
        let c = try group.addReplica()
        XCTAssertTrue(try c.sync().succeeded)
        for n in 1...5 {
            XCTAssertEqual(try weight(b, n), 60 + Double(n))
            XCTAssertEqual(try weight(c, n), 60 + Double(n))
        }
        XCTAssertTrue(try a.sync().resent.isEmpty, "the snapshot written again is found whole")
        XCTAssertEqual(try c.export(), try a.export())
    }

    func testADamagedOwnSegmentIsWrittenAgainBeforeACompactionUsesIt() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try weights(a, 1...3, group: group)
        let second = try path("00000002.seg", of: a, in: group)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: second))
        bytes[bytes.count - 1] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: second))
        let report = try a.sync(compaction: .now)
        XCTAssertTrue(report.succeeded, text(report))
        XCTAssertTrue(text(report).contains("00000002.seg (damaged)"), text(report))
        XCTAssertTrue(report.didCompact, text(report))
        XCTAssertEqual(try files(of: a, in: group), ["00000003.snap"])
        XCTAssertTrue(try b.sync().succeeded)
        for n in 1...3 { XCTAssertEqual(try weight(b, n), 60 + Double(n)) }
    }
}
