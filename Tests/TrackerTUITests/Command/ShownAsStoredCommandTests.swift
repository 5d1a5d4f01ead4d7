import Foundation
import TrackerKit
import XCTest
@testable import TrackerTUI

/// The command line shows what it stored: a food's fractional calories, and no unit beside a missing weight.
final class ShownAsStoredCommandTests: XCTestCase {
    private let path = NSTemporaryDirectory() + "tracker-shown-\(UUID().uuidString).sqlite"

    override func tearDown() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func output(_ arguments: [String]) throws -> String {
        try standardOutput {
            var command = try TestCommandParse.tracker(arguments + ["--db", path])
            try command.runAtTestTime()
        }
    }

    func testAFoodAddedWithAFractionSaysTheFraction() throws {
        XCTAssertEqual(try output(["food", "add", "Chips", "--kcal", "7.5", "--serving", "gram"]), "Added Chips: 7.5 kcal per gram.\n")
        XCTAssertEqual(try output(["food", "edit", "Chips", "--kcal", "7.25"]), "Chips is now Chips: 7.25 kcal per gram.\n")
        XCTAssertEqual(Format.kcalPerServing(150), "150 kcal")
    }

    func testADayWithoutAWeightListsNoUnit() throws {
        _ = try output(["quick-add", "500", "--date", "2026-11-01"])
        _ = try output(["weight", "add", "80", "--date", "2026-11-02"])
        let csv = try output(["day", "list", "--from", "2026-11-01", "--to", "2026-11-02", "--format", "csv"])
        let rows = csv.split(separator: "\r\n").map(String.init)
        XCTAssertTrue(rows[1].hasPrefix("2026-11-01,,,500"), csv)
        XCTAssertTrue(rows[2].hasPrefix("2026-11-02,80.0,kg,0") || rows[2].hasPrefix("2026-11-02,176.4,lb,0"), csv)
        XCTAssertFalse(try output(["day", "list", "--from", "2026-11-01", "--to", "2026-11-01"]).contains(" lb"))
    }
}
