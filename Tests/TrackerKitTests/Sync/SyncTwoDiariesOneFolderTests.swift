import Foundation
import XCTest

@testable import TrackerKit

/// QA s11 S11-4: two machines ran `sync init` into one shared folder before it synced. Each is told what happened and
/// what to do, and once the other diary's folder is removed, the kept diary syncs cleanly again.
final class SyncTwoDiariesOneFolderTests: XCTestCase {
    func testEachMachineSaysWhatToDoAndRemovingTheOtherDiarysFolderEndsTheWait() throws {
        let root = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        let time = ManualTime()
        let first = try SyncReplica(folder: root + "/seen-by-first", time: time)
        let second = try SyncReplica(folder: root + "/seen-by-second", time: time)
        try first.database.logWeight(70, on: day("2025-11-20"))
        try second.database.logWeight(90, on: day("2025-11-21"))
        _ = try first.setup.initialize()
        _ = try second.setup.initialize()
        try first.sync()
        try second.sync()
        // The shared folder carries both machines' files and keeps the second diary's manifest.
        let firstId = try XCTUnwrap(SyncStatus.read(first.database)).configuration.replica
        let secondId = try XCTUnwrap(SyncStatus.read(second.database)).configuration.replica
        try FileManager.default.copyItem(atPath: first.folder + "/replicas/" + firstId, toPath: second.folder + "/replicas/" + firstId)
        try FileManager.default.copyItem(atPath: second.folder + "/replicas/" + secondId, toPath: first.folder + "/replicas/" + secondId)
        try FileManager.default.removeItem(atPath: first.folder + "/tracker-diary.json")
        try FileManager.default.copyItem(atPath: second.folder + "/tracker-diary.json", toPath: first.folder + "/tracker-diary.json")

        XCTAssertThrowsError(try first.sync()) {
            XCTAssertTrue("\($0)".contains("Two diaries were set up in one carrier") && "\($0)".contains("“Two diaries in one carrier”"), "\($0)")
        }
        let kept = try second.sync()
        XCTAssertFalse(kept.succeeded)
        XCTAssertTrue(
            kept.lines.contains { $0.contains("waiting for \(firstId)'s") && $0.contains("If no machine of this diary writes that folder, remove it") },
            kept.lines.joined(separator: "\n"))
        try FileManager.default.removeItem(atPath: second.folder + "/replicas/" + firstId)
        XCTAssertTrue(try second.sync().succeeded)
    }
}
