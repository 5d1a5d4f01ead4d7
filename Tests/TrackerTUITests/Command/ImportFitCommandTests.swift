import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// QA1 finding 6: `tracker import fit --dry-run` says what an import would bring (not "Imported"), and
/// `--replace` / `--keep-both` are offered as for `import apple-health`.
final class ImportFitCommandTests: XCTestCase {
    private var path: String!
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/fit/pool-25m-garmin.fit").standardized.path

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-fit-cli-\(UUID().uuidString).sqlite"
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func output(_ arguments: [String]) throws -> String {
        try capturingStandardOutput {
            var command = try TestCommandParse.checked(arguments + ["--db", path])
            try command.runAtTestTime()
        }
    }

    func testADryRunSaysItWouldImportAndWritesNothing() throws {
        let dry = try output(["import", "fit", fixture, "--dry-run"])
        XCTAssertTrue(dry.hasPrefix("Dry run of \(fixture): nothing was written. An import would bring:\n"), dry)
        XCTAssertFalse(dry.contains("Imported"), dry)
        XCTAssertTrue(dry.contains("Swims: 1 would be added"), dry)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "a dry run creates no database")

        XCTAssertTrue(try output(["import", "fit", fixture]).hasPrefix("Imported \(fixture)."))
        let again = try output(["import", "fit", fixture, "--dry-run"])
        XCTAssertTrue(again.contains("Lengths: 0 · heart-rate samples: 0"), "the swim already there brings nothing: \(again)")
        XCTAssertEqual(try AppDatabase.open(path: path).swims().count, 1)
    }

    func testReplaceTakesTheFilesSwimOverOneLoggedByHand() throws {
        XCTAssertEqual(trackerExitCode(["swim", "add", "--date", "2026-02-14", "--minutes", "7", "--meters", "300"], db: path), 0)
        let kept = try output(["import", "fit", fixture])
        XCTAssertTrue(kept.contains("(`--replace` takes the file's, `--keep-both` keeps both)"), kept)
        XCTAssertEqual(try AppDatabase.open(path: path).swims().map(\.sourceName), ["manual"])

        XCTAssertEqual(trackerExitCode(["import", "fit", fixture, "--replace", "--keep-both"], db: path), 2)
        _ = try output(["import", "fit", fixture, "--replace"])
        XCTAssertEqual(try AppDatabase.open(path: path).swims().map(\.sourceName), ["fit"])
    }
}
