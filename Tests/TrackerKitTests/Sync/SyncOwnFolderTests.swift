import Foundation
import XCTest

@testable import TrackerKit

/// A file in a machine's own folder with a number it never wrote (QA s8 F5): it fills the number itself, and every machine completes.
final class SyncOwnFolderTests: XCTestCase {
    func testARenamedOwnSegmentIsReplacedByItsWriterAndEveryMachineCompletes() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (c, d) = (group.replicas[0], group.replicas[1])
        try group.settle()
        try c.database.logWeight(50.1, on: day("2025-03-01"))
        group.time.advance(1)
        try c.sync()
        let replica = try XCTUnwrap(c.database.syncRead { try SyncConfiguration.load($0) }).replica
        let folder = group.folder + "/replicas/" + replica
        let last = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".seg") }.max())
        let number = try XCTUnwrap(Int(last.prefix(8)))
        try FileManager.default.moveItem(atPath: folder + "/" + last, toPath: folder + "/" + String(format: "%08d.seg", number + 1))
        group.time.advance(1)
        XCTAssertFalse(try d.sync().succeeded, "the gap is said")
        group.time.advance(1)
        let own = try c.sync()
        XCTAssertTrue(own.succeeded, own.lines.joined(separator: "\n"))
        XCTAssertTrue(own.lines.contains { $0.contains(String(format: "%08d.seg", number + 1)) }, own.lines.joined(separator: "\n"))
        try c.database.logWeight(50.2, on: day("2025-03-02"))
        try group.settle()
        XCTAssertEqual(try d.database.dayDetail(day("2025-03-02")).weightKg, 50.2)
        XCTAssertEqual(try d.database.dayDetail(day("2025-03-01")).weightKg, 50.1)
        XCTAssertEqual(try c.export(), try d.export())
    }

    /// A link planted in a machine's own folder past what it wrote is named at the first sync, and nothing is written after it (QA s8 M7).
    func testALinkPlantedPastWhatAMachineWroteIsNamedAtItsFirstSync() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (c, d) = (group.replicas[0], group.replicas[1])
        try group.settle()
        let replica = try XCTUnwrap(c.database.syncRead { try SyncConfiguration.load($0) }).replica
        let folder = group.folder + "/replicas/" + replica
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let written = try XCTUnwrap(Int(try XCTUnwrap(before.filter { $0.hasSuffix(".seg") }.max()).prefix(8)))
        let planted = folder + "/" + String(format: "%08d.seg", written + 3)
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: "/etc/passwd")
        try c.database.logWeight(50.1, on: day("2025-03-01"))
        group.time.advance(1)
        XCTAssertThrowsError(try c.sync()) { XCTAssertTrue("\($0)".contains("\(planted) in the carrier is a symbolic link"), "\($0)") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), (before + [String(format: "%08d.seg", written + 3)]).sorted())
        try FileManager.default.removeItem(atPath: planted)
        try group.settle()
        XCTAssertEqual(try d.database.dayDetail(day("2025-03-01")).weightKg, 50.1)
        XCTAssertEqual(try c.export(), try d.export())
    }
}
