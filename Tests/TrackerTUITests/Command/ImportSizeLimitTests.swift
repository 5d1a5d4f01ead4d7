import Foundation
import XCTest

import TrackerKit
@testable import TrackerTUI

/// QA s8 F4: every import refuses a file too large for its kind by its size, as a bad input (exit 2), with the
/// diary untouched; before, a 2 GB file was read whole first.
final class ImportSizeLimitTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-import-limit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func testEveryImportRefusesAFileLargerThanItsKindBeforeReadingIt() throws {
        let big = folder + "/disk.img", db = folder + "/diary.sqlite"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, off_t(FileLimit.export.bytes + 1)), 0)
        for command in [["import", "json"], ["import", "csv", "weights"], ["import", "csv", "foods"], ["import", "csv", "diary"]] {
            XCTAssertEqual(trackerExitCode(command + [big], db: db), 2, "\(command)")
        }
        var restore = try TestCommandParse.checked(["import", "json", big, "--db", db])
        XCTAssertThrowsError(try restore.runAtTestTime()) {
            XCTAssertTrue("\($0)".contains("is larger than 512 MB, too large for a Tracker export"), "\($0)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "refused before the diary was even opened")
    }
}
