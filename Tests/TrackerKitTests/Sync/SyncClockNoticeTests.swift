import Foundation
import XCTest

@testable import TrackerKit

/// A machine whose clock was far ahead for one sync is said once, by the machines that receive its changes first,
/// not at every later sync of every machine while its stamps lie in the future (QA s8 F10).
final class SyncClockNoticeTests: XCTestCase {
    private func saysAhead(_ report: SyncReport) -> Bool { report.lines.contains { $0.contains("minutes ahead of this machine's clock") } }

    func testAClockThatWasAheadOnceIsSaidOnceNotAtEverySyncAfter() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-") + "/carrier"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: FileSystem.parent(of: folder)) }
        let (timeA, timeB) = (ManualTime(), ManualTime())
        let a = try SyncReplica(folder: folder, time: timeA), b = try SyncReplica(folder: folder, time: timeB)
        let phrase = try a.setup.initialize()
        try b.setup.join(phrase: phrase)
        try a.sync()
        try b.sync()
        let yearAhead: TimeInterval = 400 * 86_400
        timeB.advance(yearAhead)
        try b.database.addQuickEntry(label: "Lunch", kcal: 600, on: day("2025-11-20"))
        XCTAssertFalse(saysAhead(try b.sync()))
        timeB.advance(-yearAhead + 60)  // B's clock is put right
        timeA.advance(60)
        let first = try a.sync()
        XCTAssertTrue(saysAhead(first), first.lines.joined(separator: "\n"))
        let bId = try XCTUnwrap(SyncEngine(database: b.database, installation: b.installation).configuration()).replica
        XCTAssertTrue(first.lines.contains { $0.hasPrefix("Changes from machine \(bId) are dated 2026-12-29") }, first.lines.joined(separator: "\n"))
        for round in 0..<3 {
            timeA.advance(60)
            timeB.advance(60)
            try a.database.addQuickEntry(label: "A \(round)", kcal: 100, on: day("2025-11-21"))
            try b.database.addQuickEntry(label: "B \(round)", kcal: 100, on: day("2025-11-21"))
            XCTAssertFalse(saysAhead(try a.sync()), "round \(round) on A")
            XCTAssertFalse(saysAhead(try b.sync()), "round \(round) on B")
        }
        // A machine joining later is told once, at its first sync.
        let c = try SyncReplica(folder: folder, time: timeA)
        try c.setup.join(phrase: phrase)
        XCTAssertTrue(saysAhead(try c.sync()))
        timeA.advance(60)
        XCTAssertFalse(saysAhead(try c.sync()))
        XCTAssertFalse(saysAhead(try a.sync()))
        XCTAssertEqual(try a.export(), try c.export())
    }

    /// A machine that only carried a fast clock's time forward (its change stamped just after one it received) is not
    /// blamed for a clock that was ahead (QA s8b M-b1): here D gets C's change before A's file has reached it.
    func testAMachineThatOnlyCarriedAFastClocksTimeIsNotBlamed() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-") + "/carrier"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: FileSystem.parent(of: folder)) }
        let (time, fast) = (ManualTime(), ManualTime())
        let a = try SyncReplica(folder: folder, time: fast), c = try SyncReplica(folder: folder, time: time)
        let d = try SyncReplica(folder: folder, time: time)
        let phrase = try c.setup.initialize()
        try a.setup.join(phrase: phrase)
        try d.setup.join(phrase: phrase)
        for replica in [c, a, d] { try replica.sync() }
        fast.advance(400 * 86_400)
        try a.database.logWeight(70, on: day("2025-11-20"))
        try a.sync()
        let aId = try XCTUnwrap(a.setup.database.syncRead { try SyncConfiguration.load($0) }).replica
        time.advance(60)
        let onC = try c.sync()
        XCTAssertTrue(onC.lines.contains { $0.hasPrefix("Changes from machine \(aId) are dated") }, onC.lines.joined(separator: "\n"))
        // A's file is not on D yet (a synced folder still carrying it).
        let aFolder = folder + "/replicas/" + aId
        let newest = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: aFolder).filter { $0.hasSuffix(".seg") }.max())
        try FileManager.default.moveItem(atPath: aFolder + "/" + newest, toPath: folder + "-" + newest)
        // C corrects the weight A's fast clock stamped: its edit is stamped just past A's, so it carries A's time.
        try c.database.logWeight(71, on: day("2025-11-20"))
        time.advance(60)
        try c.sync()
        let cId = try XCTUnwrap(c.setup.database.syncRead { try SyncConfiguration.load($0) }).replica
        time.advance(60)
        let onD = try d.sync()
        let said = onD.lines.first { $0.contains("minutes ahead of this machine's clock") }
        XCTAssertNotNil(said, onD.lines.joined(separator: "\n"))
        XCTAssertTrue(said?.hasPrefix("Changes from machine \(cId) are dated") ?? false, said ?? "")
        XCTAssertFalse(said?.contains("its clock was ahead") ?? true, "C's clock was never wrong: \(said ?? "")")
        XCTAssertTrue(said?.contains("or one whose changes it had received") ?? false, said ?? "")
    }
}
