import Foundation
import XCTest

@testable import TrackerKit

/// QA s8 F4: a 6 GB file given to `import json` took 6.3 GB of memory (or trapped when it ran out) before it was
/// refused. A file is now measured before a byte of it is read.
final class RegularFileLimitTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-limit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// A sparse file: its size is on disk in a moment, and reading it would take that much memory.
    private func sparseFile(bytes: Int) throws -> String {
        let path = folder + "/big.csv"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(bytes)), 0)
        return path
    }

    func testAFileOverTheLimitIsRefusedByItsSizeAndNamesWhatItIsTooLargeFor() throws {
        for (limit, words) in [
            (FileLimit.csv("a food diary"), "is larger than 64 MB, too large for a food diary; nothing was read"),
            (FileLimit.export, "is larger than 512 MB, too large for a Tracker export; nothing was read"),
            (FileLimit.carrierFile, "is larger than 256 MB, too large for a sync segment; nothing was read"),
        ] {
            let path = try sparseFile(bytes: limit.bytes + 1)
            XCTAssertThrowsError(try RegularFile.read(path, limit: limit)) { error in
                XCTAssertEqual("\(error)", "\(path) \(words)")
            }
        }
    }

    func testAFileAtTheLimitIsReadWhole() throws {
        let path = folder + "/small.csv"
        try Data("2026-11-26,70.5\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try RegularFile.read(path, limit: FileLimit(bytes: 16, kind: "a test")), Data("2026-11-26,70.5\n".utf8))
        XCTAssertThrowsError(try RegularFile.read(path, limit: FileLimit(bytes: 15, kind: "a test"))) { error in
            XCTAssertEqual("\(error)", "\(path) is larger than 0 KB, too large for a test; nothing was read")
        }
    }

    func testTheConfigurationFileHasItsOwnLimit() throws {
        let path = try sparseFile(bytes: ConfigReader.maximumBytes + 1)
        XCTAssertThrowsError(try RegularFile.read(path, limit: FileLimit(bytes: ConfigReader.maximumBytes, kind: "a configuration file"))) {
            XCTAssertTrue("\($0)".hasSuffix("is larger than 256 KB, too large for a configuration file; nothing was read"))
        }
    }
}
