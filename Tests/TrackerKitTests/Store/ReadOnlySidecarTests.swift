import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 24 #7: a read-only command left -wal and -shm beside the diary (a read-only connection never
/// removes them), and a later `backup --force` onto that file was refused.
final class ReadOnlySidecarTests: XCTestCase {
    private var folder = ""
    private var path: String { folder + "/diary.sqlite" }
    private let day = LocalDate(iso: "2026-11-20")!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "read-only-sidecars-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let db = try AppDatabase.openFresh(path: path)
        try db.logWeight(80.5, on: day)
        db.close()
        XCTAssertEqual(try listing(), ["diary.sqlite"])
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(atPath: folder) }

    private func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    func testAReadAloneLeavesOnlyTheDiary() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let reader = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertEqual(try reader.dayDetail(day).weightKg, 80.5)
        reader.close()
        XCTAssertEqual(try listing(), ["diary.sqlite"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "not a byte written")
    }

    /// Sidecars an earlier read-only look left (as every read did before) go with the next read.
    func testSidecarsAnEarlierReadLeftAreRemovedByTheNext() throws {
        var configuration = Configuration()
        configuration.readonly = true
        let earlier = try DatabaseQueue(path: path, configuration: configuration)
        _ = try earlier.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM day") }
        try earlier.close()
        XCTAssertEqual(try listing(), ["diary.sqlite", "diary.sqlite-shm", "diary.sqlite-wal"])
        let reader = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertEqual(try reader.dayDetail(day).weightKg, 80.5)
        reader.close()
        XCTAssertEqual(try listing(), ["diary.sqlite"])
    }

    func testABackupOntoAFileJustReadIsAccepted() throws {
        let copy = folder + "/copy.sqlite"
        let first = try AppDatabase.open(path: path, readOnly: true)
        try first.backup(to: copy, force: false)
        first.close()
        let reader = try AppDatabase.open(path: copy, readOnly: true)
        XCTAssertEqual(try reader.dayDetail(day).weightKg, 80.5)
        reader.close()
        let source = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertNoThrow(try source.backup(to: copy, force: true))
        source.close()
        XCTAssertEqual(try listing(), ["copy.sqlite", "diary.sqlite"])
    }

    /// While another connection uses the file, its sidecars are that connection's: they stay.
    func testSidecarsInUseByAnotherConnectionStay() throws {
        let writer = try AppDatabase.open(path: path)
        try writer.logWeight(81, on: day.adding(days: 1))
        let reader = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertEqual(try reader.dayDetail(day.adding(days: 1)).weightKg, 81)
        reader.close()
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-wal"))
        XCTAssertEqual(try AppDatabase.open(path: path, readOnly: true).dayDetail(day.adding(days: 1)).weightKg, 81)
        writer.close()
        XCTAssertEqual(try listing(), ["diary.sqlite"])
    }
}
