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
        XCTAssertTrue(first.lines.contains { $0.hasPrefix("Machine \(bId) wrote changes dated 2026-12-29") }, first.lines.joined(separator: "\n"))
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
}
