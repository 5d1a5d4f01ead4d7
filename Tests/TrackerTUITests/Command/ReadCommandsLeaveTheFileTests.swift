import ArgumentParser
import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Every command that only reads, and every refused input, leaves the database byte for byte as it was.
final class ReadCommandsLeaveTheFileTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-reads-\(UUID().uuidString).sqlite"
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm", ".copy"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func exitCode(_ arguments: [String]) -> Int32 { trackerExitCode(arguments, db: path) }

    private var bytes: Data { (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }

    private static let reads: [[String]] = [
        ["weight", "list"], ["food", "list"], ["counter", "list"], ["counter", "log", "Taps"], ["day", "show"],
        ["swim", "list"], ["progress"], ["export"], ["settings", "list"], ["settings", "get", "units.weight"],
        ["show", "log"], ["show", "data"], ["bench", "check"],
        ["weight", "list", "--from", "someday"], ["counter", "log", "nobody"],
        ["day", "list"], ["entry", "list"], ["profile", "show"], ["import", "csv", "weights", openScaleFixture, "--dry-run"],
    ]
    private static let openScaleFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/openscale.csv").standardized.path
    /// Commands that write, refused before they change anything.
    private static let refusedWrites: [[String]] = [
        ["weight", "add", "abc"], ["eat", "nothing-known"], ["counter", "tap", "nobody"],
        ["quick-add", "0"], ["food", "edit", "nothing-known", "--kcal", "5"], ["entry", "delete", "999"], ["weight", "delete", "--date", "-5"],
        ["import", "csv", "weights", "/nonexistent.csv"], ["memo", "--append", "\u{1B}[2J"],
    ]

    func testReadsAndRefusedInputsLeaveTheFileByteForByte() throws {
        XCTAssertEqual(exitCode(["weight", "add", "70"]), 0)
        XCTAssertEqual(exitCode(["counter", "add", "Taps"]), 0)
        XCTAssertEqual(exitCode(["counter", "tap", "Taps"]), 0)
        let before = bytes
        for arguments in TestDepth.sample(Self.reads + Self.refusedWrites, quick: 12) + [["backup", path + ".copy"]] {
            _ = exitCode(arguments)
            XCTAssertEqual(bytes, before, "\(arguments) changed the file")
        }
    }

    func testAnEmptyFileStaysEmptyUnderEveryRead() throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        for arguments in TestDepth.sample(Self.reads, quick: 8) {
            _ = exitCode(arguments)
            XCTAssertEqual(bytes.count, 0, "\(arguments) wrote into an empty file")
        }
        XCTAssertEqual(exitCode(["weight", "list"]), 0, "an empty file reads as an empty database")
    }
}
