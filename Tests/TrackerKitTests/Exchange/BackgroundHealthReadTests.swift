import Foundation
import GRDB
import XCTest

@testable import TrackerKit

/// The command line reads an export on a second thread while it opens the database: what it saves, and
/// the errors it gives, are those of the import on one thread.
final class BackgroundHealthReadTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    private let today = LocalDate(iso: "2026-11-25")!

    func testTheExportReadInTheBackgroundSavesWhatTheImportOnOneThreadSaves() throws {
        let inTurn = try AppDatabase.inMemory(), alongside = try AppDatabase.inMemory()
        let expected = try AppleHealthImporter.run(path: fixture("modern.xml"), into: inTurn, today: today)
        let reading = BackgroundHealthRead(path: fixture("modern.xml"), today: today, recover: false)
        let summary = try reading.result().save(into: alongside)
        XCTAssertEqual(summary, expected)
        XCTAssertEqual(summary.swimsAdded, 1)
        for table in ["swim", "swimLap", "swimHeartRate", "day", "foodEntry", "profile"] {
            let count = { (db: AppDatabase) in try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 } }
            XCTAssertEqual(try count(alongside), try count(inTurn), table)
        }
    }

    func testABrokenExportGivesTheSameErrorWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bg-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("export.xml").path
        try "<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"x\"\n</HealthData>\n".write(toFile: broken, atomically: true, encoding: .utf8)
        var inTurn: Error?
        XCTAssertThrowsError(try AppleHealthImporter.run(path: broken, into: try AppDatabase.inMemory(), today: today)) { inTurn = $0 }
        XCTAssertThrowsError(try BackgroundHealthRead(path: broken, today: today, recover: false).result()) { error in
            XCTAssertEqual(error as? ImportError, inTurn as? ImportError)
            XCTAssertTrue("\(error)".contains("line 4"), "\(error)")
        }
    }
}
