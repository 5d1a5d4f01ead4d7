import Foundation
import XCTest

@testable import TrackerKit

/// What `tracker sync` says after `sync reset-machine` (QA s8 M1, M12): the real number of changes sent (every
/// record, again), and an id that never wrote anything (reset twice before a sync) is not kept as a machine.
final class SyncResetReportTests: XCTestCase {
    func testAfterTwoResetsTheSyncSaysEverythingItSentAndTheMiddleIdIsNoMachine() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        for number in 1...5 { try a.database.logWeight(70 + Double(number), on: day("2026-11-0\(number)")) }
        try group.settle()
        let first = try SyncMachineReset(database: a.database, installation: a.installation).run()
        let second = try SyncMachineReset(database: a.database, installation: a.installation).run()
        XCTAssertEqual(first.new, second.old)

        let sent = try a.sync()
        XCTAssertTrue(sent.succeeded, sent.lines.joined(separator: "\n"))
        XCTAssertGreaterThan(sent.sent, 5, sent.lines.joined(separator: "\n"))
        XCTAssertTrue(sent.lines[0].hasPrefix("Sent \(sent.sent) changes"), sent.lines[0])
        XCTAssertTrue(sent.lines.contains { $0.contains("every record this diary holds") }, sent.lines.joined(separator: "\n"))
        let received = try b.sync()
        XCTAssertEqual(received.received, sent.sent, "what A said it sent is what B received")
        XCTAssertFalse(try a.sync().lines.contains { $0.contains("every record") }, "said for the sync after the reset only")

        let machines = try XCTUnwrap(SyncStatus.read(a.database)).otherReplicas.keys
        XCTAssertTrue(machines.contains(first.old), "the first id wrote files: it is read as another machine")
        XCTAssertFalse(machines.contains(first.new), "the middle id never wrote anything")
        try group.settle()
        XCTAssertEqual(try a.export(), try b.export())
    }
}
